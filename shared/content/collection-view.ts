// What a visitor may see of the site's collections, as pages and blocks read it
// (docs/collections.md): the server builds it for each render from the items visible now (the
// live site, and the same for the editor's frame), and the collection page, the item pages and
// the collection blocks draw from it. Pure: filtering, paging, the events' upcoming and past
// lists, archive months and tag counts.
import { type CategoryNode, categoryFamily } from './category-tree';
import type { CollectionType } from './collections';
import type { FolderShown } from './folder-view';
import type { RichTextState } from './rich-text/model';
import { stripTags } from './strip-tags';

/** An item as a list shows it: no body. Texts are the owner's, escaped where they are drawn. */
export interface ItemCard {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  /** The excerpt without its tags (plain text). */
  readonly excerpt: string;
  readonly author: string;
  /** The time the item went (or goes) live, else its creation: epoch ms. */
  readonly date: number;
  /** The item's last change: epoch ms. */
  readonly updatedAt: number;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  /** The main image's URL on this site, its alt text and focal point (0 to 1). */
  readonly image: {
    readonly url: string;
    readonly alt: string;
    readonly focalPoint: { readonly x: number; readonly y: number };
  } | null;
  readonly event: {
    readonly startDate: number;
    readonly endDate: number;
    readonly location: {
      readonly addressLine1: string;
      readonly addressLine2: string;
      readonly addressCountry: string;
      readonly mapLat: number | null;
      readonly mapLng: number | null;
    };
  } | null;
  readonly tracks: readonly {
    readonly title: string;
    readonly url: string | null;
    readonly durationSeconds: number | null;
  }[];
}

/** An item's own page: its card and its body (the Text block's rich text). */
export interface ItemDetail extends ItemCard {
  readonly body: RichTextState | null;
}

/** One collection a page of the site holds, with the items a visitor may see, newest first. */
export interface CollectionShown {
  readonly id: string;
  readonly type: CollectionType;
  readonly title: string;
  /** The path of the page that holds it: '/blog'. */
  readonly path: string;
  readonly pageSize: number;
  readonly items: readonly ItemCard[];
  /** The categories that sit inside another (a category's list takes in theirs). */
  readonly nesting: readonly CategoryNode[];
}

export interface CollectionView {
  /** Epoch ms the view was made at: relative times and upcoming events are as of then. */
  readonly now: number;
  /** The site's time zone, for dates. */
  readonly timeZone: string;
  /** The request's origin, for share links ('https://example.com'). */
  readonly origin: string;
  /** The site's comments switch (off: no comments shown anywhere, shared/content/comments.ts). */
  readonly commentsEnabled: boolean;
  readonly collections: readonly CollectionShown[];
  /** The navigation's folders, for the Index and Folder blocks (folder-view.ts). */
  readonly folders: readonly FolderShown[];
  /** The item an item page shows; null when the address names none a visitor may see. */
  readonly item: ItemDetail | null;
}

/** The values of the events' toggle (spec §4 "Event listing toggle values"). */
export const EVENT_LISTINGS = ['upcoming', 'past'] as const;
export type EventListing = (typeof EVENT_LISTINGS)[number];

/** The collection a path ('/blog', '/blog/') names; undefined when no page holds one there. */
export function collectionAtPath(
  view: CollectionView,
  path: string | undefined,
): CollectionShown | undefined {
  const wanted = `/${(path ?? '').trim().replace(/^\/+|\/+$/g, '')}`;
  return view.collections.find((collection) => collection.path === wanted);
}

/** '/blog/first-post'. */
export function itemPath(collection: Pick<CollectionShown, 'path'>, slug: string): string {
  return `${collection.path}/${encodeURIComponent(slug)}`;
}

/** '/blog?tag=news' or '/blog?category=recipes': the collection's list of one tag or category. */
export function termPath(path: string, kind: 'tag' | 'category', name: string): string {
  return `${path}?${kind}=${encodeURIComponent(name)}`;
}

export interface CardFilter {
  readonly tag?: string;
  readonly category?: string;
  readonly author?: string;
  /** 'YYYY-MM' in the site's time zone. */
  readonly month?: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'YYYY-MM' of an epoch ms in a time zone. */
export function monthKey(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * The cards that pass every filter given (names compared without case); a category takes in the
 * categories inside it, at any depth (`nesting`).
 */
export function filterCards(
  items: readonly ItemCard[],
  filter: CardFilter,
  timeZone: string,
  nesting: readonly CategoryNode[] = [],
): ItemCard[] {
  const family = filter.category?.trim() ? categoryFamily(nesting, filter.category) : null;
  return items.filter(
    (item) =>
      (!filter.tag?.trim() || item.tags.some((tag) => sameName(tag, filter.tag!))) &&
      (!family || item.categories.some((category) => family.has(category.trim().toLowerCase()))) &&
      (!filter.author?.trim() || sameName(item.author, filter.author)) &&
      (!filter.month || monthKey(item.date, timeZone) === filter.month),
  );
}

export interface Paged<T> {
  readonly items: readonly T[];
  /** 1-based, clamped to the pages there are. */
  readonly page: number;
  readonly pageCount: number;
}

/** Page `page` (1-based) of `items`, `size` a page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** The toggle's value from a query ('past' or anything else: upcoming). */
export function eventListingOf(value: string | undefined): EventListing {
  return value === 'past' ? 'past' : 'upcoming';
}

/**
 * Upcoming events (not yet ended at `now`) soonest first, or past ones (ended) latest first;
 * items without dates are left out.
 */
export function eventsOf(
  items: readonly ItemCard[],
  listing: EventListing,
  now: number,
): ItemCard[] {
  const dated = items.filter((item) => item.event !== null);
  if (listing === 'upcoming') {
    return dated
      .filter((item) => item.event!.endDate >= now)
      .sort((a, b) => a.event!.startDate - b.event!.startDate);
  }
  return dated
    .filter((item) => item.event!.endDate < now)
    .sort((a, b) => b.event!.startDate - a.event!.startDate);
}

/** Months with items, newest first: 'YYYY-MM' and how many. */
export function archiveMonths(
  items: readonly ItemCard[],
  timeZone: string,
): { month: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = monthKey(item.date, timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([month, count]) => ({ month, count }))
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** The tags of the items with how many items have each, by name. */
export function tagCounts(items: readonly ItemCard[]): { name: string; count: number }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const key = tag.toLowerCase();
      const known = counts.get(key);
      counts.set(key, { name: known?.name ?? tag, count: (known?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** An excerpt's HTML as plain text: tags dropped, common entities read, spaces collapsed. */
export function plainExcerpt(html: string): string {
  return stripTags(html)
    .replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? Number.parseInt(name.slice(2), 16)
            : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
