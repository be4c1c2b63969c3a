import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { formDefinition } from '../../../blocks/form/fixtures';
import type { FormDefinition } from '../../../blocks/form/wire';
import { formFieldSchema } from '../../../shared/api/forms';
import { FORM_FIELD_TYPES } from '../../../shared/forms/field-types';
import {
  addField,
  duplicateField,
  editorSettings,
  fieldLabel,
  moveField,
  newField,
  parseOptions,
  removeField,
  setFieldSetting,
  setFormSetting,
} from './form-edits';

const form = formDefinition('f', 'F', [
  newField('text', 'a'),
  newField('email', 'b'),
  newField('radio', 'c'),
]);
const ids = (value: FormDefinition) => value.fields.map((field) => field.id);

describe('new fields', () => {
  it.each(FORM_FIELD_TYPES)('a new %s field passes the server schema', (type) => {
    expect(formFieldSchema.safeParse(newField(type, `id-${type}`)).success).toBe(true);
  });

  it('offers exactly the spec settings per type, maxLength on textarea', () => {
    expect(editorSettings('textarea')).toEqual([
      'description',
      'placeholder',
      'required',
      'maxLength',
    ]);
    expect(editorSettings('currency')).toEqual(['description', 'currencySymbol', 'required']);
    expect(editorSettings('phone')).toEqual(['description', 'showCountryCode', 'required']);
    expect(editorSettings('section')).toEqual(['description', 'underline']);
    expect(editorSettings('likert')).toEqual(['description', 'options', 'required']);
    expect(editorSettings('hidden')).toEqual(['key', 'value']);
    expect(newField('currency', 'x')).toEqual({
      id: 'x',
      type: 'currency',
      title: 'Currency',
      description: '',
      currencySymbol: '$',
      required: false,
    });
  });
});

describe('edits', () => {
  it('add, move, duplicate and remove', () => {
    let next = produce(form, addField(newField('date', 'd'), 1));
    expect(ids(next)).toEqual(['a', 'd', 'b', 'c']);
    next = produce(next, moveField(0, 3));
    expect(ids(next)).toEqual(['d', 'b', 'c', 'a']);
    next = produce(next, duplicateField('c', 'c2'));
    expect(ids(next)).toEqual(['d', 'b', 'c', 'c2', 'a']);
    expect(next.fields[3]).toEqual({ ...next.fields[2], id: 'c2' });
    next = produce(next, removeField('b'));
    expect(ids(next)).toEqual(['d', 'c', 'c2', 'a']);
    expect(produce(next, moveField(9, 0))).toBe(next);
  });

  it('sets a field setting and a form setting', () => {
    const next = produce(
      produce(form, setFieldSetting('b', 'required', true)),
      setFormSetting('captchaEnabled', true),
    );
    expect(next.fields[1]?.required).toBe(true);
    expect(next.captchaEnabled).toBe(true);
  });

  it('reads options one per line and names fields', () => {
    expect(parseOptions(' Red \n\nBlue\n')).toEqual(['Red', 'Blue']);
    expect(fieldLabel({ id: 'x', type: 'email', title: '  ' }, 2)).toBe('Email 3');
    expect(fieldLabel({ id: 'x', type: 'email', title: 'Work email' }, 2)).toBe('Work email');
  });
});
