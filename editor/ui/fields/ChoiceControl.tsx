// A choice among a few options shown at once: a radio group in a column, or segmented buttons in
// a row. Both are native radio inputs in a fieldset, so arrow keys move the choice and screen
// readers announce "Design, radio group, Grid, 3 of 4".
import type { ChoiceOption } from '../../../blocks/types';

export function ChoiceControl(props: {
  field: {
    label: string;
    options: readonly ChoiceOption[];
    display: 'radio' | 'segmented';
    help?: string;
  };
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  idBase: string;
}) {
  const { field, value, onChange, error, idBase } = props;
  const errorId = error ? `${idBase}-error` : undefined;
  const helpId = field.help ? `${idBase}-help` : undefined;
  return (
    <fieldset
      className={`field choice choice-${field.display}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="field-label">{field.label}</legend>
      <div className="choice-options">
        {field.options.map((option) => (
          <label key={option.value} className="choice-option">
            <input
              type="radio"
              name={idBase}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {field.help ? (
        <p id={helpId} className="field-help">
          {field.help}
        </p>
      ) : null}
    </fieldset>
  );
}
