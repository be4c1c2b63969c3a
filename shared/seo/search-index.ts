// The site's search (the Search page, type 102): an index of the published pages' text, the
// store's products (name, description, tags) and the visible items of the collections listed
// pages hold (title, excerpt, tags and categories), and the query over it. A result holds every word
// of the query (case-insensitive, anywhere in its title, text or tags); results rank by where
// the words are found (title above tags above text), then keep the site's order: pages as they
// are listed, then products in catalogue order, then items newest first. Each has an excerpt around the first hit.

import type { ProductItem } from '../api/commerce';
import { MAX_QUERY_LENGTH } from '../api/search';
import { type CollectionShown, itemPath } from '../content/collection-view';
import type { CollectionType } from '../content/collections';
import { truncate } from '../content/truncate';
import type { Site } from '../document/schema';
import type { SearchWords } from '../i18n/search-english';
import { pagePath, productPath } from './addresses';
import { pageText } from './page-content';
import { isListed, listedCollections } from './sitemap';

/** A query is cut to MAX_QUERY_LENGTH characters (api/search.ts), and to this many words. */
export const MAX_QUERY_WORDS = 10;
/** At most this many results are answered. */
export const MAX_RESULTS = 50;
/** Characters of text shown before the first hit, and in all. */
const EXCERPT_LEAD = 60;
const EXCERPT_LENGTH = 160;
const ELLIPSIS = '…';

/** A collection's items by its type: a blog's posts, an events collection's, an album's. */
const ITEM_KINDS = { blog: 'post', events: 'event', album: 'album' } as const;

export interface SearchResult {
  readonly kind: 'page' | 'product' | (typeof ITEM_KINDS)[CollectionType];
  /** The page's, product's or item's id. */
  readonly id: string;
  readonly title: string;
  readonly address: string;
  readonly excerpt: string;
}

interface Entry {
  readonly kind: SearchResult['kind'];
  readonly id: string;
  readonly title: string;
  readonly address: string;
  readonly text: string;
  readonly folded: { readonly title: string; readonly tags: string; readonly text: string };
}

export interface SearchIndex {
  readonly entries: readonly Entry[];
}

const fold = (text: string) => text.toLocaleLowerCase();

function entry(
  kind: Entry['kind'],
  id: string,
  title: string,
  address: string,
  text: string,
  tags: readonly string[] = [],
): Entry {
  const folded = { title: fold(title), tags: fold(tags.join(' ')), text: fold(text) };
  return { kind, id, title, address, text, folded };
}

/**
 * The index of a published site's listed pages, the products it shows and the items visitors
 * may see of the collections its listed pages hold (`collections`, from the collection view).
 */
export function buildSearchIndex(
  site: Site,
  products: readonly ProductItem[],
  collections: readonly CollectionShown[] = [],
): SearchIndex {
  const pages = site.pages
    .filter(isListed)
    .map((page) => entry('page', page.id, page.title, pagePath(site, page.id), pageText(page)));
  const items = products.flatMap((product) => {
    const address = productPath(site, product.slug);
    if (address === undefined) return [];
    const text = product.description.replace(/\s+/g, ' ').trim();
    return [entry('product', product.id, product.name, address, text, product.tags)];
  });
  const posts = listedCollections(site, collections).flatMap((collection) =>
    collection.items.map((item) =>
      entry(
        ITEM_KINDS[collection.type],
        item.id,
        item.title,
        itemPath(collection, item.slug),
        item.excerpt,
        [...item.tags, ...item.categories],
      ),
    ),
  );
  return { entries: [...pages, ...items, ...posts] };
}

/** The words of a query, folded; none for a blank one. */
export function queryWords(query: string): string[] {
  const words = fold(query.trim().slice(0, MAX_QUERY_LENGTH)).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

function excerpt(text: string, folded: string, words: readonly string[]): string {
  const hits = words.map((word) => folded.indexOf(word)).filter((at) => at >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, at - EXCERPT_LEAD);
  // Start at a word: after the first space inside the lead, when there is one.
  const space = start > 0 ? text.indexOf(' ', start) : -1;
  if (space >= 0 && space < at) start = space + 1;
  const cut = truncate(text.slice(start), EXCERPT_LENGTH, ELLIPSIS);
  return `${start > 0 ? ELLIPSIS : ''}${cut}`;
}

function score(found: Entry['folded'], word: string): number {
  if (found.title.includes(word)) return 3;
  if (found.tags.includes(word)) return 2;
  return found.text.includes(word) ? 1 : 0;
}

/** The results for a query, best first; none for a blank query. */
export function search(index: SearchIndex, query: string): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const ranked: { result: SearchResult; score: number; order: number }[] = [];
  index.entries.forEach((item, order) => {
    const scores = words.map((word) => score(item.folded, word));
    if (scores.includes(0)) return;
    const { kind, id, title, address } = item;
    const result = {
      kind,
      id,
      title,
      address,
      excerpt: excerpt(item.text, item.folded.text, words),
    };
    ranked.push({ result, score: scores.reduce((a, b) => a + b, 0), order });
  });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, MAX_RESULTS).map((item) => item.result);
}

/** What the Search page shows: its status sentence (null before a query) and the results. */
export interface SearchPageModel {
  readonly query: string;
  readonly status: string | null;
  readonly results: readonly SearchResult[];
  /** The page's own words in another language than the default (the server's); else English. */
  readonly words?: SearchWords;
}

/** The Search page for a query, in the words the page has always used. */
export function searchPage(index: SearchIndex, query: string): SearchPageModel {
  if (query.trim() === '') return { query, status: null, results: [] };
  const results = search(index, query);
  const count = results.length;
  const status =
    count === 0
      ? `No results for “${query}”.`
      : `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`;
  return { query, status, results };
}
