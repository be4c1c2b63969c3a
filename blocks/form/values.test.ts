import { describe, expect, it } from 'vitest';
import {
  addressLabels,
  checkForm,
  fieldState,
  formPayload,
  initialValues,
  visibleParts,
} from './values';
import type { FormFieldDefinition } from './wire';

const field = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}) =>
  ({ id: `f-${type}`, type, title: type, ...extra }) as FormFieldDefinition;

describe('visible parts', () => {
  it.each([
    ['address', ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']],
    ['date', ['Month', 'Day', 'Year']],
    ['name', ['First', 'Last']],
    ['time', ['Hour', 'Minute', 'Second', 'Ampm']],
    ['phone', ['Areacode', 'Prefix', 'Line']],
    ['text', []],
  ] as const)('%s shows %j', (type, parts) => {
    expect(visibleParts(field(type))).toEqual(parts);
  });

  it('phone shows Country only with showCountryCode', () => {
    expect(visibleParts(field('phone', { showCountryCode: true }))).toEqual([
      'Country',
      'Areacode',
      'Prefix',
      'Line',
    ]);
  });
});

describe('check and payload', () => {
  const fields = [
    field('name', { required: true }),
    field('email', { required: true }),
    field('textarea', { maxLength: 5 }),
    field('address'),
    field('checkbox', { options: ['A', 'B'], required: true }),
    field('radio', { options: ['Yes', 'No'] }),
    field('likert', { options: ['Q1', 'Q2'], required: true }),
    field('phone'),
    field('section'),
    field('hidden', { key: 'utm', value: 'none' }),
  ];

  it('reports every failing field with the spec messages, the first one for focus', () => {
    const values = {
      ...initialValues(fields),
      'f-email': 'not-an-email',
      'f-textarea': 'too long text',
      'f-address': ['1 Main St', '', 'Town', 'NY', '123', 'US'],
      'f-likert': { Q1: 'Agree' },
    };
    const check = checkForm(fields, values);
    expect(check.valid).toBe(false);
    expect(check.formError).toBe('One or more fields is invalid, please check your entries.');
    expect(check.firstInvalid).toBe('f-name');
    expect(check.fieldErrors).toEqual({
      'f-name': 'Required',
      'f-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
      'f-textarea': 'You have exceeded the character limit.',
      'f-address': 'ZIP Codes need to be 5 digits.',
      'f-checkbox': 'Required',
      'f-likert': 'Survey is not valid. Missing a required question.',
    });
  });

  it('an address error alone still gives the form-level message', () => {
    const only = [field('address')];
    const check = checkForm(only, { 'f-address': ['', '', '', '', 'ABC', 'CA'] });
    expect(check).toMatchObject({
      valid: false,
      formError: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { 'f-address': 'An FSA code is invalid.' },
    });
  });

  it('builds the payload in the spec value shapes', () => {
    const values = {
      ...initialValues(fields),
      'f-name': ['Ada', 'Lovelace'],
      'f-email': 'ada@example.com',
      'f-checkbox': ['B'],
      'f-radio': 'No',
      'f-likert': { Q1: 'Agree', Q2: 'Neutral' },
      'f-phone': ['555', '123', '4567'],
    };
    expect(checkForm(fields, values).valid).toBe(true);
    expect(formPayload(fields, values, '?utm=mail')).toEqual({
      'f-name': ['Ada', 'Lovelace'],
      'f-email': 'ada@example.com',
      'f-textarea': '',
      'f-address': ['', '', '', '', '', 'US'],
      'f-checkbox': ['B'],
      'f-radio': 'No',
      'f-likert': { Q1: ['Agree'], Q2: ['Neutral'] },
      'f-phone': ['', '555', '123', '4567'],
      'f-hidden': 'mail',
    });
  });

  it('reads a missing value as empty (a field the owner just added)', () => {
    expect(fieldState(field('date'), undefined)).toEqual({
      id: 'f-date',
      type: 'date',
      required: false,
      parts: ['', '', ''],
    });
  });
});

describe('address labels', () => {
  it('follow the country', () => {
    expect(addressLabels('US')).toMatchObject({ state: 'State', zip: 'ZIP Code' });
    expect(addressLabels('IE')).toMatchObject({ state: 'County', zip: 'Eircode' });
    expect(addressLabels('').regions.length).toBeGreaterThan(0);
    expect(addressLabels('BR').regions).toEqual([]);
  });
});
