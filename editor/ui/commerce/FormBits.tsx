// Small labelled inputs for the commerce dialogs: the label names the control, an error below it
// is tied by aria-describedby and marks the control aria-invalid.
import { type ReactNode, useId } from 'react';
import { Feedback } from '../Feedback';

interface FieldProps {
  readonly label: string;
  readonly error?: string;
  readonly help?: string;
  readonly className?: string;
}

function Messages({ id, error, help }: { id: string; error?: string; help?: string }) {
  return (
    <>
      {help ? (
        <span id={`${id}-help`} className="field-help">
          {help}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, help?: string) =>
  [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  error,
  help,
  className,
  value,
  onChange,
  multiline,
  inputMode,
  disabled,
  onCommit,
  type = 'text',
}: FieldProps & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly multiline?: boolean;
  readonly inputMode?: 'decimal' | 'numeric';
  readonly disabled?: boolean;
  /** Called on blur and (not multiline) on Enter: for values applied when typing is done. */
  readonly onCommit?: () => void;
  readonly type?: 'text' | 'password' | 'datetime-local';
}) {
  const id = useId();
  const common = {
    id,
    className: 'input',
    value,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, help),
  };
  return (
    <div className={`commerce-field ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onCommit) onCommit();
          }}
        />
      )}
      <Messages id={id} error={error} help={help} />
    </div>
  );
}

export function CheckField({
  label,
  error,
  checked,
  onChange,
}: FieldProps & { readonly checked: boolean; readonly onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="commerce-check">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <Messages id={id} error={error} />
    </div>
  );
}

export function SelectField<T extends string | number>({
  label,
  error,
  value,
  choices,
  onChange,
}: FieldProps & {
  readonly value: T;
  readonly choices: ReadonlyArray<{ value: T; label: string }>;
  readonly onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="commerce-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => {
          const found = choices.find((choice) => String(choice.value) === event.target.value);
          if (found) onChange(found.value);
        }}
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} />
    </div>
  );
}

/** A titled group of fields. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="commerce-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A form's end: the refusal that belongs to no one field, then Cancel and the submit button. */
export function FormActions(props: {
  readonly error?: string | null | undefined;
  readonly submitLabel: string;
  readonly busy?: boolean;
  readonly onCancel: () => void;
}) {
  return (
    <>
      {props.error ? (
        <Feedback tone="error" as="div">
          {props.error}
        </Feedback>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {props.busy ? 'Saving…' : props.submitLabel}
        </button>
      </div>
    </>
  );
}
