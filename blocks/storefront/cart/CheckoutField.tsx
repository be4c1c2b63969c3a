// One labelled checkout field (a text input, or a select when given options), its error tied to
// it by aria-describedby.
import { useId } from 'react';

export function CheckoutField(props: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
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
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
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
