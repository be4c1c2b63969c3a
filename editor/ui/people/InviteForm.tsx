// "Invite": an email and one of the fifteen roles (with what the chosen role may do, from the
// roles table), then the invitation link to copy. No mail server is reachable, so nothing is
// sent: the admin hands the link on (the server also keeps it in the outbox).
import { type FormEvent, useId, useState } from 'react';
import type { InvitationCreated } from '../../../shared/api/auth';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '../../../shared/codes/contributor-roles';
import { describeRole } from '../../../shared/permissions/role-summary';
import type { PeopleApi } from '../../auth/people-api';
import { Feedback } from '../Feedback';
import { CopyField } from './CopyField';

export const NO_EMAIL_SENT = 'No email is sent: copy this link to the person.';

export interface InviteFormProps {
  readonly api: PeopleApi;
  /** Called after each invitation, so the list of pending ones can show it. */
  readonly onInvited: (created: InvitationCreated) => void;
}

export function InviteForm({ api, onInvited }: InviteFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ContributorRole>('editor');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<InvitationCreated | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await api.invite(email.trim(), role);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setCreated(answer.value);
    setEmail('');
    onInvited(answer.value);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="people-section">
      <h3 id={`${id}-title`}>Invite</h3>
      <form className="invite-form" onSubmit={(event) => void submit(event)}>
        <div className="invite-field">
          <label htmlFor={`${id}-email`} className="field-label">
            Email
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="invite-field">
          <label htmlFor={`${id}-role`} className="field-label">
            Role
          </label>
          <select
            id={`${id}-role`}
            className="input"
            value={role}
            aria-describedby={`${id}-role-help`}
            onChange={(event) => setRole(event.target.value as ContributorRole)}
          >
            {CONTRIBUTOR_ROLES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Invite
        </button>
      </form>
      <p id={`${id}-role-help`} className="field-help">
        {describeRole(role)}
      </p>
      {error ? (
        <Feedback tone="error" id={`${id}-error`} className="field-error">
          {error}
        </Feedback>
      ) : null}
      {created ? (
        <div className="invite-result">
          <p>
            Invitation for {created.invitation.email} as {created.invitation.role}. {NO_EMAIL_SENT}
          </p>
          <CopyField key={created.link} label="Invitation link" value={created.link} focusOnShow />
        </div>
      ) : null}
      <RoleGuide />
    </section>
  );
}

/** Every role and what it may do, from the same table the server enforces. */
export function RoleGuide() {
  return (
    <details className="role-guide">
      <summary>What each role may do</summary>
      <dl>
        {CONTRIBUTOR_ROLES.map((name) => (
          <div key={name} className="role-guide-row">
            <dt>{name}</dt>
            <dd>{describeRole(name)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
