import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, fieldSettings } from '../forms/field-types';
import {
  formDefinitionInputSchema,
  formDefinitionSchema,
  formFieldSchema,
  formMailingListPath,
  formPath,
  submissionsCsvPath,
  submissionsPath,
  validateFormPath,
} from './forms';

const minimal = { id: 'contact', name: 'Contact', fields: [] };

describe('formDefinitionSchema', () => {
  it('fills the defaults of the spec shape', () => {
    expect(formDefinitionSchema.parse(minimal)).toEqual({
      ...minimal,
      parsedSubmissionMessage: '',
      submissionHTML: '',
      successRedirect: '',
      parsedDisclaimerMessage: '',
      captchaEnabled: false,
      captchaTheme: 'light',
      captchaAlignment: 'left',
    });
  });

  it.each(FORM_FIELD_TYPES)('%s field carries exactly its settings', (type) => {
    const options = ['One', 'Two'];
    const field = formFieldSchema.parse({ id: 'f', type, options });
    const keys = Object.keys(field).filter((key) => !['id', 'type', 'title'].includes(key));
    const expected = fieldSettings(type, { vanillaFormHandler: true });
    expect(keys.sort()).toEqual([...expected].sort());
  });

  it.each([
    [{ ...minimal, name: ' ' }, 'name'],
    [{ ...minimal, fields: [{ id: 'a', type: 'nope' }] }, 'fields.0.type'],
    [{ ...minimal, fields: [{ id: 'a b', type: 'text' }] }, 'fields.0.id'],
    [{ ...minimal, fields: [{ id: 'r', type: 'radio', options: [] }] }, 'fields.0.options'],
    [
      {
        ...minimal,
        fields: [
          { id: 'a', type: 'text' },
          { id: 'a', type: 'email' },
        ],
      },
      'fields.1.id',
    ],
    [{ ...minimal, successRedirect: 'javascript:alert(1)' }, 'successRedirect'],
    [{ ...minimal, successRedirect: '//evil.example' }, 'successRedirect'],
    [{ ...minimal, captchaTheme: 'blue' }, 'captchaTheme'],
  ])('refuses %j at %s', (input, path) => {
    const result = formDefinitionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it.each(['', '/thanks', 'https://example.com/x'])(
    'accepts the redirect %j',
    (successRedirect) => {
      expect(formDefinitionSchema.parse({ ...minimal, successRedirect }).successRedirect).toBe(
        successRedirect,
      );
    },
  );

  it('takes an input without id', () => {
    expect(formDefinitionInputSchema.parse({ name: 'New', fields: [] }).id).toBeUndefined();
  });
});

describe('paths', () => {
  it('put the form id into each address, encoded', () => {
    expect([
      validateFormPath('a/b'),
      formPath('f'),
      submissionsPath('f'),
      submissionsCsvPath('f'),
      formMailingListPath('f'),
    ]).toEqual([
      '/api/rest/forms/validate/a%2Fb',
      '/api/forms/f',
      '/api/forms/f/submissions',
      '/api/forms/f/submissions.csv',
      '/api/forms/f/mailing-list',
    ]);
  });
});
