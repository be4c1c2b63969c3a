// One settings control, generated from a field descriptor. Every change goes to the store at
// once (no debounce); a refused value stays in the control with the store's message under it.
// It reads only its own value, so a keystroke re-renders this field and nothing else here.
import { type ChangeEvent, memo, type ReactNode, useId, useState } from 'react';
import type { FieldDescriptor } from '../../blocks/types';
import { useEditorState, useEditorStore } from './context';
import { fieldText, parseFieldInput } from './field-input';
import { findBlock } from './selectors';

interface Refusal {
  /** What the owner typed, kept in the control. */
  readonly text: string;
  readonly message: string;
  /** The stored value when refused; once the store changes (undo, another edit) it is dropped. */
  readonly base: unknown;
}

export const SettingsField = memo(function SettingsField(props: {
  blockId: string;
  field: FieldDescriptor;
}) {
  const { blockId, field } = props;
  const store = useEditorStore();
  const value = useEditorState((state) => findBlock(state, blockId)?.settings[field.key]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const id = useId();
  const shown = refusal && Object.is(refusal.base, value) ? refusal : null;
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = shown ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;

  function change(raw: string | boolean) {
    const parsed = parseFieldInput(field, raw);
    const result = parsed.ok
      ? store.getState().updateBlockSettings(blockId, field.key, parsed.value)
      : parsed;
    setRefusal(result.ok ? null : { text: String(raw), message: result.message, base: value });
  }

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    change(event.target.value);
  const common = {
    id,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const text = shown ? shown.text : fieldText(value);

  let control: ReactNode;
  switch (field.kind) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          className="input"
          rows={5}
          value={text}
          placeholder={field.placeholder}
          onChange={onText}
        />
      );
      break;
    case 'number':
      control = (
        <span className="input-with-unit">
          <input
            {...common}
            className="input"
            type="number"
            min={field.min}
            max={field.max}
            step={field.step}
            value={text}
            onChange={onText}
          />
          {field.unit ? <span className="unit">{field.unit}</span> : null}
        </span>
      );
      break;
    case 'boolean':
      control = (
        <input
          {...common}
          type="checkbox"
          className="checkbox"
          checked={value === true}
          onChange={(event) => change(event.target.checked)}
        />
      );
      break;
    case 'select':
      control = (
        <select {...common} className="input" value={text} onChange={onText}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default:
      control = (
        <input
          {...common}
          className="input"
          type="text"
          inputMode={field.kind === 'url' ? 'url' : undefined}
          spellCheck={field.kind === 'url' ? false : undefined}
          value={text}
          placeholder={field.placeholder}
          onChange={onText}
        />
      );
  }

  return (
    <div className={field.kind === 'boolean' ? 'field field-inline' : 'field'}>
      {field.kind === 'boolean' ? control : null}
      <label htmlFor={id} className="field-label">
        {field.label}
      </label>
      {field.kind === 'boolean' ? null : control}
      {shown ? (
        <p id={errorId} className="field-error">
          {shown.message}
        </p>
      ) : null}
      {field.help ? (
        <p id={helpId} className="field-help">
          {field.help}
        </p>
      ) : null}
    </div>
  );
});
