// The /search page's results: the owner's pages whose title or block text holds every word of
// the query (case-insensitive), in page order, each with a short excerpt around the first hit.
import { stripTags } from '../shared/content/strip-tags';
import type { Page, Site } from '../shared/document/schema';
import { pagePath } from './routes';

export interface SearchResult {
  readonly pageId: string;
  readonly title: string;
  readonly address: string;
  readonly excerpt: string;
}

/** Characters of text shown on each side of the first hit. */
const EXCERPT_RADIUS = 60;

function collectText(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(stripTags(value));
  else if (Array.isArray(value)) for (const item of value) collectText(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectText(item, into);
  }
}

function pageText(page: Page): string {
  const parts: string[] = [];
  for (const section of page.sections) {
    for (const block of section.blocks) collectText(block.settings, parts);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function excerptAround(text: string, word: string): string {
  const at = text.toLowerCase().indexOf(word);
  if (at < 0) return text.slice(0, EXCERPT_RADIUS * 2);
  const start = Math.max(0, at - EXCERPT_RADIUS);
  const end = Math.min(text.length, at + word.length + EXCERPT_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export function searchSite(site: Site, query: string): SearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const results: SearchResult[] = [];
  for (const page of site.pages) {
    const text = pageText(page);
    const haystack = `${page.title} ${text}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    results.push({
      pageId: page.id,
      title: page.title,
      address: pagePath(site, page.id),
      excerpt: excerptAround(text, words[0]!),
    });
  }
  return results;
}
