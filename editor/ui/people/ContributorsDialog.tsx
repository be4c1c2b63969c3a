// "Contributors": the people who work on the site with their role (a select changes it; Remove
// asks first), the invitations still open (Revoke), and the invite form. The server refuses to
// leave the site without an admin; its sentence is shown as it comes.
import { useId, useState } from 'react';
import type { Contributor, ContributorsResponse } from '../../../shared/api/auth';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '../../../shared/codes/contributor-roles';
import { fetchMe, setOwner, useOwner } from '../../auth/owner';
import { type PeopleApi, peopleApi } from '../../auth/people-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { useLoaded } from '../commerce/loading';
import { CloseActions, Dialog } from '../Dialog';
import { absoluteTime } from '../when';
import { InviteForm } from './InviteForm';
import { DataTable, LoadState } from './parts';
import '../commerce/commerce.css';
import './people.css';

export interface ContributorsDialogProps {
  readonly onClose: () => void;
  readonly api?: PeopleApi;
}

export function ContributorsDialog({ onClose, api = peopleApi }: ContributorsDialogProps) {
  const { value, error: loadError, reload } = useLoaded(() => api.contributors());
  const [error, setError] = useState('');
  const [removing, setRemoving] = useState<Contributor | null>(null);
  const myEmail = useOwner((state) => state.me?.email);

  /** Runs a change, then shows the list as the server has it (or the refusal). */
  async function change(run: () => Promise<{ ok: boolean; message?: string }>, mine: boolean) {
    setError('');
    const answer = await run();
    if (!answer.ok) setError(answer.message ?? '');
    await reload();
    // A change to one's own role changes what the editor shows.
    if (answer.ok && mine) setOwner(await fetchMe().catch(() => null));
  }

  async function remove() {
    const person = removing;
    setRemoving(null);
    if (person) {
      await change(() => api.removeContributor(person.ownerId), person.email === myEmail);
    }
  }

  return (
    <>
      <Dialog
        title="Contributors"
        message={<p>The people who work on this site, and what their role lets them do.</p>}
        onEscape={onClose}
        className="commerce-dialog"
      >
        <div className="commerce-body">
          <LoadState
            loading={value === null}
            loadingText="Loading contributors…"
            loadError={loadError}
            onRetry={() => void reload()}
            error={error}
          />
          {value === null ? null : (
            <>
              <PeopleTable
                people={value.contributors}
                myEmail={myEmail}
                onRole={(person, role) =>
                  void change(() => api.changeRole(person.ownerId, role), person.email === myEmail)
                }
                onRemove={setRemoving}
              />
              <InvitationsTable
                invitations={value.invitations}
                onRevoke={(id) => void change(() => api.revokeInvitation(id), false)}
              />
            </>
          )}
          <InviteForm api={api} onInvited={() => void reload()} />
          <CloseActions onClose={onClose} />
        </div>
      </Dialog>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.email}?`}
          message={`${removing.email} will no longer be able to open this site's editor. You can invite them again later.`}
          confirmLabel="Remove"
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

function PeopleTable(props: {
  readonly people: ContributorsResponse['contributors'];
  readonly myEmail: string | undefined;
  readonly onRole: (person: Contributor, role: ContributorRole) => void;
  readonly onRemove: (person: Contributor) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="people-section">
      <h3 id={id}>People</h3>
      <DataTable label="People" headers={['Email', 'Role', '']}>
        {props.people.map((person) => (
          <tr key={person.ownerId}>
            <td>
              {person.email}
              {person.email === props.myEmail ? <span className="people-you"> (you)</span> : null}
            </td>
            <td>
              <select
                className="input"
                aria-label={`Role of ${person.email}`}
                value={person.role}
                onChange={(event) => props.onRole(person, event.target.value as ContributorRole)}
              >
                {CONTRIBUTOR_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            </td>
            <td className="row-actions">
              <button
                type="button"
                className="button button-danger"
                aria-label={`Remove ${person.email}`}
                onClick={() => props.onRemove(person)}
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function InvitationsTable(props: {
  readonly invitations: ContributorsResponse['invitations'];
  readonly onRevoke: (id: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="people-section">
      <h3 id={id}>Invitations</h3>
      {props.invitations.length === 0 ? (
        <p className="empty-hint">No invitation is waiting.</p>
      ) : (
        <DataTable label="Invitations" headers={['Email', 'Role', 'Expires', '']}>
          {props.invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>{invitation.role}</td>
              <td>{absoluteTime(invitation.expiresAt)}</td>
              <td className="row-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                  onClick={() => props.onRevoke(invitation.id)}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
