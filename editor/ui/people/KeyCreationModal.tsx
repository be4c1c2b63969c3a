// The spec's key creation modal, a short wizard: a name and scopes (each named by what it lets a
// script do, from the roles table), Next creates the key and shows it once with Copy; Complete
// keeps it, Cancel (on either step) keeps nothing: after Next it deletes the key just made.
import { type FormEvent, useId, useState } from 'react';
import type { ApiKeyCreated } from '../../../shared/api/auth';
import { actionLabel } from '../../../shared/permissions/role-summary';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../shared/permissions/roles';
import type { PeopleApi } from '../../auth/people-api';
import { Dialog } from '../Dialog';
import { Feedback } from '../Feedback';
import { CopyField } from './CopyField';

export const KEY_SHOWN_ONCE =
  'Copy the key now: it is shown only this once, and only its hash is kept.';
export const CANCEL_DELETES = 'Cancel deletes this key.';

export interface KeyCreationModalProps {
  readonly api: PeopleApi;
  /** The key was kept (Complete): the panel lists it. */
  readonly onComplete: () => void;
  /** Nothing was kept. */
  readonly onCancel: () => void;
}

export function KeyCreationModal({ api, onComplete, onCancel }: KeyCreationModalProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly ApiKeyScope[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  async function next(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await api.createApiKey(name, scopes);
    setBusy(false);
    if (answer.ok) setCreated(answer.value);
    else setError(answer.message);
  }

  async function cancelCreated() {
    if (!created) return onCancel();
    setBusy(true);
    const answer = await api.deleteApiKey(created.apiKey.id);
    setBusy(false);
    if (answer.ok) onCancel();
    else setError(answer.message);
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) =>
      on
        ? API_KEY_SCOPES.filter((s) => s === scope || current.includes(s))
        : current.filter((s) => s !== scope),
    );

  if (created) {
    return (
      <Dialog
        title="Your new API key"
        message={<p>{KEY_SHOWN_ONCE}</p>}
        onEscape={onComplete}
        className="people-modal"
      >
        <CopyField label={`API key “${created.apiKey.name}”`} value={created.key} focusOnShow />
        <p className="field-help">
          Send it as <code>Authorization: Bearer {created.apiKey.prefix}…</code>
        </p>
        {error ? (
          <Feedback tone="error" className="field-error">
            {error}
          </Feedback>
        ) : null}
        <p id={`${id}-cancel`} className="field-help">
          {CANCEL_DELETES}
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-describedby={`${id}-cancel`}
            onClick={() => void cancelCreated()}
          >
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={onComplete}>
            Complete
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Create an API key"
      message={<p>Name the key after the script that will use it, and allow only what it needs.</p>}
      onEscape={onCancel}
      className="people-modal"
    >
      <form onSubmit={(event) => void next(event)}>
        <div className="invite-field">
          <label htmlFor={`${id}-name`} className="field-label">
            Name
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            data-autofocus
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="scope-list">
          <legend className="field-label">Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="scope-choice">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>{actionLabel(scope)}</span>
              <code className="scope-code" aria-hidden="true">
                {scope}
              </code>
            </label>
          ))}
        </fieldset>
        {error ? (
          <Feedback tone="error" className="field-error">
            {error}
          </Feedback>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            Next
          </button>
        </div>
      </form>
    </Dialog>
  );
}
