import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../../shared/api/forms';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import {
  formRows,
  itemRows,
  productRows,
  richValue,
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
  });

  it('are an item’s title, excerpt, formatted body and main image’s alt text', () => {
    const body = richTextFromPlain('Long ago');
    const plain = { title: 'Hi', excerpt: '', body, kept: { mainImage: null } };
    expect(itemRows(plain).map((row) => row.key)).toEqual(['title', 'excerpt', 'body']);
    expect(itemRows(plain)[2]).toMatchObject({ label: 'Body', source: 'Long ago', rich: true });
    const image = { fileId: 'f', alt: 'A boat', focalPoint: { x: 0.5, y: 0.5 } };
    const rows = itemRows({ ...plain, kept: { mainImage: image } });
    expect(rows.at(-1)).toMatchObject({ key: 'imageAlt', source: 'A boat' });
  });

  it('send a formatted body as formatted text, and nothing for an empty one', () => {
    const rows = itemRows({ title: 'Hi', excerpt: '', body: null, kept: { mainImage: null } });
    const french = richTextFromPlain('Il y a longtemps');
    expect(richValue(richTextFromPlain(''))).toBe('');
    const values = { title: 'Salut', body: richValue(french) };
    expect(wordsOf(values, rows)).toEqual({ title: 'Salut', body: french });
    expect(valuesOf(wordsOf(values, rows))).toEqual(values);
    expect(wordsOf({ body: richValue(richTextFromPlain(' ')) }, rows)).toEqual({});
  });

  it('are a form’s field titles, the placeholders and descriptions it has, and its messages', () => {
    const form = formDefinitionSchema.parse({
      id: 'f',
      name: 'F',
      fields: [
        { id: 'email', type: 'email', title: 'Email', placeholder: 'you@' },
        { id: 'topic', type: 'select', title: 'Topic', options: ['A', 'B.c'], description: 'Pick' },
        { id: 'ref', type: 'hidden', title: 'Ref' },
      ],
      parsedSubmissionMessage: '<p>Thanks</p>',
    });
    expect(formRows(form).map((row) => `${row.key} ${row.label}`)).toEqual([
      'fields.email.title Email: title',
      'fields.email.placeholder Email: placeholder',
      'fields.topic.title Topic: title',
      'fields.topic.description Topic: description',
      'fields.topic.prompt Topic: first entry',
      'fields.topic.options.A Topic: option “A”',
      'fields.topic.options.B.c Topic: option “B.c”',
      'submitText Submit button',
      'parsedSubmissionMessage Submission message (HTML)',
    ]);
    expect(formRows(form).find((row) => row.key === 'submitText')?.source).toBe('Submit');
  });

  it('keep a choice’s label under its option, dots and all', () => {
    const values = { 'fields.topic.options.B.c': 'B.c en français', 'fields.topic.options.A': '' };
    const words = wordsOf(values);
    expect(words).toEqual({ fields: { topic: { options: { 'B.c': 'B.c en français' } } } });
    expect(valuesOf(words)).toEqual({ 'fields.topic.options.B.c': 'B.c en français' });
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
