import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../../blocks/types';
import { fieldText, parseFieldInput } from './field-input';

const number: FieldDescriptor = { key: 'h', label: 'Height', kind: 'number', min: 0, max: 200 };
const text: FieldDescriptor = { key: 'label', label: 'Label', kind: 'text' };
const toggle: FieldDescriptor = { key: 'nw', label: 'New window', kind: 'boolean' };
const choice: FieldDescriptor = {
  key: 'size',
  label: 'Size',
  kind: 'select',
  options: [{ value: 'small', label: 'Small' }],
};

describe('parseFieldInput', () => {
  it.each([
    [text, 'Hello', { ok: true, value: 'Hello' }],
    [text, '', { ok: true, value: '' }],
    [choice, 'small', { ok: true, value: 'small' }],
    [toggle, true, { ok: true, value: true }],
    [toggle, false, { ok: true, value: false }],
    [number, '42', { ok: true, value: 42 }],
    [number, '2.5', { ok: true, value: 2.5 }],
    [number, '-3', { ok: true, value: -3 }],
    [number, '', { ok: false, message: 'Enter a number from 0 to 200.' }],
    [number, 'abc', { ok: false, message: 'Enter a number from 0 to 200.' }],
  ] as const)('%j with %j', (field, raw, expected) => {
    expect(parseFieldInput(field, raw)).toEqual(expected);
  });
});

describe('fieldText', () => {
  it.each([
    ['abc', 'abc'],
    [12, '12'],
    [true, 'true'],
    [undefined, ''],
    [null, ''],
    [{}, ''],
  ])('%j shows as %j', (value, expected) => {
    expect(fieldText(value)).toBe(expected);
  });
});
