// The picker's eight text fields. A value is applied on Enter or when the field is left; a bad
// one is refused with the field's reason (the spec's colour messages where they apply), shown
// under the field and announced, and nothing is stored.
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { Hsla } from '../../../shared/design/color';
import { applyField, type ColorField, fieldText } from '../../../shared/design/color-fields';
import { Feedback } from '../Feedback';

function Field({
  field,
  color,
  onColor,
}: {
  field: ColorField;
  color: Hsla;
  onColor: (color: Hsla) => string | null;
}) {
  const id = useId();
  const shown = fieldText(field, color);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(shown);
    setError(null);
  }, [shown]);

  function commit() {
    if (text === shown) return;
    const result = applyField(field, text, color);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const refusal = onColor(result.color);
    setError(refusal);
    if (refusal === null) setText(fieldText(field, result.color));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className={field === 'Hex' ? 'color-field color-field-hex' : 'color-field'}>
      <label htmlFor={id} className="field-label">
        {field}
      </label>
      <input
        id={id}
        className="input"
        value={text}
        inputMode={field === 'Hex' ? 'text' : 'decimal'}
        spellCheck={false}
        autoComplete="off"
        data-autofocus={field === 'Hex' ? '' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <Feedback tone="error" id={`${id}-error`} className="field-error">
          {error}
        </Feedback>
      ) : null}
    </div>
  );
}

export function ColorFields({
  color,
  alpha,
  onColor,
}: {
  color: Hsla;
  alpha: boolean;
  /** Stores a colour; returns the refusal, or null when it was stored. */
  onColor: (color: Hsla) => string | null;
}) {
  const fields: ColorField[] = ['Hex', 'Red', 'Green', 'Blue', 'Hue', 'Saturation', 'Lightness'];
  if (alpha) fields.push('Alpha');
  return (
    <div className="color-fields">
      {fields.map((field) => (
        <Field key={field} field={field} color={color} onColor={onColor} />
      ))}
    </div>
  );
}
