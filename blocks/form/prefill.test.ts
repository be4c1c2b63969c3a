import { describe, expect, it } from 'vitest';
import { parseAnswers } from './answers-json';
import { valuesFromAnswers } from './prefill';
import { formPayload, initialValues } from './values';
import type { FormFieldDefinition } from './wire';

const field = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}) =>
  ({ id: `f-${type}`, type, title: type, ...extra }) as FormFieldDefinition;

const fields: FormFieldDefinition[] = [
  field('text'),
  field('textarea'),
  field('email'),
  field('name'),
  field('date'),
  field('time'),
  field('address'),
  field('phone'),
  { ...field('phone', { showCountryCode: true }), id: 'f-phone4' },
  field('radio', { options: ['Yes', 'No'] }),
  field('select', { options: ['Small', 'Large'] }),
  field('checkbox', { options: ['Red', 'Blue', 'Green'] }),
  field('likert', { options: ['Quick?', 'Kind?'] }),
  field('section'),
  field('hidden', { key: 'source', value: 'website' }),
];

/** Saved answers in the spec's payload shapes. */
const answers = {
  'f-text': 'A & O',
  'f-textarea': 'Line one\nLine two',
  'f-email': 'ada@example.com',
  'f-name': ['Ada', 'Lovelace'],
  'f-date': ['12', '24', '2026'],
  'f-time': ['9', '30', '00', 'AM'],
  'f-address': ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
  'f-phone': ['', '555', '123', '4567'],
  'f-phone4': ['44', '20', '7946', '0000'],
  'f-radio': 'No',
  'f-select': 'Large',
  'f-checkbox': ['Red', 'Green'],
  'f-likert': { 'Quick?': ['Agree'], 'Kind?': [] },
  'f-hidden': 'website',
};

describe('prefilling a form with saved answers', () => {
  it('maps every shape back to the controls', () => {
    const values = valuesFromAnswers(fields, answers);
    expect(values).toMatchObject({
      'f-text': 'A & O',
      'f-name': ['Ada', 'Lovelace'],
      'f-phone': ['555', '123', '4567'],
      'f-phone4': ['44', '20', '7946', '0000'],
      'f-radio': 'No',
      'f-checkbox': ['Red', 'Green'],
      'f-likert': { 'Quick?': 'Agree' },
      'f-section': '',
    });
  });

  it('is the inverse of the payload: the same answers go back unchanged', () => {
    const values = valuesFromAnswers(fields, answers);
    expect(formPayload(fields, values, '')).toEqual(answers);
  });

  it('leaves a field as new when its answer is missing or of the wrong shape', () => {
    const fresh = initialValues(fields);
    const values = valuesFromAnswers(fields, {
      'f-text': 42,
      'f-name': 'Ada',
      'f-checkbox': 'Red',
      'f-likert': ['Agree'],
    });
    expect(values).toEqual(fresh);
    expect(valuesFromAnswers(fields, {})).toEqual(fresh);
  });

  it('drops checked options the form no longer has and keeps the address country', () => {
    const values = valuesFromAnswers(fields, {
      'f-checkbox': ['Red', 'Purple'],
      'f-address': ['1 Main St'],
    });
    expect(values['f-checkbox']).toEqual(['Red']);
    expect(values['f-address']).toEqual(['1 Main St', '', '', '', '', 'US']);
  });

  it('hidden fields take their value from the page again', () => {
    const values = valuesFromAnswers(fields, { ...answers, 'f-hidden': 'old' });
    expect(formPayload(fields, values, '?source=ad')['f-hidden']).toBe('ad');
  });

  it('reads the entry string: {} for none, null when it cannot be read', () => {
    expect(parseAnswers(null)).toEqual({});
    expect(parseAnswers(' ')).toEqual({});
    expect(parseAnswers('{"a":"b"}')).toEqual({ a: 'b' });
    expect(parseAnswers('not json')).toBeNull();
    expect(parseAnswers('["a"]')).toBeNull();
  });
});
