// One form field's settings in the Build tab: its title and exactly the settings its type has
// (form-edits.ts editorSettings). Each change is one store edit; typing in one box merges into
// one undo step (merge key per form, field and setting).
import { useEffect, useId, useState } from 'react';
import type { FormFieldDefinition } from '../../../blocks/form/wire';
import type { FormFieldSetting } from '../../../shared/forms/field-types';
import { editorSettings, type FieldSettingKey, parseOptions, setFieldSetting } from './form-edits';
import type { EditForm } from './use-form';

const TEXT_LABELS: Partial<Record<FormFieldSetting, string>> = {
  placeholder: 'Placeholder',
  currencySymbol: 'Currency symbol',
  key: 'Key (query-string name)',
  value: 'Value',
};
const CHECK_LABELS: Partial<Record<FormFieldSetting, string>> = {
  required: 'Required',
  showCountryCode: 'Show country code',
  underline: 'Underline',
};

function OptionsBox(props: {
  readonly label: string;
  readonly options: readonly string[];
  readonly onChange: (options: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.options.join('\n'));
  const stored = props.options.join('\n');
  useEffect(() => {
    setText((current) => (parseOptions(current).join('\n') === stored ? current : stored));
  }, [stored]);
  return (
    <div className="form-setting">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          props.onChange(parseOptions(event.target.value));
        }}
      />
    </div>
  );
}

export function FieldSettings(props: {
  readonly formId: string;
  readonly field: FormFieldDefinition;
  readonly edit: EditForm;
}) {
  const { formId, field, edit } = props;
  const id = useId();
  const set = (key: FieldSettingKey, value: unknown, merge = true) =>
    edit(
      setFieldSetting(field.id, key, value),
      merge ? `form:${formId}:${field.id}:${key}` : undefined,
    );
  const settings = editorSettings(field.type);
  const record = field as Readonly<Record<string, unknown>>;
  const text = (key: FieldSettingKey) => (typeof record[key] === 'string' ? record[key] : '');
  return (
    <div className="form-field-settings">
      {field.type === 'hidden' ? null : (
        <div className="form-setting">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            type="text"
            value={field.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </div>
      )}
      {settings.map((setting) => {
        const inputId = `${id}-${setting}`;
        if (setting === 'description') {
          return (
            <div className="form-setting" key={setting}>
              <label htmlFor={inputId}>Description</label>
              <textarea
                id={inputId}
                rows={2}
                value={text(setting)}
                onChange={(event) => set(setting, event.target.value)}
              />
            </div>
          );
        }
        if (setting === 'options') {
          return (
            <OptionsBox
              key={setting}
              label={
                field.type === 'likert' ? 'Questions (one per line)' : 'Options (one per line)'
              }
              options={field.options ?? []}
              onChange={(options) => set('options', options)}
            />
          );
        }
        if (setting === 'maxLength') {
          return (
            <div className="form-setting" key={setting}>
              <label htmlFor={inputId}>Maximum length (0 for no limit)</label>
              <input
                id={inputId}
                type="number"
                min={0}
                step={1}
                value={Number(field.maxLength ?? 0) || 0}
                onChange={(event) =>
                  set(setting, Math.max(0, Math.floor(Number(event.target.value) || 0)))
                }
              />
            </div>
          );
        }
        const check = CHECK_LABELS[setting];
        if (check) {
          return (
            <div className="form-setting form-setting--check" key={setting}>
              <input
                id={inputId}
                type="checkbox"
                checked={record[setting] === true}
                onChange={(event) => set(setting, event.target.checked, false)}
              />
              <label htmlFor={inputId}>{check}</label>
            </div>
          );
        }
        return (
          <div className="form-setting" key={setting}>
            <label htmlFor={inputId}>{TEXT_LABELS[setting] ?? setting}</label>
            <input
              id={inputId}
              type="text"
              value={text(setting)}
              onChange={(event) => set(setting, event.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
