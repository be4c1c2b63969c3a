// Account, passkeys: the owner's passkeys (name, when added, when last used), "Add passkey" with
// an optional name, and Remove, which asks first. Where this page cannot use passkeys (an address
// that is a number, an old browser) the add button says why.
import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { PasskeySummary } from '../../shared/api/passkeys';
import { MAX_PASSKEY_NAME_LENGTH } from '../../shared/api/passkeys';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Feedback } from '../ui/Feedback';
import { AuthField, FormAlert, PasskeyHelp } from './AuthField';
import type { AuthClient } from './client';
import { addPasskey, currentPasskeySupport } from './passkeys';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Added 3 May 2025 · last used 4 May 2025" / "· never used". */
export function passkeyDates(passkey: PasskeySummary, format = DAY.format): string {
  const used = passkey.lastUsedAt
    ? `last used ${format(new Date(passkey.lastUsedAt))}`
    : 'never used';
  return `Added ${format(new Date(passkey.createdAt))} · ${used}`;
}

export function PasskeysSection({ client }: { readonly client: AuthClient }) {
  const [list, setList] = useState<readonly PasskeySummary[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const headingId = useId();
  const alertId = useId();
  const helpId = useId();
  const support = useMemo(currentPasskeySupport, []);

  const load = useCallback(async () => {
    const answer = await client.passkeys();
    if (answer.ok) setList(answer.value);
    else setRefusal(answer.message);
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  async function run(
    kind: 'add' | 'remove',
    work: () => Promise<{ ok: boolean; message?: string }>,
    success: string,
  ) {
    if (busy) return;
    setRefusal(null);
    setDone(null);
    setBusy(kind);
    const answer = await work();
    setBusy(null);
    if (answer.ok) {
      setDone(success);
      await load();
    } else {
      setRefusal(answer.message ?? null);
    }
  }

  function onAdd(event: FormEvent) {
    event.preventDefault();
    void run(
      'add',
      async () => {
        const answer = await addPasskey(client, name);
        if (answer.ok) setName('');
        return answer;
      },
      'Passkey added.',
    );
  }

  function confirmRemove(passkey: PasskeySummary) {
    setRemoving(null);
    void run(
      'remove',
      () => client.removePasskey(passkey.id),
      `Passkey “${passkey.name}” removed.`,
    );
  }

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-heading">
        Passkeys
      </h3>
      {list === null ? (
        <p className="field-help">Loading your passkeys…</p>
      ) : list.length === 0 ? (
        <p className="field-help">No passkeys yet. A passkey signs you in with your device.</p>
      ) : (
        <ul className="account-list" aria-labelledby={headingId}>
          {list.map((passkey) => (
            <li key={passkey.id} className="account-row">
              <div className="account-row-text">
                <span className="account-row-name">{passkey.name}</span>
                <span className="field-help">{passkeyDates(passkey)}</span>
              </div>
              <button
                type="button"
                className="button"
                aria-label={`Remove passkey ${passkey.name}`}
                disabled={busy !== null}
                onClick={() => setRemoving(passkey)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="auth-form account-add"
        aria-label="Add a passkey"
        noValidate
        onSubmit={onAdd}
      >
        <AuthField
          label="Name (optional)"
          type="text"
          value={name}
          onChange={(value) => setName(value.slice(0, MAX_PASSKEY_NAME_LENGTH))}
          autoComplete="off"
          help="For example: Work laptop."
          disabled={support.kind !== 'ready'}
        />
        <FormAlert id={alertId} message={refusal} />
        <Feedback tone="success" className="account-done">
          {done}
        </Feedback>
        <button
          type="submit"
          className="button"
          disabled={busy !== null || support.kind !== 'ready'}
          aria-describedby={support.kind === 'ready' ? undefined : helpId}
        >
          {busy === 'add' ? 'Waiting for your passkey…' : 'Add passkey'}
        </button>
        {support.kind === 'unavailable' ? <PasskeyHelp id={helpId} support={support} /> : null}
      </form>
      {removing ? (
        <ConfirmDialog
          title="Remove this passkey?"
          message={`You will no longer sign in with “${removing.name}”.`}
          confirmLabel="Remove passkey"
          onConfirm={() => confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
