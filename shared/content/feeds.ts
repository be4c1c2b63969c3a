// The files a collection offers besides its pages (docs/collections.md): its RSS 2.0 feed
// (`/<collection>/rss.xml`: the items a visitor may see, newest first, every text escaped) and an
// event's calendar file (`/<collection>/<item>.ics`, RFC 5545). Pure strings; the server serves
// them.
import { compactUtc, locationText } from './calendar-link';
import type { CollectionShown, ItemCard } from './collection-view';
import { itemPath } from './collection-view';

/** Our limit: the items a feed lists. */
export const MAX_FEED_ITEMS = 50;

/** Text safe in XML content and attributes; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface FeedInput {
  readonly siteTitle: string;
  /** 'https://example.com' */
  readonly origin: string;
  readonly collection: CollectionShown;
}

/** The collection's RSS 2.0 feed: its latest items (already only those a visitor may see). */
export function rssFeed({ siteTitle, origin, collection }: FeedInput): string {
  const link = `${origin}${collection.path}`;
  const items = [...collection.items]
    .sort((a, b) => b.date - a.date)
    .slice(0, MAX_FEED_ITEMS)
    .map((item) => {
      const url = `${origin}${itemPath(collection, item.slug)}`;
      return [
        '<item>',
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="false">${escapeXml(item.id)}</guid>`,
        `<pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
        item.excerpt.trim() ? `<description>${escapeXml(item.excerpt)}</description>` : '',
        ...item.categories.map((name) => `<category>${escapeXml(name)}</category>`),
        '</item>',
      ].join('');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(`${collection.title} · ${siteTitle}`)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<description>${escapeXml(`The latest from ${collection.title}.`)}</description>`,
    `<atom:link href="${escapeXml(`${link}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}

/** C0 controls but tab and line breaks, and DEL: not allowed in an iCalendar text value. */
const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

/** A text value of an iCalendar property: backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(text: string): string {
  return text
    .split('')
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/** The octets a code point takes in UTF-8. */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** A content line folded at 75 octets (RFC 5545 §3.1), continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!);
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsInput {
  readonly item: ItemCard;
  /** The item page's absolute address. */
  readonly url: string;
  /** The host, for the event's UID ('example.com'). */
  readonly host: string;
  /** When the file is made (DTSTAMP), epoch ms. */
  readonly now: number;
}

/** The event as an iCalendar file; null when the item has no valid dates. */
export function icsEvent({ item, url, host, now }: IcsInput): string | null {
  if (!item.event) return null;
  const start = compactUtc(item.event.startDate);
  const end = compactUtc(item.event.endDate);
  const stamp = compactUtc(now);
  if (!start || !end || !stamp) return null;
  const location = locationText(item.event.location);
  const { mapLat, mapLng } = item.event.location;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Site builder//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`${item.id}@${host}`)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${escapeIcsText(item.title)}`,
    ...(item.excerpt.trim() ? [`DESCRIPTION:${escapeIcsText(item.excerpt)}`] : []),
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(mapLat !== null && mapLng !== null ? [`GEO:${mapLat};${mapLng}`] : []),
    `URL:${escapeIcsText(url)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The file name an event downloads as: its slug. */
export const icsPath = (collection: Pick<CollectionShown, 'path'>, slug: string) =>
  `${itemPath(collection, slug)}.ics`;

/** '/blog/rss.xml' */
export const rssPath = (collectionPath: string) => `${collectionPath.replace(/\/+$/, '')}/rss.xml`;
