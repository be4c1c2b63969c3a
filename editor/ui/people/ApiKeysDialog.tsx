// The spec's API keys panel: the site's keys (name, scopes, the first characters, created, last
// used), "Create key" (the key creation modal), "Delete key" (after a confirmation), "Learn more"
// about sending a key, and the terms of use.
import { useRef, useState } from 'react';
import type { ApiKeySummary } from '../../../shared/api/auth';
import { actionLabel } from '../../../shared/permissions/role-summary';
import { type PeopleApi, peopleApi } from '../../auth/people-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { useLoaded } from '../commerce/loading';
import { CloseActions, Dialog } from '../Dialog';
import { absoluteTime, relativeTime } from '../when';
import { KeyCreationModal } from './KeyCreationModal';
import { DataTable, LoadState } from './parts';
import '../commerce/commerce.css';
import './people.css';

export interface ApiKeysDialogProps {
  readonly onClose: () => void;
  readonly api?: PeopleApi;
}

export function ApiKeysDialog({ onClose, api = peopleApi }: ApiKeysDialogProps) {
  const { value, error: loadError, reload } = useLoaded(() => api.apiKeys());
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKeySummary | null>(null);
  const [error, setError] = useState('');
  const createButton = useRef<HTMLButtonElement>(null);

  function closeModal() {
    setCreating(false);
    void reload();
    createButton.current?.focus();
  }

  async function remove() {
    const key = deleting;
    setDeleting(null);
    if (!key) return;
    setError('');
    const answer = await api.deleteApiKey(key.id);
    if (!answer.ok) setError(answer.message);
    await reload();
  }

  const keys = value?.apiKeys ?? null;
  return (
    <>
      <Dialog
        title="API keys"
        message={
          <p>Keys let your own scripts call this site’s API, each only where its scopes allow.</p>
        }
        onEscape={onClose}
        className="commerce-dialog"
      >
        <div className="commerce-body">
          <KeyHelp />
          <div className="commerce-toolbar">
            <button
              ref={createButton}
              type="button"
              className="button button-primary"
              onClick={() => setCreating(true)}
            >
              Create key
            </button>
          </div>
          <LoadState
            loading={keys === null}
            loadingText="Loading keys…"
            loadError={loadError}
            onRetry={() => void reload()}
            error={error}
          />
          {keys === null ? null : keys.length === 0 ? (
            <p className="empty-hint">No API key yet.</p>
          ) : (
            <KeyTable keys={keys} onDelete={setDeleting} />
          )}
          <CloseActions onClose={onClose} />
        </div>
      </Dialog>
      {creating ? (
        <KeyCreationModal api={api} onComplete={closeModal} onCancel={closeModal} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the key “${deleting.name}”?`}
          message="Scripts that send it are refused from now on. This cannot be undone."
          confirmLabel="Delete key"
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

function KeyHelp() {
  return (
    <div className="key-help">
      <details>
        <summary>Learn more</summary>
        <p>
          A script sends its key in a header: <code>Authorization: Bearer &lt;key&gt;</code>. A key
          needs no crumb (it is not a browser credential) and works only on the routes its scopes
          allow; no key can manage contributors or keys, or read the activity log. What a key
          changes is logged under its name.
        </p>
        <pre className="key-example">
          curl -H "Authorization: Bearer $KEY" {globalThis.location?.origin ?? ''}
          /api/commerce/orders
        </pre>
      </details>
      <details>
        <summary>Terms of use</summary>
        <p>
          Keep each key secret: whoever holds it can do what its scopes allow. Give a script the
          fewest scopes it needs, and delete a key you no longer use or that may have leaked. Keys
          are stored only as a hash, so a lost key cannot be shown again: create a new one.
        </p>
      </details>
    </div>
  );
}

function KeyTable(props: {
  readonly keys: readonly ApiKeySummary[];
  readonly onDelete: (key: ApiKeySummary) => void;
}) {
  const now = Date.now();
  return (
    <DataTable label="API keys" headers={['Name', 'Scopes', 'Key', 'Created', 'Last used', '']}>
      {props.keys.map((key) => (
        <tr key={key.id}>
          <td>{key.name}</td>
          <td>
            <ul className="scope-tags">
              {key.scopes.map((scope) => (
                <li key={scope} title={scope}>
                  {actionLabel(scope)}
                </li>
              ))}
            </ul>
          </td>
          <td>
            <code>{key.prefix}…</code>
          </td>
          <td title={absoluteTime(key.createdAt)}>{relativeTime(key.createdAt, now)}</td>
          <td title={key.lastUsedAt ? absoluteTime(key.lastUsedAt) : undefined}>
            {key.lastUsedAt ? relativeTime(key.lastUsedAt, now) : 'Never'}
          </td>
          <td className="row-actions">
            <button
              type="button"
              className="button button-danger"
              aria-label={`Delete key ${key.name}`}
              onClick={() => props.onDelete(key)}
            >
              Delete key
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
