import { describe, expect, it } from 'vitest';
import type { FieldState } from './field-state';
import { fieldError, validateForm } from './validate';

const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const LIMIT = 'You have exceeded the character limit.';
const ZIP = 'ZIP Codes need to be 5 digits.';
const address = (parts: string[]): FieldState => ({ id: 'a', type: 'address', parts });

describe('fieldError', () => {
  const cases: readonly [string, FieldState, string | null][] = [
    ['required empty email', { id: 'e', type: 'email', value: ' ', required: true }, 'Required'],
    ['optional empty email', { id: 'e', type: 'email', value: ' ' }, null],
    ['optional bad email', { id: 'e', type: 'email', value: 'nope' }, EMAIL],
    ['required good email', { id: 'e', type: 'email', value: ' a@b.co ', required: true }, null],
    ['textarea over', { id: 't', type: 'textarea', value: 'abcd', maxLength: '3' }, LIMIT],
    ['textarea at max', { id: 't', type: 'textarea', value: 'abc', maxLength: 3 }, null],
    ['textarea no max', { id: 't', type: 'textarea', value: 'abcd', maxLength: 0 }, null],
    ['text ignores maxLength', { id: 't', type: 'text', value: 'abcd', maxLength: 3 }, null],
    ['number', { id: 'n', type: 'number', value: '12' }, null],
    ['US zip of 4 digits', address(['1 Main', '', 'Town', 'NY', '1234', 'US']), ZIP],
    ['US zip of 5 digits', address(['1 Main', '', 'Town', 'NY', '10001', 'us']), null],
    ['zip without country', address(['1 Main', '', 'Town', '', '1234', '']), null],
    ['country without zip', address(['1 Main', '', 'Town', '', '', 'US']), null],
    ['other country', address(['1 Main', '', 'Town', '', 'x-1', 'DE']), null],
    ['short parts', address(['1 Main']), null],
  ];

  it.each(cases)('%s', (_name, field, error) => {
    expect(fieldError(field)).toBe(error);
  });
});

describe('validateForm', () => {
  it('passes a form with no failures', () => {
    expect(
      validateForm([
        { id: 'a', type: 'text', value: 'hi', required: true },
        { id: 's', type: 'section' },
      ]),
    ).toEqual({ valid: true, formError: null, fieldErrors: {} });
  });

  it('reports the form message and every failing field', () => {
    expect(
      validateForm([
        { id: 'a', type: 'text', value: '', required: true },
        { id: 'b', type: 'text', value: 'fine', required: true },
        { id: 'e', type: 'email', value: 'bad' },
      ]),
    ).toEqual({
      valid: false,
      formError: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { a: 'Required', e: EMAIL },
    });
  });
});
