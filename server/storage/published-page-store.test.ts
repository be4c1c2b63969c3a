import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '../../shared/document/schema';
import { shopSite } from '../../shared/seo/fixtures';
import { tempDir } from '../test-helpers';
import { KyselySiteStore } from './kysely-store';
import { MIGRATION_NAMES } from './migrations';
import { PublishedPageStore } from './published-page-store';
import { openSqliteDatabase } from './sqlite';

let now = new Date('2026-03-01T00:00:00.000Z');
const clock = () => now;

const withSlug = (site: Site, id: string, slug: string): Site => ({
  ...site,
  pages: site.pages.map((page) => (page.id === id ? { ...page, slug } : page)),
});

describe('PublishedPageStore (migration 0011_published_pages)', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: Awaited<ReturnType<typeof openSqliteDatabase>>;
  let store: PublishedPageStore;
  const site = shopSite();

  beforeEach(async () => {
    dir = tempDir('published-pages');
    db = await openSqliteDatabase(dir.path);
    await new KyselySiteStore(db, clock).create(site);
    store = new PublishedPageStore(db, clock);
  });
  afterEach(async () => {
    await db.destroy();
    dir.remove();
  });

  it('is migrated, and starts with nothing recorded', async () => {
    expect(MIGRATION_NAMES).toContain('0011_published_pages');
    expect(await store.pages(site.id)).toEqual([]);
    expect(await store.redirect(site.id, '/about')).toBeUndefined();
  });

  it('records addresses and last changes, and keeps a page’s time while it is unchanged', async () => {
    await store.recordPublish(site.id, site);
    now = new Date('2026-03-02T00:00:00.000Z');
    const changed = structuredClone(site);
    changed.pages[2]!.title = 'Our story';
    await store.recordPublish(site.id, changed);
    const times = new Map((await store.pages(site.id)).map((p) => [p.pageId, p.changedAt]));
    expect(times).toEqual(
      new Map([
        ['home', '2026-03-01T00:00:00.000Z'],
        ['shop', '2026-03-01T00:00:00.000Z'],
        ['about', '2026-03-02T00:00:00.000Z'],
      ]),
    );
  });

  it('keeps redirects from every old address, drops one a page takes again, and a removed page’s', async () => {
    await store.recordPublish(site.id, site);
    await store.recordPublish(site.id, withSlug(site, 'about', 'story'));
    await store.recordPublish(site.id, withSlug(site, 'about', 'tale'));
    expect(await store.redirect(site.id, '/about')).toBe('about');
    expect(await store.redirect(site.id, '/story')).toBe('about');
    await store.recordPublish(site.id, withSlug(site, 'about', 'story'));
    expect(await store.redirect(site.id, '/story')).toBeUndefined();
    expect(await store.redirect(site.id, '/tale')).toBe('about');
    await store.recordPublish(site.id, { ...site, pages: site.pages.slice(0, 2) });
    expect(await store.redirect(site.id, '/tale')).toBeUndefined();
    expect((await store.pages(site.id)).map((p) => p.pageId).sort()).toEqual(['home', 'shop']);
  });

  it('recordIfEmpty records only the first time', async () => {
    await store.recordIfEmpty(site.id, site);
    await store.recordIfEmpty(site.id, withSlug(site, 'about', 'story'));
    expect(await store.redirect(site.id, '/about')).toBeUndefined();
  });
});
