import { describe, expect, it } from 'vitest';
import {
  archiveMonths,
  type CollectionView,
  collectionAtPath,
  eventListingOf,
  eventsOf,
  filterCards,
  itemPath,
  monthKey,
  pageOf,
  plainExcerpt,
  tagCounts,
  termPath,
} from './collection-view';
import { DAY_MS, TEST_NOW, testCard, testEvent } from './collection-view-fixtures';

const DAY = DAY_MS;
const NOW = TEST_NOW;
const card = testCard;
const event = testEvent;

describe('the collection view', () => {
  it('finds a collection by its page path, with or without slashes', () => {
    const view = {
      collections: [{ id: 'c', type: 'blog', title: 'B', path: '/blog', pageSize: 5, items: [] }],
    } as unknown as CollectionView;
    expect(collectionAtPath(view, 'blog/')?.id).toBe('c');
    expect(collectionAtPath(view, '/blog')?.id).toBe('c');
    expect(collectionAtPath(view, '/news')).toBeUndefined();
    expect(collectionAtPath(view, undefined)).toBeUndefined();
  });

  it('makes item and term addresses, encoded', () => {
    expect(itemPath({ path: '/blog' }, 'a b')).toBe('/blog/a%20b');
    expect(termPath('/blog', 'tag', 'R&D')).toBe('/blog?tag=R%26D');
  });

  it('filters by tag, category and author without case, and by month in the time zone', () => {
    const items = [
      card('A', { tags: ['News'], categories: ['Walks'] }),
      card('B', { author: 'Bob', date: Date.UTC(2026, 10, 1, 2) }),
    ];
    expect(filterCards(items, { tag: 'news' }, 'UTC').map((i) => i.title)).toEqual(['A']);
    expect(filterCards(items, { category: ' WALKS ' }, 'UTC').map((i) => i.title)).toEqual(['A']);
    expect(filterCards(items, { author: 'bob' }, 'UTC').map((i) => i.title)).toEqual(['B']);
    expect(filterCards(items, { tag: '' }, 'UTC')).toHaveLength(2);
    // 02:00 UTC on November 1st is still October in New York.
    expect(monthKey(Date.UTC(2026, 10, 1, 2), 'America/New_York')).toBe('2026-10');
    expect(
      filterCards(items, { month: '2026-10' }, 'America/New_York').map((i) => i.title),
    ).toEqual(['B']);
  });

  it('a category takes in the categories inside it, at any depth', () => {
    const items = [
      card('Rome', { categories: ['Italy'] }),
      card('Lyon', { categories: ['France'] }),
      card('Soup', { categories: ['Food'] }),
    ];
    const nesting = [
      { name: 'Europe', parent: 'Travel' },
      { name: 'Italy', parent: 'Europe' },
      { name: 'France', parent: 'europe' },
    ];
    const titles = (category: string) =>
      filterCards(items, { category }, 'UTC', nesting).map((i) => i.title);
    expect(titles('travel')).toEqual(['Rome', 'Lyon']);
    expect(titles('Italy')).toEqual(['Rome']);
    expect(titles('Food')).toEqual(['Soup']);
    expect(filterCards(items, { category: 'Travel' }, 'UTC')).toEqual([]);
  });

  it('pages, clamping the page to those there are', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 2, 2)).toEqual({ items: [3, 4], page: 2, pageCount: 3 });
    expect(pageOf(items, 9, 2)).toEqual({ items: [5], page: 3, pageCount: 3 });
    expect(pageOf(items, Number.NaN, 2).page).toBe(1);
    expect(pageOf([], 1, 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('splits events into upcoming (soonest first) and past (latest first)', () => {
    const items = [
      event('Soon', NOW + DAY),
      event('Later', NOW + 2 * DAY),
      event('Gone', NOW - 2 * DAY),
      event('Older', NOW - 5 * DAY),
      card('Post'),
    ];
    expect(eventsOf(items, 'upcoming', NOW).map((i) => i.title)).toEqual(['Soon', 'Later']);
    expect(eventsOf(items, 'past', NOW).map((i) => i.title)).toEqual(['Gone', 'Older']);
    // Under way: not ended yet, so still upcoming.
    expect(eventsOf([event('Now', NOW - 1000)], 'upcoming', NOW)).toHaveLength(1);
    expect(eventListingOf('past')).toBe('past');
    expect(eventListingOf('anything')).toBe('upcoming');
    expect(eventListingOf(undefined)).toBe('upcoming');
  });

  it('counts months and tags', () => {
    const items = [
      card('A', { date: Date.UTC(2026, 9, 3), tags: ['News', 'Oak'] }),
      card('B', { date: Date.UTC(2026, 9, 9), tags: ['news'] }),
      card('C', { date: Date.UTC(2026, 10, 3) }),
    ];
    expect(archiveMonths(items, 'UTC')).toEqual([
      { month: '2026-11', count: 1 },
      { month: '2026-10', count: 2 },
    ]);
    expect(tagCounts(items)).toEqual([
      { name: 'News', count: 2 },
      { name: 'Oak', count: 1 },
    ]);
  });

  it('reads an excerpt as plain text', () => {
    expect(plainExcerpt('<p>Fish &amp; chips&nbsp;<b>today</b></p>\n<script>x</script>')).toBe(
      'Fish & chips today x',
    );
    expect(plainExcerpt('&#60;b&#x3E; &unknown;')).toBe('<b> &unknown;');
    expect(plainExcerpt('&#0; &#9999999;')).toBe('');
  });
});
