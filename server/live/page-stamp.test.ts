import { describe, expect, it } from 'vitest';
import type { CollectionView } from '../../shared/content/collection-view';
import { TEST_NOW, testCard } from '../../shared/content/collection-view-fixtures';
import { catalogueStamp, pageStamp, stampHolds } from './page-stamp';

const view = (now: number, titles: string[]): CollectionView => ({
  now,
  timeZone: 'UTC',
  origin: 'https://x.example',
  commentsEnabled: true,
  folders: [],
  item: null,
  collections: [
    {
      id: 'c',
      type: 'blog',
      title: 'B',
      path: '/b',
      pageSize: 5,
      nesting: [],
      items: titles.map((t) => testCard(t)),
    },
  ],
});

const sources = (collections: CollectionView | undefined, products: never[] = []) => ({
  products: async () => products,
  collections: async () => collections,
});

describe('a cached page’s stamp', () => {
  it('is absent for a page that shows neither products nor items', () => {
    expect(pageStamp({})).toBeUndefined();
  });

  it('holds while the items and the minute are the same, and not after', async () => {
    const stamp = pageStamp({ collections: view(TEST_NOW, ['A']) });
    expect(await stampHolds(stamp, sources(view(TEST_NOW + 30_000, ['A'])))).toBe(true);
    expect(await stampHolds(stamp, sources(view(TEST_NOW + 60_000, ['A'])))).toBe(false);
    expect(await stampHolds(stamp, sources(view(TEST_NOW, ['A', 'Scheduled'])))).toBe(false);
    expect(await stampHolds(stamp, sources(undefined))).toBe(false);
  });

  it('checks only the parts the page shows; a catalogue stamp of before reads as it did', async () => {
    const products = pageStamp({ products: [] });
    expect(products).toBe(catalogueStamp([]));
    let read = false;
    const holds = await stampHolds(products, {
      products: async () => [],
      collections: async () => {
        read = true;
        return undefined;
      },
    });
    expect(holds).toBe(true);
    expect(read).toBe(false);
    const both = pageStamp({ products: [], collections: view(TEST_NOW, ['A']) });
    expect(await stampHolds(both, sources(view(TEST_NOW, ['A'])))).toBe(true);
    expect(await stampHolds(both, sources(view(TEST_NOW, ['B'])))).toBe(false);
    expect(await stampHolds(undefined, sources(undefined))).toBe(true);
  });
});
