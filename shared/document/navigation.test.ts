import { describe, expect, it } from 'vitest';
import { navigationFromWire } from '../api/site-chrome';
import { page, site } from './fixtures';
import { NAV_LINK_HINT, navLinkProblem, SOCIAL_LINK_HINT, socialLinkProblem } from './navigation';
import { findItem, moveItem } from './navigation-edit';
import { navigationLinks } from './navigation-links';
import { parseSite } from './parse';

describe('navLinkProblem', () => {
  it.each([
    '/about',
    'https://example.com/x?y#z',
    'http://example.com',
    'mailto:a@b.c',
    'tel:+1 555 0100',
  ])('accepts %s', (url) => expect(navLinkProblem(url)).toBeNull());
  it.each([
    ['javascript:alert(1)', NAV_LINK_HINT],
    ['//evil.example', 'This is not a path on this site.'],
    ['', `Enter an address. ${NAV_LINK_HINT}`],
    ['https://a\tb', 'An address must not contain tabs or line breaks.'],
  ])('refuses %j', (url, message) => expect(navLinkProblem(url)).toBe(message));
  it('takes only https for social links', () => {
    expect(socialLinkProblem('http://x.example')).toBe(SOCIAL_LINK_HINT);
    expect(socialLinkProblem('https://x.example')).toBeNull();
  });
});

describe('the document rules', () => {
  it('refuses a page entry naming no page, a page twice, and a folder taking a page slug', () => {
    const doc = site([page('home'), page('about')]);
    doc.navigation.footer = [
      { kind: 'page', id: 'f1', pageId: 'gone' },
      { kind: 'page', id: 'f2', pageId: 'home' },
      { kind: 'page', id: 'f3', pageId: 'home' },
      { kind: 'folder', id: 'main-1', title: 'A', slug: 'about', behavior: 'none', items: [] },
    ];
    const parsed = parseSite(doc);
    expect(parsed.ok ? [] : parsed.issues).toEqual([
      { path: 'navigation.footer[0].pageId', message: 'is not a page of the site' },
      { path: 'navigation.footer[2].pageId', message: 'is already in this navigation' },
      { path: 'navigation.footer[3].id', message: 'duplicate id' },
      { path: 'navigation.footer[3].slug', message: '"about" is used by a page or folder' },
    ]);
  });
});

describe('navigationLinks', () => {
  it('follows the folder behaviours: index its own address, redirect its first entry, none nothing', () => {
    const doc = site([page('home'), page('about', [], { title: 'About' })]);
    const folder = (id: string, behavior: 'index' | 'redirect' | 'none') => ({
      kind: 'folder' as const,
      id,
      title: id,
      slug: id,
      behavior,
      items: [{ kind: 'page' as const, id: `${id}-a`, pageId: 'about' }],
    });
    doc.navigation.footer = [folder('i', 'index'), folder('r', 'redirect'), folder('n', 'none')];
    expect(navigationLinks(doc, 'footer').map((link) => link.href)).toEqual(['/i', '/about', null]);
  });
});

describe('navigation edits and UpdateNavigation', () => {
  it('finds and moves entries', () => {
    const doc = site([page('home'), page('about')]);
    expect(findItem(doc.navigation.main, 'main-2')).toMatchObject({ folderId: null, index: 1 });
    const moved = moveItem(doc.navigation.main, 'main-2', null, 0);
    expect(moved.ok && moved.items.map((item) => item.id)).toEqual(['main-2', 'main-1']);
  });

  it('keeps the ids of entries already in the navigation and gives new ones fresh ids', () => {
    const doc = site([page('home'), page('about')]);
    let n = 0;
    const result = navigationFromWire(
      doc,
      'main',
      [
        { collectionId: 'about' },
        { collectionId: 'home' },
        { memberAreaId: 'm', title: 'Members' },
      ],
      () => `x${++n}`,
    );
    expect(result.ok && result.items.map((item) => item.id)).toEqual(['main-2', 'main-1', 'x1']);
  });
});
