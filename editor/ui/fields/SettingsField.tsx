// One settings control for a value kind (text, number, on/off, a choice), generated from a field
// descriptor and reading the value at its path. Every change goes to the store at once (no
// debounce); a refused value stays in the control with the store's message under it. It reads
// only its own value, so a keystroke re-renders this field and nothing else in the panel.
import { type ChangeEvent, type FormEvent, memo, type ReactNode, useId, useState } from 'react';
import type { FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { useEditorStore } from '../context';
import { CODE_EDITING_UNAVAILABLE, isAndroid } from '../platform';
import { ChoiceControl } from './ChoiceControl';
import { FieldShell } from './FieldShell';
import { fieldText, parseFieldInput } from './field-input';
import { useSettingAt } from './use-setting';
import { useTypedText } from './use-typed-text';

interface Refusal {
  /** What the owner typed, kept in the control. */
  readonly text: string;
  readonly message: string;
  /** The stored value when refused; once the store changes (undo, another edit) it is dropped. */
  readonly base: unknown;
}

export type ValueField = Extract<
  FieldDescriptor,
  { kind: 'text' | 'textarea' | 'url' | 'number' | 'boolean' | 'select' | 'choice' }
>;

export const SettingsField = memo(function SettingsField(props: {
  blockId: string;
  path: SettingsPath;
  field: ValueField;
}) {
  const { blockId, path, field } = props;
  const store = useEditorStore();
  const value = useSettingAt(blockId, path);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const id = useId();
  const shown = refusal && Object.is(refusal.base, value) ? refusal : null;

  function change(raw: string | boolean) {
    const parsed = parseFieldInput(field, raw);
    const result = parsed.ok
      ? store.getState().updateBlockSettings(blockId, path, parsed.value)
      : parsed;
    setRefusal(result.ok ? null : { text: String(raw), message: result.message, base: value });
  }

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    change(event.target.value);
  // Typed text goes by `input` (React's onChange would render the editor before the event ends).
  const onTyped = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(event.currentTarget.value);
  // Source code on Android is shown but not editable, with the spec's message as its help.
  const codeLocked =
    field.kind === 'textarea' && field.code === true && isAndroid(navigator.userAgent);
  const help = codeLocked ? CODE_EDITING_UNAVAILABLE : field.help;
  const errorId = shown ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  const common = {
    id,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': [errorId, helpId].filter(Boolean).join(' ') || undefined,
  } as const;
  const text = shown ? shown.text : fieldText(value);
  const typedArea = useTypedText<HTMLTextAreaElement>(text);
  const typedLine = useTypedText<HTMLInputElement>(text);

  let control: ReactNode;
  switch (field.kind) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          className="input"
          rows={field.rows ?? 5}
          readOnly={codeLocked}
          {...typedArea}
          placeholder={field.placeholder}
          onInput={onTyped}
        />
      );
      break;
    case 'number':
      control = (
        <span className="input-with-unit">
          {field.slider ? (
            <input
              type="range"
              className="range"
              aria-label={`${field.label} slider`}
              min={field.min}
              max={field.max}
              step={field.step}
              value={Number.isFinite(Number(text)) ? text : field.min}
              onChange={onText}
            />
          ) : null}
          <input
            {...common}
            className="input input-number"
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
    case 'choice':
      return (
        <ChoiceControl
          field={field}
          value={text}
          onChange={change}
          error={shown?.message}
          idBase={id}
        />
      );
    default:
      control = (
        <input
          {...common}
          className="input"
          type="text"
          inputMode={field.kind === 'url' ? 'url' : undefined}
          spellCheck={field.kind === 'url' ? false : undefined}
          {...typedLine}
          placeholder={field.placeholder}
          onInput={onTyped}
        />
      );
  }

  return (
    <FieldShell
      id={id}
      label={field.label}
      inline={field.kind === 'boolean'}
      control={control}
      error={shown?.message}
      help={help}
    />
  );
});
