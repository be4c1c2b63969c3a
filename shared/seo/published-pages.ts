// What a publish changes for search engines: each page's address and when its content last
// changed (the sitemap's lastmod), and the old addresses that must now redirect. Pure: the
// server stores the rows (server/storage/published-page-store.ts).
//
// Redirects name the page, not its address, so a chain (a → b → c) collapses: every old address
// answers with the page's address now. An address a page holds now is never a redirect (a new
// page that takes an old slug wins), and a deleted page takes its redirects with it.
import type { Page, Site } from '../document/schema';
import { pagePath } from './addresses';

export interface PublishedPage {
  readonly pageId: string;
  readonly path: string;
  /** Tells whether the page's content changed (a hash of it). */
  readonly fingerprint: string;
  /** ISO 8601: when the content last changed, as published. */
  readonly changedAt: string;
}

export interface SlugRedirect {
  readonly fromPath: string;
  readonly pageId: string;
}

export interface PublishPlan {
  /** Every page of the new version, as it should be stored. */
  readonly pages: readonly PublishedPage[];
  /** Old addresses that now redirect (added to those kept). */
  readonly newRedirects: readonly SlugRedirect[];
  /** Addresses pages hold now: any redirect from one of them goes. */
  readonly takenPaths: readonly string[];
  /** Pages no longer in the site: their rows and redirects go. */
  readonly removedPageIds: readonly string[];
}

export function planPublish(
  before: readonly PublishedPage[],
  site: Site,
  fingerprint: (page: Page) => string,
  now: string,
): PublishPlan {
  const previous = new Map(before.map((row) => [row.pageId, row]));
  const pages = site.pages.map((page): PublishedPage => {
    const path = pagePath(site, page.id);
    const print = fingerprint(page);
    const old = previous.get(page.id);
    const changed = !old || old.fingerprint !== print || old.path !== path;
    return { pageId: page.id, path, fingerprint: print, changedAt: changed ? now : old.changedAt };
  });
  const takenPaths = pages.map((page) => page.path);
  const taken = new Set(takenPaths);
  const newRedirects = pages.flatMap((page) => {
    const old = previous.get(page.pageId);
    return old && old.path !== page.path && !taken.has(old.path)
      ? [{ fromPath: old.path, pageId: page.pageId }]
      : [];
  });
  const ids = new Set(site.pages.map((page) => page.id));
  const removedPageIds = before.filter((row) => !ids.has(row.pageId)).map((row) => row.pageId);
  return { pages, newRedirects, takenPaths, removedPageIds };
}
