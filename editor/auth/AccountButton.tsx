// The top bar's "Account" button, showing who is signed in; it opens the Account dialog, which
// loads on first use. Nothing shows while nobody is signed in.
import { useMemo, useRef, useState } from 'react';
import { lazyPart } from '../ui/lazy-part';
import { createAuthClient } from './client';
import { useOwner } from './owner';

const AccountDialog = lazyPart('account', () =>
  import('./AccountDialog').then((m) => m.AccountDialog),
);

export function AccountButton() {
  const me = useOwner((state) => state.me);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const client = useMemo(() => createAuthClient(), []);
  if (!me) return null;
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="button account-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Account ${me.email}`}
        title={me.email}
        onClick={() => setOpen(true)}
      >
        <span className="account-button-label">Account</span>
        <span className="account-button-email">{me.email}</span>
      </button>
      {open ? (
        <AccountDialog
          client={client}
          me={me}
          onClose={() => {
            setOpen(false);
            ref.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
