import { describe, expect, it } from 'vitest';
import type { Site } from '../document/schema';
import { shopSite } from './fixtures';
import { type PublishedPage, planPublish } from './published-pages';

const print = (page: { title: string }) => page.title;
const first = planPublish([], shopSite(), print, 'T1');

function renamed(site: Site, id: string, slug: string): Site {
  return { ...site, pages: site.pages.map((p) => (p.id === id ? { ...p, slug } : p)) };
}

describe('planPublish', () => {
  it('records every page with its address and the time on a first publish', () => {
    expect(first).toEqual({
      pages: [
        { pageId: 'home', path: '/', fingerprint: 'Home', changedAt: 'T1' },
        { pageId: 'shop', path: '/shop', fingerprint: 'Shop', changedAt: 'T1' },
        { pageId: 'about', path: '/about', fingerprint: 'About', changedAt: 'T1' },
      ],
      newRedirects: [],
      takenPaths: ['/', '/shop', '/about'],
      removedPageIds: [],
    });
  });

  it('keeps the last change of an unchanged page and moves that of a changed one', () => {
    const site = shopSite();
    site.pages[2]!.title = 'Our story';
    const plan = planPublish(first.pages, site, print, 'T2');
    expect(plan.pages.map((p) => p.changedAt)).toEqual(['T1', 'T1', 'T2']);
  });

  it('redirects the old address of a page whose slug changed', () => {
    const plan = planPublish(first.pages, renamed(shopSite(), 'about', 'story'), print, 'T2');
    expect(plan.newRedirects).toEqual([{ fromPath: '/about', pageId: 'about' }]);
    expect(plan.pages[2]).toMatchObject({ path: '/story', changedAt: 'T2' });
  });

  it('makes no redirect from an address another page now holds, and drops removed pages', () => {
    const site = renamed(shopSite(), 'about', 'story');
    site.pages = [
      ...site.pages.filter((p) => p.id !== 'shop'),
      { ...site.pages[1]!, id: 'new', slug: 'about' },
    ];
    const plan = planPublish(first.pages, site, print, 'T2');
    expect(plan.newRedirects).toEqual([]);
    expect(plan.takenPaths).toContain('/about');
    expect(plan.removedPageIds).toEqual(['shop']);
  });

  it('moving the home page away redirects nothing from "/" (another page holds it)', () => {
    const site = shopSite();
    site.pages = [site.pages[2]!, site.pages[0]!, site.pages[1]!];
    const before: PublishedPage[] = [...first.pages];
    const plan = planPublish(before, site, print, 'T2');
    expect(plan.newRedirects).toEqual([{ fromPath: '/about', pageId: 'about' }]);
  });
});
