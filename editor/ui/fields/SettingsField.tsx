// One settings control for a value kind (text, number, on/off, a choice), generated from a field
// descriptor and reading the value at its path. Every change goes to the store at once (no
// debounce); a refused value stays in the control with the store's message under it. It reads
// only its own value, so a keystroke re-renders this field and nothing else in the panel.
import { type ChangeEvent, memo, type ReactNode, useId, useMemo, useState } from 'react';
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
  // Source code on Android is shown but not editable, with the spec's message as its help.
  const codeLocked =
    field.kind === 'textarea' && field.code === true && isAndroid(navigator.userAgent);
  const help = codeLocked ? CODE_EDITING_UNAVAILABLE : field.help;
  const errorId = shown ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  const invalid = shown ? true : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy } as const;
  const text = shown ? shown.text : fieldText(value);
  // Typed text goes by a native `input` listener (see use-typed-text.ts).
  const typedArea = useTypedText<HTMLTextAreaElement>(text, change);
  const typedLine = useTypedText<HTMLInputElement>(text, change);
  // The same element while only the text changes, so a keystroke leaves the control alone.
  const typedControl = useMemo(
    () =>
      field.kind === 'textarea' ? (
        <textarea
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="input"
          rows={field.rows ?? 5}
          readOnly={codeLocked}
          {...typedArea}
          placeholder={field.placeholder}
        />
      ) : field.kind === 'text' || field.kind === 'url' ? (
        <input
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="input"
          type="text"
          inputMode={field.kind === 'url' ? 'url' : undefined}
          spellCheck={field.kind === 'url' ? false : undefined}
          {...typedLine}
          placeholder={field.placeholder}
        />
      ) : null,
    [field, id, invalid, describedBy, codeLocked, typedArea, typedLine],
  );

  let control: ReactNode;
  switch (field.kind) {
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
      control = typedControl;
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
