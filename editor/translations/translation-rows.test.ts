import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../../shared/api/forms';
import {
  formRows,
  itemRows,
  productRows,
  untranslatedCount,
  valuesOf,
  wordsOf,
} from './translation-rows';

describe('the Translations rows', () => {
  it('are a product’s name and description, with the default language’s words', () => {
    expect(productRows({ name: 'Mug', description: 'Blue.' })).toEqual([
      { key: 'name', label: 'Name', source: 'Mug', multiline: false },
      { key: 'description', label: 'Description', source: 'Blue.', multiline: true },
    ]);
    expect(itemRows({ title: 'Hi', excerpt: '' }).map((row) => row.key)).toEqual([
      'title',
      'excerpt',
    ]);
  });

  it('are a form’s field titles, the placeholders and descriptions it has, and its messages', () => {
    const form = formDefinitionSchema.parse({
      id: 'f',
      name: 'F',
      fields: [
        { id: 'email', type: 'email', title: 'Email', placeholder: 'you@' },
        { id: 'topic', type: 'select', title: 'Topic', options: ['A'], description: 'Pick' },
        { id: 'ref', type: 'hidden', title: 'Ref' },
      ],
      parsedSubmissionMessage: '<p>Thanks</p>',
    });
    expect(formRows(form).map((row) => `${row.key} ${row.label}`)).toEqual([
      'fields.email.title Email: title',
      'fields.email.placeholder Email: placeholder',
      'fields.topic.title Topic: title',
      'fields.topic.description Topic: description',
      'parsedSubmissionMessage Submission message (HTML)',
    ]);
  });

  it('turn typed values into words and back, leaving out the empty ones', () => {
    const values = { name: 'Tasse', description: ' ', 'fields.email.title': 'Courriel' };
    const words = wordsOf(values);
    expect(words).toEqual({ name: 'Tasse', fields: { email: { title: 'Courriel' } } });
    expect(valuesOf(words)).toEqual({ name: 'Tasse', 'fields.email.title': 'Courriel' });
    expect(valuesOf(undefined)).toEqual({});
  });

  it('count what is not translated yet (rows without default words do not count)', () => {
    const rows = productRows({ name: 'Mug', description: '' });
    expect(untranslatedCount(rows, {})).toBe(1);
    expect(untranslatedCount(rows, { name: 'Tasse' })).toBe(0);
  });
});
