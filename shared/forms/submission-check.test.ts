import { describe, expect, it } from 'vitest';
import { type FormFieldInput, formFieldSchema } from '../api/forms';
import { checkSubmission, fieldStateOf, submittedEmail } from './submission-check';

const field = (input: FormFieldInput) => formFieldSchema.parse(input);
const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const UNPARSABLE = {
  kind: 'unparsable',
  error: 'Could not parse the form fields, please check your entries.',
};

const fields = [
  field({ id: 'name', type: 'name', required: true }),
  field({ id: 'email', type: 'email', required: true }),
  field({ id: 'about', type: 'section' }),
  field({ id: 'msg', type: 'textarea', maxLength: 5 }),
  field({ id: 'pick', type: 'radio', options: ['A', 'B'], required: true }),
  field({ id: 'many', type: 'checkbox', options: ['A', 'B'] }),
  field({ id: 'survey', type: 'likert', options: ['Q1', 'Q2'], required: true }),
  field({ id: 'addr', type: 'address' }),
  field({ id: 'src', type: 'hidden', key: 'utm', value: 'none' }),
];

const good = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  msg: 'hi',
  pick: 'A',
  many: [],
  survey: { Q1: ['Agree'], Q2: ['Neutral'] },
  addr: ['1 Main', '', 'Town', 'NY', '10001', 'US'],
  src: 'mail',
};

describe('checkSubmission', () => {
  it('accepts a good form and keeps every value as sent', () => {
    const hostile = { ...good, msg: '=1+1', name: ['<script>x</script>', ''] };
    expect(checkSubmission(fields, hostile)).toEqual({ kind: 'valid', values: hostile });
  });

  it('drops ids the definition does not have and skips sections', () => {
    const result = checkSubmission(fields, { ...good, about: 'x', stranger: 'y' });
    expect(result).toEqual({ kind: 'valid', values: good });
  });

  it('reports every failing field by id with the shared messages', () => {
    const result = checkSubmission(fields, {
      email: 'nope',
      msg: 'too long',
      survey: { Q1: ['Agree'] },
      addr: ['', '', '', '', '123', 'US'],
    });
    expect(result).toEqual({
      kind: 'invalid',
      fieldErrors: {
        name: 'Required',
        email: EMAIL,
        msg: 'You have exceeded the character limit.',
        pick: 'Required',
        survey: 'Survey is not valid. Missing a required question.',
        addr: 'ZIP Codes need to be 5 digits.',
      },
    });
  });

  it.each([
    ['not a map', 'text'],
    ['a list', []],
    ['a string for a name', { ...good, name: 'Ada' }],
    ['too many parts', { ...good, name: ['a', 'b', 'c'] }],
    ['a number', { ...good, email: 5 }],
    ['a list for a radio', { ...good, pick: ['A'] }],
    ['a likert answer not a list', { ...good, survey: { Q1: 'Agree' } }],
    ['a likert list', { ...good, survey: ['Agree'] }],
    ['a hidden list', { ...good, src: ['x'] }],
    ['a textarea list', { ...good, msg: ['x'] }],
    ['checkbox numbers', { ...good, many: [1] }],
  ])('refuses %s', (_name, form) => {
    expect(checkSubmission(fields, form)).toEqual(UNPARSABLE);
  });
});

describe('fieldStateOf', () => {
  it('reads a missing value as empty', () => {
    expect(fieldStateOf(field({ id: 'p', type: 'phone' }), undefined)).toEqual({
      id: 'p',
      type: 'phone',
      parts: [],
      required: false,
    });
  });
});

describe('submittedEmail', () => {
  it.each([
    [{ email: ' a@b.co ' }, 'a@b.co'],
    [{ email: ' ' }, null],
    [{}, null],
  ])('%j gives %j', (values, email) => {
    expect(submittedEmail(fields, values)).toBe(email);
  });

  it('is null without an email field', () => {
    expect(submittedEmail([], { email: 'a@b.co' })).toBeNull();
  });
});
