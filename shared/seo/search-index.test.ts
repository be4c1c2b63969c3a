import { describe, expect, it } from 'vitest';
import { BlockType } from '../codes/block-type-codes';
import { PageType } from '../codes/page-types';
import { testBlogView, testCard } from '../content/collection-view-fixtures';
import { richTextFromPlain } from '../content/rich-text/plain';
import { block, section } from '../document/fixtures';
import { shopProduct, shopSite } from './fixtures';
import { buildSearchIndex, MAX_QUERY_WORDS, queryWords, search, searchPage } from './search-index';

const products = [
  shopProduct('oak-bowl', undefined, {
    name: 'Oak bowl',
    description: 'Turned from a single block of oak.',
    tags: ['kitchen'],
  }),
  shopProduct('ash-spoon', undefined, {
    name: 'Ash spoon',
    description: 'For the kitchen drawer.',
  }),
];
const index = buildSearchIndex(shopSite(), products);
const ids = (query: string) => search(index, query).map((result) => result.id);

describe('search', () => {
  it.each([
    ['WORKSHOP', ['home']],
    ['oak', ['p-oak-bowl', 'home']],
    ['kitchen', ['p-oak-bowl', 'p-ash-spoon']],
    ['oak workshop', ['home']],
    ['story', ['about']],
    ['oak story', []],
    ['   ', []],
    ['<p>', []],
    ['.*', []],
    ['"; drop table', []],
    ['https://elsewhere.example', []],
  ])('%j finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('answers title, address and an excerpt', () => {
    expect(search(index, 'bowl')).toEqual([
      {
        kind: 'product',
        id: 'p-oak-bowl',
        title: 'Oak bowl',
        address: '/shop/oak-bowl',
        excerpt: 'Turned from a single block of oak.',
      },
    ]);
  });

  it('cuts a long text around the first hit, at words', () => {
    const site = shopSite();
    const long = `${'alpha '.repeat(40)}juniper ${'omega '.repeat(60)}`;
    site.pages[2]!.sections = [
      section('s9', [block('t9', BlockType.html, { content: richTextFromPlain(long) })]),
    ];
    const [result] = search(buildSearchIndex(site, []), 'juniper');
    expect(result!.excerpt).toMatch(/^…alpha .*juniper omega .*…$/);
    expect(result!.excerpt.length).toBeLessThanOrEqual(162);
  });

  it('leaves out storefront and special pages, and products without a products page', () => {
    const site = shopSite();
    site.pages[2]!.pageType = PageType.notFound;
    const noShop = { ...site, pages: site.pages.filter((page) => page.id !== 'shop') };
    expect(search(buildSearchIndex(noShop, products), 'story oak kitchen')).toEqual([]);
    expect(search(buildSearchIndex(noShop, products), 'kitchen')).toEqual([]);
  });

  it(`reads at most ${MAX_QUERY_WORDS} distinct words`, () => {
    expect(queryWords('a a b c d e f g h i j k l')).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords(` ${'x'.repeat(500)} `)[0]).toHaveLength(200);
  });
});

describe('collection items in the search', () => {
  const posts = testBlogView([
    testCard('Kiln day', { id: 'k', excerpt: 'Firing the oak-ash glaze.', tags: ['pottery'] }),
    testCard('Open studio', { id: 'o', categories: ['Visits'] }),
  ]).collections;
  const atAbout = posts.map((blog) => ({ ...blog, path: '/about' }));

  it('finds an item of a listed page’s collection by title, excerpt, tag or category', () => {
    const found = buildSearchIndex(shopSite(), [], atAbout);
    expect(search(found, 'glaze')).toEqual([
      {
        kind: 'post',
        id: 'k',
        title: 'Kiln day',
        address: '/about/kiln-day',
        excerpt: 'Firing the oak-ash glaze.',
      },
    ]);
    expect(search(found, 'pottery').map((result) => result.id)).toEqual(['k']);
    expect(search(found, 'visits').map((result) => result.id)).toEqual(['o']);
    // Pages before items when they score alike.
    expect(search(found, 'oak').map((result) => result.id)).toEqual(['home', 'k']);
  });

  it('leaves out the items of a collection no listed page holds', () => {
    const site = shopSite();
    site.pages[2]!.access = { kind: 'password' };
    expect(search(buildSearchIndex(site, [], atAbout), 'glaze')).toEqual([]);
    expect(search(buildSearchIndex(shopSite(), [], posts), 'glaze')).toEqual([]);
  });
});

describe('searchPage', () => {
  it('says nothing before a query, and counts the results after one', () => {
    expect(searchPage(index, ' ')).toEqual({ query: ' ', status: null, results: [] });
    expect(searchPage(index, 'oak').status).toBe('2 results for “oak”.');
    expect(searchPage(index, 'bowl').status).toBe('1 result for “bowl”.');
    expect(searchPage(index, 'teak').status).toBe('No results for “teak”.');
  });
});
