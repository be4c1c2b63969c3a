import { describe, expect, it } from 'vitest';
import {
  FIELD_PARTS,
  FORM_FIELD_TYPES,
  fieldSettings,
  isFormFieldType,
  isMultiPartFieldType,
} from './field-types';

// Spec site-and-editor.md §3 "Form field types and their settings", one row per bullet.
const SPEC_SETTINGS: readonly [readonly string[], readonly string[]][] = [
  [
    ['text', 'textarea', 'email', 'number', 'website'],
    ['description', 'placeholder', 'required'],
  ],
  [['currency'], ['description', 'currencySymbol', 'required']],
  [
    ['password', 'twitter', 'date', 'time', 'name', 'address'],
    ['description', 'required'],
  ],
  [['phone'], ['description', 'showCountryCode', 'required']],
  [['section'], ['description', 'underline']],
  [
    ['radio', 'checkbox', 'select', 'likert'],
    ['description', 'options', 'required'],
  ],
  [['hidden'], ['key', 'value']],
];

describe('form field types', () => {
  it.each(SPEC_SETTINGS)('%j offer %j', (types, settings) => {
    for (const type of types) {
      expect(isFormFieldType(type)).toBe(true);
      if (isFormFieldType(type)) expect(fieldSettings(type)).toEqual(settings);
    }
  });

  it('lists exactly the spec types', () => {
    expect([...FORM_FIELD_TYPES].sort()).toEqual(SPEC_SETTINGS.flatMap(([types]) => types).sort());
  });

  it.each(['', 'Text', 'file', 7, null])('rejects %j', (value) => {
    expect(isFormFieldType(value)).toBe(false);
  });

  it('adds maxLength to textarea only when the vanilla form handler flag is on', () => {
    const on = { vanillaFormHandler: true };
    expect(fieldSettings('textarea', on)).toEqual([
      'description',
      'placeholder',
      'required',
      'maxLength',
    ]);
    expect(fieldSettings('textarea', { vanillaFormHandler: false })).not.toContain('maxLength');
    expect(fieldSettings('text', on)).not.toContain('maxLength');
  });
});

describe('multi-part fields (storefront.md §3)', () => {
  it('names the child parts', () => {
    expect(FIELD_PARTS).toEqual({
      address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
      date: ['Month', 'Day', 'Year'],
      name: ['First', 'Last'],
      phone: ['Country', 'Areacode', 'Prefix', 'Line'],
      time: ['Hour', 'Minute', 'Second', 'Ampm'],
    });
  });

  it.each([
    ['address', true],
    ['date', true],
    ['name', true],
    ['phone', true],
    ['time', true],
    ['text', false],
    ['checkbox', false],
  ] as const)('%s multi-part: %s', (type, expected) => {
    expect(isMultiPartFieldType(type)).toBe(expected);
  });
});
