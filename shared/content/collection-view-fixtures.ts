// Items of a collection view for tests (shared/content/collection-view.ts): a card with the
// fields a test does not care about filled in, and an event card of an hour.
import type { CollectionShown, CollectionView, ItemCard } from './collection-view';

export const TEST_NOW = Date.UTC(2026, 10, 26, 12);
export const DAY_MS = 86_400_000;
export const NO_PLACE = {
  addressLine1: '',
  addressLine2: '',
  addressCountry: '',
  mapLat: null,
  mapLng: null,
} as const;

export function testCard(title: string, extra: Partial<ItemCard> = {}): ItemCard {
  return {
    id: title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    excerpt: '',
    author: 'Ann',
    date: TEST_NOW,
    updatedAt: TEST_NOW,
    tags: [],
    categories: [],
    image: null,
    event: null,
    tracks: [],
    ...extra,
  };
}

export const testEvent = (title: string, start: number, extra: Partial<ItemCard> = {}) =>
  testCard(title, {
    event: { startDate: start, endDate: start + 3_600_000, location: NO_PLACE },
    ...extra,
  });

/** A view at TEST_NOW in UTC holding `collections` (none of it is an item page). */
export function testView(
  collections: readonly CollectionShown[],
  extra: Partial<CollectionView> = {},
): CollectionView {
  return {
    now: TEST_NOW,
    timeZone: 'UTC',
    origin: 'https://x.example',
    commentsEnabled: true,
    folders: [],
    item: null,
    collections,
    ...extra,
  };
}

/** A blog at /blog holding `items`. */
export function testBlog(items: readonly ItemCard[], title = 'Blog'): CollectionShown {
  return { id: 'b', type: 'blog', title, path: '/blog', pageSize: 20, items, nesting: [] };
}

/** A view of one blog at /blog (id 'b') holding `items`. */
export const testBlogView = (items: readonly ItemCard[], extra: Partial<CollectionView> = {}) =>
  testView([testBlog(items)], extra);
