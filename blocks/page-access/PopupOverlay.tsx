// The promotional popup overlay (page type 104): the owner's message and a newsletter sign-up,
// shown once per visitor per version (shared/access/popup.ts). A modal dialog: focus moves in,
// Tab stays inside, Escape and Close close it; the sign-up goes through the forms' path (key,
// then save) to the owner's sign-up form with a captcha of the spec's action `promo_popup`,
// shown once the email field gets focus. Closing or signing up is remembered in localStorage
// under the spec's keys (date closed, version, submitted). Rendered only in the browser: the
// server renders nothing for it.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  closedState,
  POPUP_STORAGE_KEY,
  readPopupState,
  shouldShowPopup,
} from '../../shared/access/popup';
import type { PopupOverlaySettings } from '../../shared/document/schema';
import { FormMessage } from '../../shared/forms/messages';
import { dialogKeyDown, useFocusOnOpen } from '../dialog-focus';
import { Captcha } from '../form/Captcha';
import { postJson } from '../form/http';
import { sendSubmission } from '../form/submit';
import { NEWSLETTER_EMAIL_FIELD, newsletterEmailError } from '../newsletter/sign-up';
import { useSiteWords, useVisitorMessage } from '../site-words';
import { useStorefrontStrings } from '../storefront/context';
import './page-access.css';

/** Where the popup remembers its state (localStorage in the browser). */
export type PopupStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PopupOverlayProps {
  readonly popup: PopupOverlaySettings | undefined;
  readonly storage?: PopupStorage | null;
  readonly now?: () => Date;
  /** Told when the popup shows, closes or is signed up to (the live site's overlay call). */
  readonly onEvent?: (event: PopupEvent) => void;
}

export type PopupEvent = 'show' | 'close' | 'sign_up';

function browserStorage(): PopupStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function PopupOverlay(props: PopupOverlayProps) {
  const { popup } = props;
  const [open, setOpen] = useState(false);
  // The latest listener, read when the popup opens (a new function each render is no new open).
  const onEvent = useRef(props.onEvent);
  onEvent.current = props.onEvent;
  const storage = props.storage === undefined ? browserStorage() : props.storage;

  useEffect(() => {
    const stored = readPopupState(storage?.getItem(POPUP_STORAGE_KEY) ?? null);
    const due = shouldShowPopup(popup, stored);
    setOpen(due);
    if (due) onEvent.current?.('show');
  }, [popup, storage]);

  if (!open || !popup) return null;
  const remember = (submitted: boolean) => {
    const state = closedState(popup, (props.now ?? (() => new Date()))(), submitted);
    try {
      storage?.setItem(POPUP_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // A full or refused storage only means the popup may show again.
    }
  };
  return (
    <PopupDialog
      popup={popup}
      onSignedUp={() => {
        remember(true);
        onEvent.current?.('sign_up');
      }}
      onClose={() => {
        remember(false);
        onEvent.current?.('close');
        setOpen(false);
      }}
    />
  );
}

function PopupDialog(props: {
  readonly popup: PopupOverlaySettings;
  readonly onSignedUp: () => void;
  readonly onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  const words = useSiteWords();
  const message = useVisitorMessage();
  const strings = useStorefrontStrings();
  useFocusOnOpen(dialog);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = newsletterEmailError(email);
    if (problem) return setError(problem);
    if (captchaKey === null) {
      setCaptchaShown(true);
      return setError(FormMessage.completeCaptcha);
    }
    setSending(true);
    setError(null);
    const values = { [NEWSLETTER_EMAIL_FIELD]: email.trim() };
    void sendSubmission(postJson, props.popup.formId, values, captchaKey).then((result) => {
      setSending(false);
      if (result.ok) {
        setDone(true);
        setStatus(words.signedUp);
        props.onSignedUp();
        return;
      }
      setCaptchaKey(null);
      setResets((count) => count + 1);
      setError(result.fieldErrors[NEWSLETTER_EMAIL_FIELD] ?? result.formError);
    });
  };

  return (
    <div className="sb-popup" data-page-type="104">
      <div
        ref={dialog}
        className="sb-popup-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-message`}
        onKeyDown={dialogKeyDown(dialog, props.onClose)}
      >
        <button
          type="button"
          className="sb-popup-close"
          aria-label={strings.close}
          onClick={props.onClose}
        >
          ×
        </button>
        <p className="sb-popup-message" id={`${id}-message`}>
          {props.popup.message}
        </p>
        {done ? null : (
          <form className="sb-popup-form" noValidate onSubmit={onSubmit}>
            <label htmlFor={`${id}-email`}>{words.emailAddress}</label>
            <input
              id={`${id}-email`}
              className="sb-popup-input"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onFocus={() => setCaptchaShown(true)}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <p className="sb-popup-error" id={`${id}-error`} role="alert">
              {error === null ? '' : message(error)}
            </p>
            <Captcha
              action="promo_popup"
              theme="light"
              alignment="left"
              visible={captchaShown}
              resets={resets}
              onToken={setCaptchaKey}
            />
            <button
              className="sb-button sb-button--medium"
              type="submit"
              aria-disabled={sending || undefined}
            >
              {words.popupSignUp}
            </button>
          </form>
        )}
        <p role="status">{status}</p>
      </div>
    </div>
  );
}
