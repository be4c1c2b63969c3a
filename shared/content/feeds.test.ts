import { describe, expect, it } from 'vitest';
import type { CollectionShown, ItemCard } from './collection-view';
import {
  escapeIcsText,
  escapeXml,
  foldIcsLine,
  icsEvent,
  icsPath,
  rssFeed,
  rssPath,
} from './feeds';

const item: ItemCard = {
  id: 'i1',
  slug: 'spring-fair',
  title: 'Spring <fair> & "more"',
  excerpt: 'Stalls; food, music',
  author: 'Ann',
  date: Date.UTC(2026, 10, 20),
  updatedAt: Date.UTC(2026, 10, 20),
  tags: [],
  categories: ['Fairs'],
  image: null,
  event: {
    startDate: Date.UTC(2026, 11, 5, 18),
    endDate: Date.UTC(2026, 11, 5, 20),
    location: {
      addressLine1: '1 Fair St',
      addressLine2: '',
      addressCountry: 'UK',
      mapLat: 51.5,
      mapLng: -0.1,
    },
  },
  tracks: [],
};

const collection: CollectionShown = {
  id: 'c',
  type: 'events',
  title: 'Shows',
  path: '/shows',
  pageSize: 20,
  nesting: [],
  items: [{ ...item, id: 'old', slug: 'old', title: 'Old', date: Date.UTC(2026, 0, 1) }, item],
};

describe('the RSS feed', () => {
  it('escapes text and drops what XML cannot hold', () => {
    expect(escapeXml(`a<b>&"'\u0001\uffff`)).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('lists the items newest first with their links, dates and categories', () => {
    const feed = rssFeed({ siteTitle: 'Oak & Ash', origin: 'https://x.example', collection });
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(
      true,
    );
    expect(feed).toContain('<title>Shows · Oak &amp; Ash</title>');
    expect(feed).toContain('<link>https://x.example/shows</link>');
    expect(feed).toContain('href="https://x.example/shows/rss.xml"');
    expect(feed.indexOf('Spring &lt;fair&gt;')).toBeLessThan(feed.indexOf('<title>Old</title>'));
    expect(feed).toContain('<link>https://x.example/shows/spring-fair</link>');
    expect(feed).toContain('<pubDate>Fri, 20 Nov 2026 00:00:00 GMT</pubDate>');
    expect(feed).toContain('<category>Fairs</category>');
    expect(feed).toContain('<description>Stalls; food, music</description>');
    expect(rssPath('/shows/')).toBe('/shows/rss.xml');
  });
});

describe('the calendar file', () => {
  it('escapes text values and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a;b,c\\d\ne\u0007')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('is one event with its times in UTC, place, position and page', () => {
    const ics = icsEvent({
      item,
      url: 'https://x.example/shows/spring-fair',
      host: 'x.example',
      now: Date.UTC(2026, 10, 26, 12),
    });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Site builder//Events//EN',
        'CALSCALE:GREGORIAN',
        'BEGIN:VEVENT',
        'UID:i1@x.example',
        'DTSTAMP:20261126T120000Z',
        'DTSTART:20261205T180000Z',
        'DTEND:20261205T200000Z',
        'SUMMARY:Spring <fair> & "more"',
        'DESCRIPTION:Stalls\\; food\\, music',
        'LOCATION:1 Fair St\\, UK',
        'GEO:51.5;-0.1',
        'URL:https://x.example/shows/spring-fair',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(icsEvent({ item: { ...item, event: null }, url: '', host: '', now: 0 })).toBeNull();
    expect(icsPath(collection, 'spring-fair')).toBe('/shows/spring-fair.ics');
  });
});

describe('the calendar file, for less complete events', () => {
  it('leaves out the description, place and position an event does not have', () => {
    const bare: ItemCard = {
      ...item,
      excerpt: '  ',
      event: {
        ...item.event!,
        location: {
          addressLine1: '',
          addressLine2: '',
          addressCountry: '',
          mapLat: null,
          mapLng: 2,
        },
      },
    };
    const ics = icsEvent({ item: bare, url: 'https://x.example/e', host: 'x.example', now: 0 })!;
    expect(ics).toContain('SUMMARY:');
    for (const name of ['DESCRIPTION:', 'LOCATION:', 'GEO:']) expect(ics).not.toContain(name);
  });

  it('is not made when a date cannot be written', () => {
    const broken = { ...item, event: { ...item.event!, startDate: Number.NaN } };
    expect(icsEvent({ item: broken, url: '', host: '', now: 0 })).toBeNull();
  });

  it('folds by UTF-8 octets, never inside a character of two, three or four octets', () => {
    for (const char of ['é', '€', '𝄞']) {
      const folded = foldIcsLine(`SUMMARY:${char.repeat(60)}`);
      for (const line of folded.split('\r\n')) {
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      }
      expect(folded.replaceAll('\r\n ', '')).toBe(`SUMMARY:${char.repeat(60)}`);
    }
  });
});
