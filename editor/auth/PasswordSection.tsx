// Account, password: change it (current and new; the answer says how many other sessions were
// signed out), or set a first one when the owner has none (a newcomer's admin, an invited person
// who chose a passkey), in which case no current password is asked.
import { type FormEvent, useId, useState } from 'react';
import type { OwnerMe } from '../../shared/api/auth';
import { PASSWORD_MIN_LENGTH } from '../../shared/api/site-users';
import { Feedback } from '../ui/Feedback';
import { AuthField, FormAlert } from './AuthField';
import type { AuthClient } from './client';
import { setOwner } from './owner';

/** What the owner is told once the new password is stored. */
export function passwordChanged(otherSessions: number): string {
  const ended =
    otherSessions === 0
      ? 'No other session was open.'
      : otherSessions === 1
        ? 'Your one other session was signed out.'
        : `Your ${otherSessions} other sessions were signed out.`;
  return `Your password is saved. ${ended}`;
}

export function PasswordSection({
  client,
  me,
}: {
  readonly client: AuthClient;
  readonly me: OwnerMe;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const alertId = useId();
  const headingId = useId();
  const title = me.hasPassword ? 'Change password' : 'Set a password';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    setDone(null);
    setBusy(true);
    const answer = await client.changePassword(me.hasPassword ? current : null, next);
    setBusy(false);
    if (!answer.ok) {
      setRefusal({ message: answer.message, field: answer.field });
      return;
    }
    setCurrent('');
    setNext('');
    setDone(passwordChanged(answer.value));
    if (!me.hasPassword) setOwner({ ...me, hasPassword: true });
  }

  const errorOf = (field: string) => (refusal?.field === field ? alertId : undefined);

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-heading">
        {title}
      </h3>
      {me.hasPassword ? null : (
        <p className="field-help">
          You have no password yet: set one to sign in with your email, {me.email}.
        </p>
      )}
      <form className="auth-form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
        {me.hasPassword ? (
          <AuthField
            label="Current password"
            type="password"
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            errorId={errorOf('currentPassword')}
          />
        ) : null}
        <AuthField
          label="New password"
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          help={`At least ${PASSWORD_MIN_LENGTH} characters. Other sessions will be signed out.`}
          errorId={errorOf('newPassword')}
        />
        <FormAlert id={alertId} message={refusal?.message ?? null} />
        <Feedback tone="success" className="account-done">
          {done}
        </Feedback>
        <button type="submit" className="button button-primary" disabled={busy}>
          {title}
        </button>
      </form>
    </section>
  );
}
