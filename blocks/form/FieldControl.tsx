// One form field in the frame: its label (or legend), description, error and controls. Each
// control is labelled; an error sits above the field's title and is tied to its controls by
// aria-describedby with aria-invalid set. Values are plain data (values.ts).

import type { ReactNode } from 'react';
import { likertLabels } from '../../shared/forms/likert';
import { characterCounter } from '../../shared/forms/long-text';
import { ownValue } from '../../shared/json/keys';
import { useSiteWords } from '../site-words';
import { MultiPartControl } from './MultiPartControl';
import type { FieldValue } from './values';
import type { FormFieldDefinition } from './wire';

export interface FieldProps {
  readonly field: FormFieldDefinition;
  readonly value: FieldValue | undefined;
  readonly error: string | undefined;
  /** The field's element id; its controls' ids start with it. */
  readonly domId: string;
  readonly onChange: (value: FieldValue) => void;
}

export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const list = (value: FieldValue | undefined): readonly string[] =>
  Array.isArray(value) ? value : [];
/** What option `index` shows: its label in the page's language, else the option itself. */
const labelOf = (field: FormFieldDefinition, index: number): string =>
  field.optionLabels?.[index] ?? field.options?.[index] ?? '';

function Title({ field }: { readonly field: FormFieldDefinition }) {
  return (
    <>
      {field.title}
      {field.required ? (
        <span className="sb-form-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
}

function Description({ field, id }: { readonly field: FormFieldDefinition; readonly id: string }) {
  return field.description ? (
    <p className="sb-form-description" id={id}>
      {field.description}
    </p>
  ) : null;
}

const INPUT_TYPES: Readonly<Record<string, string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};

function SingleControl(props: FieldProps & { readonly ids: string | undefined }) {
  const { field, domId, error } = props;
  const value = text(props.value);
  const common = {
    id: `${domId}-input`,
    name: field.id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': props.ids,
    'aria-required': field.required ? true : undefined,
  };
  if (field.type === 'textarea') {
    const counter = characterCounter(value, field.maxLength);
    return (
      <>
        <textarea
          {...common}
          aria-describedby={describedBy(props.ids, counter && `${domId}-counter`)}
          placeholder={field.placeholder || undefined}
          rows={4}
          onChange={(event) => props.onChange(event.target.value)}
        />
        {counter ? (
          <p
            className={`sb-form-counter${counter.over ? ' sb-form-counter--over' : ''}`}
            id={`${domId}-counter`}
          >
            {counter.text}
          </p>
        ) : null}
      </>
    );
  }
  const prefix =
    field.type === 'currency' ? field.currencySymbol || '$' : field.type === 'twitter' ? '@' : '';
  const input = (
    <input
      {...common}
      type={INPUT_TYPES[field.type] ?? 'text'}
      inputMode={field.type === 'currency' ? 'decimal' : undefined}
      autoComplete={field.type === 'email' ? 'email' : undefined}
      placeholder={field.placeholder || undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  return prefix ? (
    <span className="sb-form-affix">
      <span className="sb-form-prefix" aria-hidden="true">
        {prefix}
      </span>
      {input}
    </span>
  ) : (
    input
  );
}

function Choices(props: FieldProps & { readonly ids: string | undefined }) {
  const { field, domId, error } = props;
  const multiple = field.type === 'checkbox';
  const chosen = multiple ? list(props.value) : [text(props.value)];
  return (
    <>
      {(field.options ?? []).map((option, i) => (
        <label className="sb-form-option" key={option}>
          <input
            id={i === 0 ? `${domId}-input` : undefined}
            type={multiple ? 'checkbox' : 'radio'}
            name={field.id}
            value={option}
            checked={chosen.includes(option)}
            aria-invalid={error ? true : undefined}
            aria-describedby={props.ids}
            onChange={(event) => {
              if (!multiple) props.onChange(option);
              else if (event.target.checked) props.onChange([...chosen, option]);
              else props.onChange(chosen.filter((item) => item !== option));
            }}
          />{' '}
          {labelOf(field, i)}
        </label>
      ))}
    </>
  );
}

function Likert(props: FieldProps & { readonly ids: string | undefined }) {
  const { field, domId, error } = props;
  const chosen =
    typeof props.value === 'object' && !Array.isArray(props.value)
      ? (props.value as Readonly<Record<string, string>>)
      : {};
  const labels = likertLabels();
  return (
    <>
      {(field.options ?? []).map((question, q) => (
        <fieldset className="sb-form-likert-question" key={question}>
          <legend>{labelOf(field, q)}</legend>
          <div className="sb-form-likert-answers">
            {labels.map((label, a) => (
              <label className="sb-form-option" key={label}>
                <input
                  id={q === 0 && a === 0 ? `${domId}-input` : undefined}
                  type="radio"
                  name={`${field.id}-${q}`}
                  value={label}
                  checked={ownValue(chosen, question) === label}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={props.ids}
                  onChange={() => props.onChange({ ...chosen, [question]: label })}
                />{' '}
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

function Select(props: FieldProps & { readonly ids: string | undefined }) {
  const { field, domId, error } = props;
  const words = useSiteWords();
  return (
    <select
      id={`${domId}-input`}
      name={field.id}
      value={text(props.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={props.ids}
      aria-required={field.required ? true : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{field.prompt ?? words.selectOption}</option>
      {(field.options ?? []).map((option, i) => (
        <option key={option} value={option}>
          {labelOf(field, i)}
        </option>
      ))}
    </select>
  );
}

export function FieldControl(props: FieldProps) {
  const { field, domId, error } = props;
  if (field.type === 'hidden') return null;
  const descId = `${domId}-desc`;
  const errorId = `${domId}-error`;
  const ids = describedBy(error && errorId, field.description && descId);
  const errorLine = error ? (
    <p className="sb-form-error" id={errorId}>
      {error}
    </p>
  ) : null;
  if (field.type === 'section') {
    return (
      <div className={`sb-form-section${field.underline ? ' sb-form-section--underline' : ''}`}>
        <h3 className="sb-form-section-title">{field.title}</h3>
        <Description field={field} id={descId} />
      </div>
    );
  }
  const grouped = !['text', 'textarea', 'email', 'number', 'website', 'currency', 'password']
    .concat(['twitter', 'select'])
    .includes(field.type);
  let control: ReactNode;
  if (field.type === 'radio' || field.type === 'checkbox')
    control = <Choices {...props} ids={ids} />;
  else if (field.type === 'likert') control = <Likert {...props} ids={ids} />;
  else if (field.type === 'select') control = <Select {...props} ids={ids} />;
  else if (grouped) control = <MultiPartControl {...props} ids={ids} />;
  else control = <SingleControl {...props} ids={ids} />;
  return (
    <div className={`sb-form-field sb-form-field--${field.type}`} id={domId}>
      {errorLine}
      {grouped ? (
        <fieldset className="sb-form-group">
          <legend className="sb-form-label">
            <Title field={field} />
          </legend>
          <Description field={field} id={descId} />
          {control}
        </fieldset>
      ) : (
        <>
          <label className="sb-form-label" htmlFor={`${domId}-input`}>
            <Title field={field} />
          </label>
          <Description field={field} id={descId} />
          {control}
        </>
      )}
    </div>
  );
}
