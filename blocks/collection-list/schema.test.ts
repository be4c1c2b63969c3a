import { describe, expect, it } from 'vitest';
import { validateSetting } from '../settings';
import { currentMonth } from './month-grid';
import { collectionListSchemas } from './schema';

const LIST_CODES = [7, 11, 12, 14, 16, 17, 20, 26, 27, 28, 29, 30, 49, 55, 59, 60, 61];
const schemaFor = (type: number) => collectionListSchemas.find((s) => s.type === type)!;

describe('collection list schemas', () => {
  it('define each collection type code once', () => {
    expect(collectionListSchemas.map((s) => s.type)).toEqual(LIST_CODES);
  });

  it.each(LIST_CODES)('type %i: defaults pass and every key has its one field', (type) => {
    const definition = schemaFor(type);
    expect(definition.schema.safeParse(definition.defaults).success).toBe(true);
    expect(definition.fields.map((f) => f.key)).toEqual(Object.keys(definition.defaults));
    expect(definition.defaults.title).toBe('');
  });

  it.each([
    [7, ['title', 'collection', 'itemsToShow']],
    [16, ['title', 'collection', 'item']],
    [
      20,
      ['title', 'collection', 'variant', 'itemsToShow', 'showExcerpt', 'showDate', 'showAuthor'],
    ],
    [28, ['title', 'collection', 'tag', 'itemsToShow']],
    [29, ['title', 'collection', 'category', 'itemsToShow']],
    [30, ['title', 'collection', 'month', 'year', 'itemsToShow']],
    [60, ['title', 'collection']],
  ])('type %i has the settings %j', (type, keys) => {
    expect(schemaFor(type).fields.map((f) => f.key)).toEqual(keys);
  });

  it.each([20, 55])(
    'summary %i starts as a grid of 6 posts from /blog with excerpt and date',
    (type) => {
      expect(schemaFor(type).defaults).toEqual({
        title: '',
        collection: '/blog',
        variant: 'grid',
        itemsToShow: 6,
        showExcerpt: true,
        showDate: true,
        showAuthor: false,
      });
    },
  );

  it('starts a by-month list at this month', () => {
    const now = currentMonth();
    expect(schemaFor(30).defaults).toMatchObject({ month: String(now.month), year: now.year });
  });

  const collection = "Enter the collection's path on this site, such as /blog.";
  it.each([
    [7, 'collection', '/news/2026', true],
    [7, 'collection', '', collection],
    [7, 'collection', 'https://example.com/blog', collection],
    [7, 'collection', '//evil.example/blog', false],
    [7, 'collection', '/blog?page=2', collection],
    [7, 'collection', 'javascript:alert(1)', false],
    [20, 'variant', 'wall', true],
    [55, 'variant', 'masonry', 'Choose wall, carousel, list or grid.'],
    [20, 'itemsToShow', 1, true],
    [20, 'itemsToShow', 30, true],
    [20, 'itemsToShow', 0, 'Items to show must be from 1 to 30.'],
    [20, 'itemsToShow', 31, 'Items to show must be from 1 to 30.'],
    [20, 'itemsToShow', 2.5, 'Items to show must be a whole number.'],
    [20, 'showAuthor', 'yes', 'Choose on or off.'],
    [28, 'tag', 'x'.repeat(50), true],
    [28, 'tag', 'x'.repeat(51), 'A tag can be at most 50 characters.'],
    [29, 'category', 'x'.repeat(25), true],
    [29, 'category', 'x'.repeat(26), 'A category can be at most 25 characters.'],
    [27, 'author', 'x'.repeat(101), "An author's name can be at most 100 characters."],
    [30, 'month', '12', true],
    [30, 'month', '13', 'Choose a month from January to December.'],
    [30, 'year', 1989, 'A year must be from 1990 to 2100.'],
    [16, 'title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
  ] as const)('type %i: %s = %j -> %j', (type, key, value, expected) => {
    const result = validateSetting(schemaFor(type), key, value);
    if (expected === true) expect(result).toEqual({ ok: true, value });
    else if (expected === false) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: false, message: expected });
  });
});
