import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../api/forms';
import { richTextFromPlain } from '../content/rich-text/plain';
import {
  compactWords,
  formWordsSchema,
  itemWordsSchema,
  productWordsSchema,
  unknownFormFields,
} from './content-translations';
import { translateForm, translateItem, translateProduct } from './translate-content';

const product = { id: 'p1', name: 'Oak Side Table', description: 'Solid oak.', price: 10 };

describe('translateProduct', () => {
  it('shows the translated name and falls back to the default language per word', () => {
    expect(translateProduct(product, { name: 'Table d’appoint' })).toEqual({
      ...product,
      name: 'Table d’appoint',
    });
    expect(translateProduct(product, { description: 'Chêne massif.' })).toEqual({
      ...product,
      description: 'Chêne massif.',
    });
  });

  it('is the product itself without words', () => {
    expect(translateProduct(product)).toBe(product);
    expect(translateProduct(product, {})).toBe(product);
  });
});

const form = formDefinitionSchema.parse({
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'email', type: 'email', title: 'Email', placeholder: 'you@example.com' },
    { id: 'topic', type: 'select', title: 'Topic', options: ['Sales', 'Help'] },
    { id: 'ref', type: 'hidden', title: 'Ref', key: 'ref' },
  ],
  parsedSubmissionMessage: '<p>Thanks!</p>',
  parsedDisclaimerMessage: '<p>We keep your email.</p>',
});

describe('translateForm', () => {
  it('translates titles, placeholders and messages, keeping ids, types and choices', () => {
    const french = translateForm(form, {
      fields: {
        email: { title: 'E-mail', placeholder: 'vous@exemple.fr' },
        topic: { description: 'Choisissez' },
        ref: { placeholder: 'not a field with a placeholder' },
      },
      parsedSubmissionMessage: '<p>Merci !</p>',
    });
    expect(french.fields.map((field) => field.id)).toEqual(['email', 'topic', 'ref']);
    expect(french.fields[0]).toMatchObject({ title: 'E-mail', placeholder: 'vous@exemple.fr' });
    expect(french.fields[1]).toMatchObject({
      title: 'Topic',
      description: 'Choisissez',
      options: ['Sales', 'Help'],
    });
    expect(french.fields[2]).toEqual(form.fields[2]);
    expect(french.parsedSubmissionMessage).toBe('<p>Merci !</p>');
    expect(french.parsedDisclaimerMessage).toBe('<p>We keep your email.</p>');
  });
});

describe('a form’s choices and button', () => {
  it('label each option in the language and keep the option as the value', () => {
    const french = translateForm(form, {
      fields: {
        topic: { options: { Help: 'Aide', Gone: 'Parti' }, prompt: 'Choisissez' },
        email: { prompt: 'not a select' },
      },
      submitText: 'Envoyer',
    });
    expect(french.fields[1]).toMatchObject({ prompt: 'Choisissez' });
    expect(french.fields[1]).toMatchObject({
      options: ['Sales', 'Help'],
      optionLabels: ['Sales', 'Aide'],
    });
    expect(french.fields[0]).not.toHaveProperty('optionLabels');
    expect(french.fields[0]).not.toHaveProperty('prompt');
    expect(french.submitText).toBe('Envoyer');
    expect(translateForm(form, {})).not.toHaveProperty('submitText');
  });

  it('keep labels of options with words only, at most as many as a field may have', () => {
    const parsed = formWordsSchema.parse({
      fields: { topic: { options: { Help: ' ', Sales: 'Ventes' } } },
    });
    expect(parsed.fields?.topic?.options).toEqual({ Sales: 'Ventes' });
    const empty = formWordsSchema.parse({ fields: { topic: { options: { Help: '' } } } });
    expect(compactWords(empty)).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`o${i}`, 'x']));
    expect(formWordsSchema.safeParse({ fields: { topic: { options: many } } }).success).toBe(false);
  });
});

describe('translateItem', () => {
  it('translates the main image’s alt text, and only when there is an image', () => {
    const mainImage = { fileId: 'f', alt: 'A boat', focalPoint: { x: 0.5, y: 0.5 } };
    const item = { title: 'Hello', excerpt: '', body: null, mainImage };
    expect(translateItem(item, { imageAlt: 'Un bateau' }).mainImage).toEqual({
      ...mainImage,
      alt: 'Un bateau',
    });
    const bare = { ...item, mainImage: null };
    expect(translateItem(bare, { imageAlt: 'Un bateau' }).mainImage).toBeNull();
  });

  it('translates title, excerpt and body, each falling back on its own', () => {
    const item = { id: 'i', title: 'Hello', excerpt: '<p>Hi</p>', body: null, slug: 'hello' };
    const body = richTextFromPlain('Bonjour à tous');
    expect(translateItem(item, { title: 'Bonjour' })).toEqual({ ...item, title: 'Bonjour' });
    expect(translateItem(item, { body })).toEqual({ ...item, body });
    expect(translateItem(item)).toBe(item);
  });
});

describe('the words of each kind', () => {
  it('refuse unknown keys and words longer than the default language’s field', () => {
    expect(productWordsSchema.safeParse({ price: 1 }).success).toBe(false);
    const long = productWordsSchema.safeParse({ name: 'x'.repeat(201) });
    expect(long.success || long.error.issues[0]?.message).toBe('must be at most 200 characters');
    expect(itemWordsSchema.safeParse({ body: { root: 'no' } }).success).toBe(false);
    expect(formWordsSchema.safeParse({ fields: { a: { options: [] } } }).success).toBe(false);
  });

  it('leave empty words out, so they fall back', () => {
    const parsed = formWordsSchema.parse({
      fields: { email: { title: '  ' }, topic: { title: 'Sujet' } },
      parsedSubmissionMessage: '',
    });
    expect(compactWords(parsed)).toEqual({ fields: { topic: { title: 'Sujet' } } });
    expect(compactWords(productWordsSchema.parse({ name: '', description: 'd' }))).toEqual({
      description: 'd',
    });
  });

  it('name the form fields that the form does not have', () => {
    expect(unknownFormFields({ fields: { email: {}, nope: {} } }, ['email'])).toEqual(['nope']);
  });
});
