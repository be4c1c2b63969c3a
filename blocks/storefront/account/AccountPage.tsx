// The site user's account page (/account): signed out, the "Sign in" and "Create account" forms;
// signed in, the email and "Sign out" (with the choice to keep a copy of the cart here). What
// happened is announced in a polite live region, and the focus goes to the page's heading.
import { useEffect, useRef, useState } from 'react';
import { fillWords } from '../../../shared/i18n/shopper-words';
import { useStorefrontStrings } from '../context';
import { createAccount, fetchAccount, signIn, signOut } from './account-api';
import { signedInMessage, UNEXPECTED_ACCOUNT_FAILURE } from './account-form';
import { useAccount } from './account-store';
import { CredentialsForm } from './CredentialsForm';
import './account.css';

const FORMS = [
  { mode: 'sign-in', title: 'signIn', send: signIn },
  { mode: 'create', title: 'createAccount', send: createAccount },
] as const;

export function AccountPage() {
  const user = useAccount((state) => state.user);
  const checked = useAccount((state) => state.checked);
  const [status, setStatus] = useState('');
  const words = useStorefrontStrings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    fetchAccount().catch(() => undefined);
  }, []);
  // After signing in or out the form the focus was in is gone: the page's heading takes it.
  const done = (message: string) => {
    setStatus(message);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <div className="sb-account-page">
      <h1 ref={heading} tabIndex={-1}>
        {words.accountTitle}
      </h1>
      <p className="sb-account-status" role="status" aria-live="polite">
        {status}
      </p>
      {user === null ? (
        <div className="sb-account-forms">
          {FORMS.map(({ mode, title, send }) => (
            <CredentialsForm
              key={mode}
              mode={mode}
              title={words[title]}
              onSubmit={async (values) => {
                const answer = await send(values);
                done(signedInMessage(answer.cartUnitsDropped, words.signedIn));
              }}
            />
          ))}
        </div>
      ) : (
        <SignedIn
          email={user.email ?? (checked ? '' : words.working)}
          onSignedOut={() => done(words.signedOut)}
        />
      )}
    </div>
  );
}

function SignedIn({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const [keepCart, setKeepCart] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const words = useStorefrontStrings();
  return (
    <section className="sb-account-signed-in" aria-label={words.signedIn}>
      <p className="sb-account-email">{fillWords(words.signedInAs, { email })}</p>
      {message ? (
        <p className="sb-cart-error" role="alert">
          {message}
        </p>
      ) : null}
      <label className="sb-account-check">
        <input
          type="checkbox"
          checked={keepCart}
          onChange={(event) => setKeepCart(event.target.checked)}
        />
        {words.keepCart}
      </label>
      <button
        type="button"
        className="sb-button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setMessage(null);
          signOut(keepCart).then(onSignedOut, (failure: unknown) => {
            setMessage(failure instanceof Error ? failure.message : UNEXPECTED_ACCOUNT_FAILURE);
            setBusy(false);
          });
        }}
      >
        {words.signOut}
      </button>
    </section>
  );
}
