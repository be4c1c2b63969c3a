// A live collection item page through the owner's saved collection-item template: rendered on
// the server with the item's JSON (title, body as the site draws it, author, tags, an event's
// place), sanitized; a template scoped to another collection is not used, one scoped to the
// item's collection wins over the site's; one switched off is not used; a template with errors reports them at their line and
// the page falls back to the built-in item page.
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { call } from '../collection-test-helpers';
import { NO_LIMITS } from '../owner-test-helpers';
import { serverForTests } from '../test-server';
import { collectionPage } from './collection-test-site';
import { livePage } from './live-test-helpers';

const START = Date.UTC(2026, 10, 26, 12);
const test = serverForTests('templated-item', { clock: () => new Date(START), limits: NO_LIMITS });

const HOSTILE = '<img src=x onerror=alert(1)>';

const TEMPLATE = [
  '<article class="owner-item">',
  '<h1 class="owner-title">{item.title}</h1>',
  '<p class="owner-by">{item.author.displayName}</p>',
  '<div class="owner-body">{item.body}</div>',
  '{.repeated section item.tags}<span class="owner-tag">{@}</span>{.end}',
  '{.section item.location}<p class="owner-place">{addressLine1}</p>{.end}',
  '<a class="owner-back" href="{collection.fullUrl}">{collection.title}</a>',
  '<script>alert(2)</script>',
  '</article>',
].join('\n');

async function save(id: string, source: string, scope: object = { type: 'site' }, enabled = true) {
  const saved = await call(test.client, 'PUT', `/api/templates/${id}`, {
    name: id,
    kind: 'collection-item',
    scope,
    source,
    enabled,
  });
  expect(saved.status).toBe(200);
  return saved.body as { errors: { message: string; line: number; column: number }[] };
}

const page = (path: string) => livePage(test.server.url, path);

describe('a live collection item page through a saved template', () => {
  it('renders a post and an event through it, falls back when it is broken', async () => {
    const blog = await collectionPage(test.client, 'blog', 'journal');
    const posted = await call(test.client, 'POST', itemsPath(blog), {
      title: 'First light',
      status: 'Published',
      publishOn: START - 1000,
      body: richTextFromPlain(`The body ${HOSTILE}`),
      tags: ['News'],
    });
    expect(posted.status).toBe(201);
    const events = await collectionPage(test.client, 'events', 'shows');
    const shows = await call(test.client, 'POST', itemsPath(events), {
      title: 'Spring fair',
      status: 'Published',
      publishOn: START - 1000,
      event: {
        startDate: START + 86_400_000,
        endDate: START + 90_000_000,
        location: { addressLine1: '1 Fair St' },
      },
    });
    expect(shows.status).toBe(201);

    expect((await save('item-page', TEMPLATE)).errors).toEqual([]);
    const post = await page('/journal/first-light');
    expect(post).toContain('<h1 class="owner-title">First light</h1>');
    expect(post).toMatch(/<p class="owner-by">[^<]+<\/p>/);
    expect(post).toContain(
      '<div class="owner-body"><p>The body &lt;img src=x onerror=alert(1)&gt;</p></div>',
    );
    expect(post).toContain('<span class="owner-tag">News</span>');
    expect(post).toContain('<a class="owner-back" href="/journal">The journal</a>');
    expect(post).not.toContain('alert(2)');
    expect(post).not.toContain('sb-item-title');
    const fair = await page('/shows/spring-fair');
    expect(fair).toContain('<p class="owner-place">1 Fair St</p>');

    // The events' own template wins there; the blog keeps the site's.
    await save('events-page', '<h1 class="events-own">{item.title}</h1>', {
      type: 'collection',
      collectionId: events,
    });
    expect(await page('/shows/spring-fair')).toContain('<h1 class="events-own">Spring fair</h1>');
    expect(await page('/journal/first-light')).toContain('owner-title');

    // Switched off, the site's template leaves the post built in.
    await save('item-page', TEMPLATE, { type: 'site' }, false);
    expect(await page('/journal/first-light')).toContain(
      '<h1 class="sb-item-title">First light</h1>',
    );

    const broken = TEMPLATE.replace('{item.title}', '{item.title|sparkle}');
    expect((await save('item-page', broken)).errors).toEqual([
      { message: 'Unknown formatter "sparkle"', line: 2, column: 25 },
    ]);
    const builtIn = await page('/journal/first-light');
    expect(builtIn).not.toContain('owner-title');
    expect(builtIn).toContain('<h1 class="sb-item-title">First light</h1>');
  });
});
