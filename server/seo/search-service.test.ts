// The search index keeps while nothing changes; with collection items it is built again after
// a minute, so a scheduled item that came due is found without a publish.
import { describe, expect, it } from 'vitest';
import type { CollectionShown } from '../../shared/content/collection-view';
import { testBlogView, testCard } from '../../shared/content/collection-view-fixtures';
import { shopProduct, shopSite } from '../../shared/seo/fixtures';
import type { WordsSource } from '../live/live-translations';
import type { SiteStore } from '../storage/site-store';
import { ITEMS_INDEX_MS, SearchService } from './search-service';

function service(items: () => CollectionShown[]) {
  let now = 0;
  let builds = 0;
  const site = shopSite();
  const sites = { published: async () => ({ site }) } as unknown as SiteStore;
  const search = new SearchService({
    sites,
    siteId: site.id,
    products: async () => [],
    collections: async () => {
      builds += 1;
      return items();
    },
    now: () => now,
  });
  return {
    search,
    later: (ms: number) => {
      now += ms;
    },
    builds: () => builds,
  };
}

const about = (titles: string[]) =>
  testBlogView(titles.map((title) => testCard(title))).collections.map((blog) => ({
    ...blog,
    path: '/about',
  }));

describe('SearchService', () => {
  it('finds an item that came due once the minute has passed, and keeps the index meanwhile', async () => {
    let shown = about(['Kiln day']);
    const { search, later, builds } = service(() => shown);
    expect((await search.search('kiln')).map((result) => result.title)).toEqual(['Kiln day']);
    shown = about(['Kiln day', 'Kiln open day']);
    later(ITEMS_INDEX_MS - 1);
    expect(await search.search('kiln')).toHaveLength(1);
    expect(builds()).toBe(1);
    later(1);
    expect(await search.search('kiln')).toHaveLength(2);
    expect(builds()).toBe(2);
  });

  it('keeps an index without items until it is dropped', async () => {
    const { search, later, builds } = service(() => []);
    await search.search('oak');
    later(10 * ITEMS_INDEX_MS);
    await search.search('oak');
    expect(builds()).toBe(1);
  });

  it('finds pages, products and items by another language’s words in that language’s index', async () => {
    const site = {
      ...shopSite(),
      translations: {
        'fr-FR': {
          pages: { about: { title: 'À propos' } },
          blocks: { q1: { text: 'Notre histoire.' } },
        },
      },
    };
    const table = shopProduct('table', undefined, { name: 'Oak table' });
    const words = {
      wordsIn: async (kind: string, language: string) =>
        new Map(
          kind === 'product' && language === 'fr-FR'
            ? [[table.id, { name: 'Table en chêne' }]]
            : [],
        ),
    } as unknown as WordsSource;
    const asked: (string | undefined)[] = [];
    const search = new SearchService({
      sites: { published: async () => ({ site }) } as unknown as SiteStore,
      siteId: site.id,
      products: async () => [table],
      collections: async (_site, language) => {
        asked.push(language);
        return [];
      },
      translations: words,
    });
    const french = await search.search('histoire chêne', 'fr-FR');
    expect(await search.search('histoire', 'fr-FR')).toMatchObject([
      { kind: 'page', title: 'À propos', address: '/about', excerpt: 'Notre histoire.' },
    ]);
    expect(french).toEqual([]);
    expect((await search.search('chêne', 'fr-FR')).map((result) => result.title)).toEqual([
      'Table en chêne',
    ]);
    expect(await search.search('histoire')).toEqual([]);
    expect((await search.search('story')).map((result) => result.title)).toEqual(['About']);
    expect((await search.search('oak table')).map((result) => result.title)).toEqual(['Oak table']);
    expect(asked).toEqual(['fr-FR', undefined]);
    search.invalidate();
    await search.search('story', 'fr-FR');
    expect(asked).toEqual(['fr-FR', undefined, 'fr-FR']);
  });
});
