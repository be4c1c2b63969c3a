// The parts of the owner's forms (sign-in, invitation, account): a labelled input whose help line
// and the form's refusal describe it (a refused field is marked aria-invalid), the refusal itself,
// and the passkey button, which says why when this page cannot use passkeys.
import { type Ref, useId, useMemo } from 'react';
import { Feedback } from '../ui/Feedback';
import { currentPasskeySupport, type PasskeySupport } from './passkeys';

export interface AuthFieldProps {
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: string;
  readonly help?: string;
  /** The id of the refusal that names this field (it is then marked invalid). */
  readonly errorId?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
}

export function AuthField({
  label,
  type,
  value,
  onChange,
  autoComplete,
  help,
  errorId,
  inputRef,
  disabled,
}: AuthFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const describedBy = [help ? helpId : '', errorId ?? ''].filter(Boolean).join(' ');
  return (
    <div className="field auth-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {help ? (
        <span id={helpId} className="field-help">
          {help}
        </span>
      ) : null}
    </div>
  );
}

/** The form's one refusal, announced as it appears (it is removed before each try). */
export function FormAlert({
  id,
  message,
}: {
  readonly id: string;
  readonly message: string | null;
}) {
  return message ? (
    <Feedback tone="error" id={id} className="auth-alert">
      {message}
    </Feedback>
  ) : null;
}

/** "or", then a passkey button; disabled, with the reason below it, where passkeys cannot work. */
export function PasskeyChoice({
  label,
  busy,
  onClick,
}: {
  readonly label: string;
  readonly busy: boolean;
  readonly onClick: () => void;
}) {
  const helpId = useId();
  const support = useMemo(currentPasskeySupport, []);
  const ready = support.kind === 'ready';
  return (
    <>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <button
        type="button"
        className="button auth-submit"
        disabled={busy || !ready}
        aria-describedby={ready ? undefined : helpId}
        onClick={onClick}
      >
        {label}
      </button>
      {support.kind === 'unavailable' ? <PasskeyHelp id={helpId} support={support} /> : null}
    </>
  );
}

/** Why passkeys cannot work on this page; the address where they do is a link. */
export function PasskeyHelp({
  id,
  support,
}: {
  readonly id: string;
  readonly support: Extract<PasskeySupport, { kind: 'unavailable' }>;
}) {
  const { message, namedAddress } = support;
  const at = namedAddress ? message.indexOf(namedAddress) : -1;
  return (
    <p id={id} className="field-help auth-help">
      {namedAddress && at >= 0 ? (
        <>
          {message.slice(0, at)}
          <a href={namedAddress}>{namedAddress}</a>
          {message.slice(at + namedAddress.length)}
        </>
      ) : (
        message
      )}
    </p>
  );
}
