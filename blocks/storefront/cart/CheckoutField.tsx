// One labelled checkout field (a text input, a text area when multiline, or a select when given
// options), its error tied to it by aria-describedby.
import { useId } from 'react';

export function CheckoutField(props: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  /** The earliest value of a date input. */
  min?: string;
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: props.name,
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  };
  return (
    <div className="sb-field">
      <label htmlFor={id}>{props.label}</label>
      {props.options ? (
        <select {...common} onChange={(event) => props.onChange(event.target.value)}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          min={props.min}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error ? (
        <p className="sb-field-error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
