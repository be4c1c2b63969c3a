// The form field editor's edits as pure immer recipes over one form's draft (the store runs them
// with editForm, so each is one undo step). Which settings a field type offers comes from
// shared/forms/field-types; maxLength is offered on textarea (we run our own form handler, so the
// spec's "vanilla form handler" flag is on).
import type { Draft } from 'immer';
import type { FormDefinition, FormFieldDefinition } from '../../../blocks/form/wire';
import {
  type FormFieldSetting,
  type FormFieldType,
  fieldSettings,
} from '../../../shared/forms/field-types';

export const FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  website: 'Website',
  currency: 'Currency',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Survey (likert)',
  hidden: 'Hidden',
};

/** The settings the editor shows for a field type (title is every type's but hidden's). */
export function editorSettings(type: FormFieldType): readonly FormFieldSetting[] {
  return fieldSettings(type, { vanillaFormHandler: true });
}

const DEFAULT_OPTIONS: Partial<Record<FormFieldType, readonly string[]>> = {
  radio: ['Option 1', 'Option 2'],
  checkbox: ['Option 1', 'Option 2'],
  select: ['Option 1', 'Option 2'],
  likert: ['Question 1'],
};

/** A new field of a type with its settings' defaults. */
export function newField(type: FormFieldType, id: string): FormFieldDefinition {
  const field: Record<string, unknown> = { id, type, title: FIELD_TYPE_LABELS[type] };
  for (const setting of editorSettings(type)) {
    if (setting === 'description' || setting === 'placeholder' || setting === 'value') {
      field[setting] = '';
    } else if (setting === 'required' || setting === 'showCountryCode' || setting === 'underline') {
      field[setting] = false;
    } else if (setting === 'options') field.options = [...(DEFAULT_OPTIONS[type] ?? [])];
    else if (setting === 'currencySymbol') field.currencySymbol = '$';
    else if (setting === 'maxLength') field.maxLength = 0;
    else if (setting === 'key') field.key = 'source';
  }
  return field as FormFieldDefinition;
}

type FormDraft = Draft<FormDefinition>;

export const addField = (field: FormFieldDefinition, index?: number) => (draft: FormDraft) => {
  draft.fields.splice(index ?? draft.fields.length, 0, field as Draft<FormFieldDefinition>);
};

export const removeField = (fieldId: string) => (draft: FormDraft) => {
  const index = draft.fields.findIndex((field) => field.id === fieldId);
  if (index >= 0) draft.fields.splice(index, 1);
};

export const duplicateField = (fieldId: string, id: string) => (draft: FormDraft) => {
  const index = draft.fields.findIndex((field) => field.id === fieldId);
  const source = draft.fields[index];
  if (!source) return;
  const copy = { ...JSON.parse(JSON.stringify(source)), id } as Draft<FormFieldDefinition>;
  draft.fields.splice(index + 1, 0, copy);
};

export const moveField = (from: number, to: number) => (draft: FormDraft) => {
  if (from === to || from < 0 || to < 0 || from >= draft.fields.length) return;
  const [field] = draft.fields.splice(from, 1);
  if (field) draft.fields.splice(Math.min(to, draft.fields.length), 0, field);
};

export type FieldSettingKey = FormFieldSetting | 'title';

export const setFieldSetting =
  (fieldId: string, key: FieldSettingKey, value: unknown) => (draft: FormDraft) => {
    const field = draft.fields.find((item) => item.id === fieldId);
    if (field) (field as Record<string, unknown>)[key] = value;
  };

export type FormSettingKey = Exclude<keyof FormDefinition, 'id' | 'fields'>;

export const setFormSetting = (key: FormSettingKey, value: unknown) => (draft: FormDraft) => {
  (draft as Record<string, unknown>)[key] = value;
};

/** Options typed one per line: blank lines dropped, each trimmed. */
export function parseOptions(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A field's name in lists and control names: its title, else its type. */
export function fieldLabel(field: FormFieldDefinition, index: number): string {
  const title = field.title.trim();
  return title || `${FIELD_TYPE_LABELS[field.type] ?? 'Field'} ${index + 1}`;
}
