// A collection as visitors see it on the live site: its page lists only the items a visitor may
// see (published, and scheduled from their time on), paged; each item has its page, an item a
// visitor may not see is the not-found page; events show "Add to calendar", a map and their
// calendar file; the RSS feed lists the published items; typed text is escaped everywhere.
import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { call } from '../collection-test-helpers';
import { NO_LIMITS } from '../owner-test-helpers';
import { TestClient } from '../test-helpers';
import { serverForTests } from '../test-server';
import { blockOnHome, collectionPage } from './collection-test-site';

const START = Date.UTC(2026, 10, 26, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let now = START;
const test = serverForTests('collection-pages', { clock: () => new Date(now), limits: NO_LIMITS });

async function visit(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(new URL(path, test.server.url));
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  };
}

const HOSTILE = '<img src=x onerror=alert(1)>';

async function blogWithPosts() {
  const id = await collectionPage(test.client, 'blog', 'journal', { pageSize: 2 });
  const post = async (body: object) => {
    const made = await call(test.client, 'POST', itemsPath(id), body);
    expect(made.status).toBe(201);
  };
  await post({
    title: 'First light',
    status: 'Published',
    publishOn: START - DAY,
    excerpt: `<p>Morning &amp; ${HOSTILE}</p>`,
    body: richTextFromPlain(`The body ${HOSTILE}`),
    tags: ['News'],
    categories: ['Walks'],
  });
  await post({ title: `Tricky ${HOSTILE}`, status: 'Published', publishOn: START - 2 * DAY });
  await post({ title: 'Oldest post', status: 'Published', publishOn: START - 3 * DAY });
  await post({ title: 'Secret draft', status: 'Draft' });
  await post({ title: 'Waiting review', status: 'Needs Review' });
  await post({ title: 'Owners only', status: 'Private' });
  await post({ title: 'Later news', status: 'Scheduled', publishOn: START + HOUR });
  return id;
}

describe('a blog on the live site', () => {
  it('lists, pages, shows and hides posts as a visitor may see them, and feeds them by RSS', async () => {
    now = START;
    await blogWithPosts();
    await blockOnHome(test.client, {
      id: 'summary',
      type: 20,
      settings: { collection: '/journal', title: 'Latest', variant: 'list' },
    });
    const home = await visit('/');
    expect(home.text).toContain('<h2 class="sb-collection-title">Latest</h2>');
    expect(home.text).toContain('<a href="/journal/first-light">First light</a>');
    expect(home.text).not.toContain('Secret draft');
    expect(home.text).not.toContain('Later news');
    const list = await visit('/journal');
    expect(list.status).toBe(200);
    expect(list.text).toContain('data-page-type="1"');
    expect(list.text).toContain('First light');
    expect(list.text).toContain('Tricky &lt;img src=x onerror=alert(1)&gt;');
    expect(list.text).not.toContain(HOSTILE);
    expect(list.text).toContain('Page 1 of 2');
    for (const hidden of [
      'Oldest post',
      'Secret draft',
      'Waiting review',
      'Owners only',
      'Later news',
    ]) {
      expect(list.text).not.toContain(hidden);
    }
    const second = await visit('/journal?page=2');
    expect(second.text).toContain('Oldest post');
    expect(second.text).not.toContain('First light');

    // A Comments block points at the newest post; its comments are an island, as under the post.
    await blockOnHome(test.client, {
      id: 'comments',
      type: 16,
      settings: { collection: '/journal', title: 'Talk' },
    });
    const talk = await visit('/');
    expect(talk.text).toContain('On <a href="/journal/first-light">First light</a>');
    expect(talk.text).toMatch(/"kind":"item-responses","props":\{"collectionId":"[^"]+","itemId"/);
    expect(talk.text).toContain('"commentsEnabled":true,"withLikes":false');

    const item = await visit('/journal/first-light');
    expect(item.status).toBe(200);
    expect(item.text).toContain('<h1 class="sb-item-title">First light</h1>');
    expect(item.text).toContain('about a day ago');
    expect(item.text).toContain('By owner@test.example');
    expect(item.text).toContain('The body &lt;img src=x onerror=alert(1)&gt;');
    expect(item.text).toContain('href="/journal?tag=News"');
    expect(item.text).toContain('href="/journal?category=Walks"');
    expect(item.text).toMatch(
      /href="https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http[^"]+%2Fjournal%2Ffirst-light"/,
    );
    expect(item.text).toContain('<title>First light');
    expect(item.text).toContain('<meta property="og:type" content="article">');
    expect(item.text).toContain('<meta name="description" content="Morning &amp;">');
    expect(item.text).not.toContain('<script src="http');

    const tagged = await visit('/journal?tag=news');
    expect(tagged.text).toContain('Items tagged “news”');
    expect(tagged.text).toContain('First light');
    expect(tagged.text).not.toContain('Oldest post');

    for (const path of [
      '/journal/secret-draft',
      '/journal/owners-only',
      '/journal/later-news',
      '/journal/nope',
    ]) {
      const missing = await visit(path);
      expect(missing.status, path).toBe(404);
      expect(missing.text).toContain('This page is not in the site.');
      expect(missing.text).toContain('<meta name="robots" content="noindex">');
    }

    const feed = await visit('/journal/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('application/rss+xml; charset=utf-8');
    // Well-formed XML (the feed parser below is lenient and would read past a slip).
    const xml = new new JSDOM('').window.DOMParser().parseFromString(feed.text, 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    // Read as a feed reader reads it, by a well-kept RSS parser.
    const parsed = parseFeed(feed.text);
    expect(parsed.meta.type).toBe('rss');
    expect(parsed.title).toBe('The journal · Juniper & Oak');
    expect(parsed.url).toBe(new URL('/journal', test.server.url).href);
    expect(parsed.items.map((entry) => entry.title)).toEqual([
      'First light',
      `Tricky ${HOSTILE}`,
      'Oldest post',
    ]);
    expect(parsed.items.map((entry) => entry.url)).toEqual(
      ['first-light', 'tricky-img-src-x-onerror-alert-1', 'oldest-post'].map(
        (slug) => new URL(`/journal/${slug}`, test.server.url).href,
      ),
    );
    expect(parsed.items.map((entry) => entry.published?.getTime())).toEqual([
      START - DAY,
      START - 2 * DAY,
      START - 3 * DAY,
    ]);
    expect(parsed.items[0]?.description).toBe('Morning &');
    expect(parsed.items[0]?.categories.map((category) => category.term)).toEqual(['Walks']);

    // The scheduled post shows from its time on, without a publish.
    now = START + HOUR;
    expect((await visit('/journal/later-news')).status).toBe(200);
    expect((await visit('/journal')).text).toContain('Later news');
    const later = parseFeed((await visit('/journal/rss.xml')).text);
    expect(later.items[0]?.title).toBe('Later news');
    expect(later.items[0]?.published?.getTime()).toBe(START + HOUR);
    // A cached page showing items is rendered again when they change: the summary shows it too.
    expect((await visit('/')).text).toContain('Later news');
  });

  it('gives the editor’s frame the same view of the draft, to owners only', async () => {
    const owner = await test.client.request('/api/collection-view?address=/journal/first-light');
    expect(owner.status).toBe(200);
    const view = await owner.json();
    expect(view.item.title).toBe('First light');
    expect(view.collections[0].items.map((i: { title: string }) => i.title)).not.toContain(
      'Secret draft',
    );
    const visitor = await new TestClient(test.server.url).start();
    expect((await visitor.request('/api/collection-view?address=/journal')).status).toBe(401);
  });
});

describe('events on the live site', () => {
  it('lists upcoming and past events, and gives an event its calendar link, file and map', async () => {
    now = START;
    const id = await collectionPage(test.client, 'events', 'shows');
    const event = (title: string, start: number, location: object) =>
      call(test.client, 'POST', itemsPath(id), {
        title,
        status: 'Published',
        publishOn: START - DAY,
        event: { startDate: start, endDate: start + 2 * HOUR, location },
      });
    const place = { addressLine1: '1 Fair St', addressCountry: 'UK', mapLat: 51.5, mapLng: -0.1 };
    expect((await event('Spring fair', Date.UTC(2026, 11, 5, 18), place)).status).toBe(201);
    expect((await event('Old fair', Date.UTC(2026, 0, 5, 18), {})).status).toBe(201);

    const upcoming = await visit('/shows');
    expect(upcoming.text).toContain('Spring fair');
    expect(upcoming.text).not.toContain('Old fair');
    expect(upcoming.text).toMatch(
      /<a href="\/shows\?show=upcoming" aria-current="page">Upcoming<\/a>/,
    );
    const past = await visit('/shows?show=past');
    expect(past.text).toContain('Old fair');
    expect(past.text).not.toContain('Spring fair');

    const page = await visit('/shows/spring-fair');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      'href="https://www.google.com/calendar/render?action=TEMPLATE&amp;text=Spring%20fair&amp;dates=20261205T180000Z%2F20261205T200000Z&amp;location=1%20Fair%20St%2C%20UK"',
    );
    expect(page.text).toContain('Add to calendar');
    expect(page.text).toContain('href="/shows/spring-fair.ics"');
    expect(page.text).toContain('class="sb-map ');
    expect((await visit('/shows/old-fair')).text).not.toContain('class="sb-map ');

    const ics = await fetch(new URL('/shows/spring-fair.ics', test.server.url));
    expect(ics.status).toBe(200);
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('Content-Disposition')).toBe('attachment; filename="spring-fair.ics"');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT\r\n');
    expect(text).toContain('DTSTART:20261205T180000Z\r\n');
    expect(text).toContain('SUMMARY:Spring fair\r\n');
    expect(text).toContain('LOCATION:1 Fair St\\, UK\r\n');
    expect((await visit('/shows/nope.ics')).status).toBe(404);
  });
});

describe('a members-only collection page', () => {
  it('keeps its items, feed and files from visitors, on its pages and in blocks elsewhere', async () => {
    now = START;
    const id = await collectionPage(test.client, 'blog', 'members-news', {}, { kind: 'members' });
    const made = await call(test.client, 'POST', itemsPath(id), {
      title: 'Members secret',
      status: 'Published',
      publishOn: START - DAY,
    });
    expect(made.status).toBe(201);
    await blockOnHome(test.client, {
      id: 'members-summary',
      type: 20,
      settings: { collection: '/members-news', title: 'Members' },
    });
    for (const path of ['/members-news', '/members-news/members-secret', '/']) {
      expect((await visit(path)).text, path).not.toContain('Members secret');
    }
    expect((await visit('/members-news/rss.xml')).status).toBe(404);
    const sitemap = (await visit('/sitemap.xml')).text;
    // Its last save (it was written at START, published a day before).
    expect(sitemap).toContain(
      `/journal/first-light</loc><lastmod>${new Date(START).toISOString()}</lastmod>`,
    );
    expect(sitemap).not.toContain('members-secret');
    // The owner's frame sees the draft's every page.
    const view = await (await test.client.request('/api/collection-view?address=/')).json();
    const shown = view.collections.find((c: { path: string }) => c.path === '/members-news');
    expect(shown.items.map((i: { title: string }) => i.title)).toEqual(['Members secret']);
  });
});
