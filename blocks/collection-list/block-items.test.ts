import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { CollectionShown, ItemCard } from '../../shared/content/collection-view';
import {
  DAY_MS,
  TEST_NOW,
  testCard,
  testEvent,
} from '../../shared/content/collection-view-fixtures';
import { blockCards, blockFilter, commentsTarget, eventsByDay } from './block-items';

const NOW = TEST_NOW;
const DAY = DAY_MS;
const card = testCard;
const event = testEvent;

const blog = (items: ItemCard[]): CollectionShown => ({
  id: 'c',
  type: 'blog',
  title: 'Blog',
  path: '/blog',
  pageSize: 20,
  nesting: [],
  items,
});

describe('what a collection block shows', () => {
  it('reads its filter from its settings', () => {
    expect(blockFilter(BlockType.byTag, { title: '', tag: 'oak' })).toEqual({ tag: 'oak' });
    expect(blockFilter(BlockType.byMonth, { title: '', month: '3', year: 2026 })).toEqual({
      month: '2026-03',
    });
    expect(blockFilter(BlockType.summary, { title: '', tag: 'oak' })).toEqual({});
  });

  it('shows at most the items to show, newest first as the view holds them', () => {
    const items = [card('A', { tags: ['oak'] }), card('B'), card('C', { tags: ['Oak'] })];
    const settings = { title: '', itemsToShow: 2 };
    expect(
      blockCards(BlockType.summary, settings, blog(items), NOW, 'UTC').map((i) => i.title),
    ).toEqual(['A', 'B']);
    expect(
      blockCards(BlockType.byTag, { ...settings, tag: 'OAK' }, blog(items), NOW, 'UTC').map(
        (i) => i.title,
      ),
    ).toEqual(['A', 'C']);
  });

  it('gives tour dates the upcoming events, soonest first', () => {
    const items = [
      event('Late', NOW + 3 * DAY),
      event('Gone', NOW - 3 * DAY),
      event('Soon', NOW + DAY),
    ];
    expect(
      blockCards(BlockType.tourDates, { title: '' }, blog(items), NOW, 'UTC').map((i) => i.title),
    ).toEqual(['Soon', 'Late']);
  });

  it('puts a month’s events on their start day in the time zone', () => {
    const items = [
      event('Evening', Date.UTC(2026, 11, 5, 2)),
      event('Morning', Date.UTC(2026, 11, 4, 15)),
      event('January', Date.UTC(2027, 0, 4, 15)),
      card('Post'),
    ];
    const days = eventsByDay(items, { year: 2026, month: 12, day: 1 }, 'America/New_York');
    expect([...days].map(([day, list]) => [day, list.map((i) => i.title)])).toEqual([
      [4, ['Morning', 'Evening']],
    ]);
  });
});

describe('the item a Comments block shows', () => {
  const posts = blog([card('Newest'), card('Older news')]);

  it('is the newest item when none is named, and the named one by its address', () => {
    expect(commentsTarget({ title: '' }, posts, true)?.item.title).toBe('Newest');
    expect(commentsTarget({ title: '', item: 'older-news' }, posts, true)?.item.title).toBe(
      'Older news',
    );
    expect(commentsTarget({ title: '', item: '/blog/older-news/' }, posts, true)?.target).toEqual({
      collectionId: 'c',
      itemId: 'Older news',
      collectionPath: '/blog',
      commentsEnabled: true,
      withLikes: false,
    });
  });

  it('is none for an address no visible item has, or an empty collection', () => {
    expect(commentsTarget({ title: '', item: 'gone' }, posts, true)).toBeNull();
    expect(commentsTarget({ title: '', item: '%E0%A4%A' }, posts, true)).toBeNull();
    expect(commentsTarget({ title: '' }, blog([]), true)).toBeNull();
  });

  it('carries the site’s switch to the comments it shows', () => {
    expect(commentsTarget({ title: '' }, posts, false)?.target.commentsEnabled).toBe(false);
  });
});
