import { describe, expect, it } from 'vitest';
import { refusedField } from './refused-field';

describe('refusedField', () => {
  it.each([
    ['Enter a page title.', 'title'],
    ['A page title can be at most 200 characters.', 'title'],
    ['Enter a page URL.', 'slug'],
    ['Bad Slug is not a valid page URL.', 'slug'],
    ['A page with the URL about already exists.', 'slug'],
    ['That page no longer exists.', null],
  ] as const)('%s -> %s', (message, field) => {
    expect(refusedField(message)).toBe(field);
  });
});
