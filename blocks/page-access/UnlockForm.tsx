// The password form of the lock screen and of a protected page. A plain HTML form first: it
// POSTs to /_page-access/unlock with the crumb, the scope and where to come back, and the server
// answers with a 303 back (JavaScript off). With JavaScript, the same form sends the JSON call
// and the page reloads what it may now see. The field is labelled; an error is announced as an
// alert and tied to the field.
import { type FormEvent, useId, useState } from 'react';
import {
  CRUMB_FIELD,
  PageAccessMessage,
  UNLOCK_FORM_PATH,
  type UnlockScope,
} from '../../shared/api/page-access';
import { visitorMessage } from '../../shared/i18n/visitor-messages';
import { useSiteWords } from '../site-words';
import { useStorefrontStrings } from '../storefront/context';
import { unlock as defaultUnlock, type UnlockCall } from './unlock-client';

export interface UnlockFormProps {
  readonly scope: UnlockScope;
  readonly pageId?: string;
  /** The crumb cookie's value for the plain form ('' in the frame: the JSON call reads it). */
  readonly crumb: string;
  /** The address to come back to after the plain form's POST ('/about'). */
  readonly returnTo: string;
  /** A refusal named by the redirect back (unlockRefusalText), shown at first. */
  readonly error?: string | null;
  /** Called once the password was right (the frame loads the site again). */
  readonly onUnlocked?: () => void;
  readonly unlock?: UnlockCall;
}

export function UnlockForm(props: UnlockFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(props.error ?? null);
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;
  const words = useSiteWords();
  const { password: passwordLabel } = useStorefrontStrings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!props.onUnlocked) return;
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(PageAccessMessage.noPassword);
      return;
    }
    setBusy(true);
    const call = props.unlock ?? defaultUnlock;
    void call({ scope: props.scope, pageId: props.pageId, password }).then((refusal) => {
      setBusy(false);
      if (refusal === null) {
        props.onUnlocked?.();
        return;
      }
      setError(refusal);
      setPassword('');
    });
  };

  return (
    <form className="sb-unlock-form" method="post" action={UNLOCK_FORM_PATH} onSubmit={onSubmit}>
      <input type="hidden" name={CRUMB_FIELD} value={props.crumb} />
      <input type="hidden" name="scope" value={props.scope} />
      {props.pageId ? <input type="hidden" name="pageId" value={props.pageId} /> : null}
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <label htmlFor={id}>{passwordLabel}</label>
      <input
        id={id}
        className="sb-unlock-input"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p className="sb-unlock-error" id={errorId} role="alert">
        {error === null ? '' : visitorMessage(words, error)}
      </p>
      <button
        className="sb-button sb-button--medium"
        type="submit"
        aria-disabled={busy || undefined}
      >
        {busy ? words.checking : words.unlockButton}
      </button>
    </form>
  );
}
