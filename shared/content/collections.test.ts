import { describe, expect, it } from 'vitest';
import { MAX_TRACKS_PER_ALBUM } from '../limits';
import {
  CollectionMessage,
  collectionInputSchema,
  ITEM_VERSION,
  itemInputSchema,
  itemTypeProblem,
  migrateCollection,
  migrateItem,
  migrateWith,
  slugFromTitle,
} from './collections';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('collectionInputSchema', () => {
  it('fills the settings and refuses an unknown type or a bad slug', () => {
    const parsed = collectionInputSchema.parse({ type: 'blog', title: 'Journal', slug: 'journal' });
    expect(parsed.settings).toEqual({
      commentsEnabled: false,
      commentsWithoutAccount: false,
      holdComments: true,
      pageSize: 20,
    });
    expect(collectionInputSchema.safeParse({ type: 'shop', title: 'x', slug: 'x' }).success).toBe(
      false,
    );
    expect(
      messages(collectionInputSchema.safeParse({ type: 'blog', title: 'x', slug: 'Not A Slug' })),
    ).toEqual(['must be lower-case words joined by dashes']);
  });
});

describe('itemInputSchema', () => {
  it('starts as a draft with empty tags and no dates', () => {
    const item = itemInputSchema.parse({ title: 'Hello' });
    expect(item).toMatchObject({ status: 'Draft', tags: [], publishOn: null, event: null });
  });

  it('needs a publish time to schedule', () => {
    expect(messages(itemInputSchema.safeParse({ title: 'x', status: 'Scheduled' }))).toEqual([
      CollectionMessage.scheduleNeedsTime,
    ]);
  });

  it('refuses a second tag differing only in case with the spec message, and long names', () => {
    expect(messages(itemInputSchema.safeParse({ title: 'x', tags: ['News', 'news'] }))).toEqual([
      'This tag already exists.',
    ]);
    expect(
      messages(itemInputSchema.safeParse({ title: 'x', categories: ['c'.repeat(26)] })),
    ).toEqual(['must be at most 25 characters']);
    expect(itemInputSchema.parse({ title: 'x', tags: [` ${'t'.repeat(50)} `] }).tags).toEqual([
      't'.repeat(50),
    ]);
  });

  it('takes 60 tracks and refuses the 61st', () => {
    const track = { title: 'Song', fileId: 'f1' };
    const at = (n: number) =>
      itemInputSchema.safeParse({ title: 'x', tracks: Array(n).fill(track) });
    expect(at(MAX_TRACKS_PER_ALBUM).success).toBe(true);
    expect(messages(at(MAX_TRACKS_PER_ALBUM + 1))).toEqual([CollectionMessage.trackLimit]);
  });

  it('refuses an event that ends before it starts', () => {
    const event = { startDate: 2000, endDate: 1000 };
    expect(messages(itemInputSchema.safeParse({ title: 'x', event }))).toEqual([
      CollectionMessage.endBeforeStart,
    ]);
  });
});

describe('itemTypeProblem', () => {
  const item = (fields: object) => itemInputSchema.parse({ title: 'x', ...fields });
  it('asks events for dates and keeps dates and tracks to their types', () => {
    expect(itemTypeProblem('events', item({}))).toBe(CollectionMessage.eventNeedsDates);
    expect(itemTypeProblem('events', item({ event: { startDate: 1, endDate: 2 } }))).toBeNull();
    expect(itemTypeProblem('blog', item({ event: { startDate: 1, endDate: 2 } }))).toBe(
      'Only an events collection has event dates.',
    );
    expect(itemTypeProblem('blog', item({ tracks: [{ title: 't', fileId: 'f' }] }))).toBe(
      'Only an album has tracks.',
    );
    expect(itemTypeProblem('album', item({ tracks: [{ title: 't', fileId: 'f' }] }))).toBeNull();
  });
});

describe('slugFromTitle', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['Crème brûlée   recipe', 'creme-brulee-recipe'],
    ['!!!', 'item'],
  ])('%s -> %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});

describe('migrations', () => {
  it('reads the current version as it is', () => {
    const stored = { version: ITEM_VERSION, id: 'i1', title: 'x' };
    expect(migrateItem(stored)).toEqual(stored);
    expect(migrateCollection({ version: 2, id: 'c1' })).toEqual({ version: 2, id: 'c1' });
  });

  it('gives a version 1 collection the comment settings, keeping what it had', () => {
    const stored = { version: 1, id: 'c1', settings: { commentsEnabled: true, pageSize: 10 } };
    expect(migrateCollection(stored)).toEqual({
      version: 2,
      id: 'c1',
      settings: {
        commentsEnabled: true,
        pageSize: 10,
        commentsWithoutAccount: false,
        holdComments: true,
      },
    });
  });

  it('refuses a record without a version or from a newer server', () => {
    expect(() => migrateItem({ id: 'i1' })).toThrow('A stored item has no version.');
    expect(() => migrateItem({ version: ITEM_VERSION + 1 })).toThrow('is newer than this server');
    expect(() => migrateCollection('text')).toThrow('A stored collection is not an object.');
  });

  it('runs each step from the stored version on', () => {
    const steps = [
      (value: Record<string, unknown>) => ({ ...value, two: true }),
      (value: Record<string, unknown>) => ({ ...value, three: true }),
    ];
    expect(migrateWith('thing', { version: 1 }, steps)).toEqual({
      version: 3,
      two: true,
      three: true,
    });
    expect(migrateWith('thing', { version: 2 }, steps)).toEqual({ version: 3, three: true });
  });
});
