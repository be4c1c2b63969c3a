// A collection's files on the live site (docs/collections.md): `/<collection>/rss.xml`, its RSS
// 2.0 feed, and `/<collection>/<item>.ics`, an event's calendar file. Both come from the view a
// visitor's render has (so only items a visitor may see, of pages they may see).
import type { CollectionView } from '../../shared/content/collection-view';
import { collectionAtPath } from '../../shared/content/collection-view';
import { icsEvent, rssFeed } from '../../shared/content/feeds';
import { itemAddress } from './collection-view';

export interface CollectionFile {
  readonly type: string;
  readonly body: string;
  /** Sent as an attachment under this name; absent: shown inline. */
  readonly filename?: string;
}

export const RSS_FILE = 'rss.xml';
const ICS_SUFFIX = '.ics';

/** Whether the address may name a collection's file (checked against the view after). */
export function collectionFileAddress(address: string): boolean {
  const parts = itemAddress(address);
  return parts !== null && (parts[1] === RSS_FILE || parts[1].endsWith(ICS_SUFFIX));
}

/** The address an .ics asks for, as its item page's ('/events/fair.ics' → '/events/fair'). */
export function itemPageOf(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  return path.endsWith(ICS_SUFFIX) ? path.slice(0, -ICS_SUFFIX.length) : path;
}

/** The file at `address` from `view`; null when there is none (the not-found page answers). */
export function collectionFile(
  view: CollectionView,
  siteTitle: string,
  address: string,
): CollectionFile | null {
  const parts = itemAddress(address);
  if (!parts) return null;
  const collection = collectionAtPath(view, parts[0]);
  if (!collection) return null;
  if (parts[1] === RSS_FILE) {
    return {
      type: 'application/rss+xml; charset=utf-8',
      body: rssFeed({ siteTitle, origin: view.origin, collection }),
    };
  }
  const slug = parts[1].slice(0, -ICS_SUFFIX.length);
  const item = view.item;
  if (!item || item.slug !== slug || !collection.items.some((i) => i.id === item.id)) return null;
  let host = '';
  try {
    host = new URL(view.origin).host;
  } catch {
    host = 'localhost';
  }
  const body = icsEvent({
    item,
    url: `${view.origin}${collection.path}/${encodeURIComponent(slug)}`,
    host,
    now: view.now,
  });
  return body === null
    ? null
    : { type: 'text/calendar; charset=utf-8', body, filename: `${slug}${ICS_SUFFIX}` };
}
