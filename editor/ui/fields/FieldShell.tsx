// The frame around one settings control: its label, the control, the refusal tied to it and the
// help text. Ids follow `{id}-error` and `{id}-help`, which the control names in aria-describedby.
import { memo, type ReactNode } from 'react';

// Memoised: while the owner types, the field's control is the same element, so nothing here changes.
export const FieldShell = memo(function FieldShell(props: {
  id: string;
  label: string;
  control: ReactNode;
  /** A checkbox sits before its label on one line. */
  inline?: boolean;
  error?: string | undefined;
  help?: string | undefined;
}) {
  const { id, label, control, inline, error, help } = props;
  return (
    <div className={inline ? 'field field-inline' : 'field'}>
      {inline ? control : null}
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {inline ? null : control}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
    </div>
  );
});
