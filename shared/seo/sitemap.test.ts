import { describe, expect, it } from 'vitest';
import { PageType } from '../codes/page-types';
import { TEST_NOW, testCard } from '../content/collection-view-fixtures';
import type { Page } from '../document/schema';
import { ORIGIN, shopProduct, shopSite } from './fixtures';
import { isListed, robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

describe('sitemapEntries', () => {
  const changed = new Map([
    ['home', '2026-02-01T00:00:00.000Z'],
    ['shop', '2026-02-02T00:00:00.000Z'],
  ]);

  it('lists content pages with their last change, then products below the products page', () => {
    const site = shopSite();
    site.pages.push({ ...site.pages[2]!, id: 'find', slug: 'find', pageType: PageType.search });
    expect(sitemapEntries(site, ORIGIN, changed, [shopProduct('oak-bowl')])).toEqual([
      { loc: 'https://shop.example/', lastmod: '2026-02-01T00:00:00.000Z' },
      { loc: 'https://shop.example/shop', lastmod: '2026-02-02T00:00:00.000Z' },
      { loc: 'https://shop.example/about' },
      { loc: 'https://shop.example/shop/oak-bowl', lastmod: '2026-01-02T00:00:00.000Z' },
    ]);
  });

  it('lists no product without a products page', () => {
    const site = shopSite();
    site.pages = site.pages.filter((page) => page.id !== 'shop');
    const entries = sitemapEntries(site, ORIGIN, changed, [shopProduct('oak-bowl')]);
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://shop.example/',
      'https://shop.example/about',
    ]);
  });

  it('lists the items of collections held by listed pages, not by a members-only one', () => {
    const site = shopSite();
    site.pages.push(
      {
        ...site.pages[2]!,
        id: 'blog',
        slug: 'blog',
        pageType: 1,
        collection: { id: 'c1', view: 'list' },
      },
      { ...site.pages[2]!, id: 'club', slug: 'club', pageType: 1, access: { kind: 'members' } },
    );
    const shown = (path: string, slug: string) => ({
      id: path,
      type: 'blog' as const,
      title: path,
      path,
      pageSize: 20,
      nesting: [],
      items: [testCard(slug)],
    });
    const entries = sitemapEntries(
      site,
      ORIGIN,
      changed,
      [],
      [shown('/blog', 'Walk'), shown('/club', 'Secret')],
    );
    expect(entries.map((entry) => entry.loc)).toContain('https://shop.example/blog/walk');
    expect(entries.map((entry) => entry.loc).join()).not.toContain('secret');
    expect(entries.find((entry) => entry.loc.endsWith('/blog/walk'))?.lastmod).toBe(
      new Date(TEST_NOW).toISOString(),
    );
  });

  it('gives an item the later of its last save and the time it went live', () => {
    const site = shopSite();
    const blog = site.pages.find((page) => page.slug === 'about')!;
    const saved = Date.UTC(2026, 10, 20, 9);
    const live = Date.UTC(2026, 10, 25, 18);
    const collection = {
      id: 'c-blog',
      type: 'blog' as const,
      title: 'Blog',
      path: `/${blog.slug}`,
      pageSize: 20,
      nesting: [],
      items: [
        testCard('Scheduled', { updatedAt: saved, date: live }),
        testCard('Edited', { updatedAt: live, date: saved }),
      ],
    };
    const entries = sitemapEntries(site, ORIGIN, new Map(), [], [collection]);
    const lastmod = (slug: string) => entries.find((entry) => entry.loc.endsWith(slug))?.lastmod;
    expect(lastmod('/scheduled')).toBe('2026-11-25T18:00:00.000Z');
    expect(lastmod('/edited')).toBe('2026-11-25T18:00:00.000Z');
    expect(sitemapXml(entries)).toContain(
      '/scheduled</loc><lastmod>2026-11-25T18:00:00.000Z</lastmod>',
    );
  });

  it.each([
    [PageType.page, true],
    [PageType.mainContent, true],
    [PageType.notFound, false],
    [PageType.checkout, false],
    [PageType.protectedContent, false],
  ])('page type %d listed: %s', (pageType, listed) => {
    expect(isListed({ ...shopSite().pages[0]!, pageType })).toBe(listed);
  });

  it.each<[Page['access'], boolean]>([
    [{ kind: 'public' }, true],
    [{ kind: 'password' }, false],
    [{ kind: 'members', memberAreaIds: ['gold'] }, false],
  ])('a page with access %j listed: %s', (access, listed) => {
    expect(isListed({ ...shopSite().pages[0]!, access })).toBe(listed);
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('writes the sitemap protocol, escaping addresses', () => {
    expect(
      sitemapXml([
        { loc: 'https://shop.example/a?b=1&c=<2>', lastmod: '2026-01-01T00:00:00.000Z' },
        { loc: 'https://shop.example/' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://shop.example/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
        '<url><loc>https://shop.example/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('allows every crawler and points to the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
