// The UpdateNavigation body in the document's terms (navigationFromWire): pages, folders, links
// and member areas found or made, ids kept, and every refusal with the path it names.
import { describe, expect, it } from 'vitest';
import { page, site } from '../document/fixtures';
import { navigationFromWire, SiteChromeMessage, updateNavigationSchema } from './site-chrome';

function testSite() {
  const start = site([page('home'), page('about'), page('shop')]);
  start.navigation.main = [
    { kind: 'page', id: 'n-home', pageId: 'home' },
    {
      kind: 'folder',
      id: 'f-more',
      title: 'More',
      slug: 'more',
      behavior: 'index',
      items: [{ kind: 'page', id: 'n-about', pageId: 'about' }],
    },
  ];
  start.navigation.footer = [
    { kind: 'link', id: 'l-blog', title: 'Blog', url: 'https://blog.example', newWindow: true },
    { kind: 'memberArea', id: 'm-club', memberAreaId: 'club', title: 'Club' },
  ];
  return start;
}

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('navigationFromWire', () => {
  it('keeps the entries it finds, with their ids, and makes the new ones', () => {
    const result = navigationFromWire(
      testSite(),
      'main',
      [
        { collectionId: 'home' },
        { collectionId: 'f-more', items: [{ collectionId: 'about' }, { collectionId: 'shop' }] },
        { externalLink: { title: 'Shop online', url: 'https://shop.example', newWindow: false } },
        { externalLink: 'l-blog' },
        { memberAreaId: 'club' },
        { memberAreaId: 'vip', title: 'VIP' },
      ],
      ids(),
    );
    expect(result).toEqual({
      ok: true,
      items: [
        { kind: 'page', id: 'n-home', pageId: 'home' },
        {
          kind: 'folder',
          id: 'f-more',
          title: 'More',
          slug: 'more',
          behavior: 'index',
          items: [
            { kind: 'page', id: 'n-about', pageId: 'about' },
            { kind: 'page', id: 'new-1', pageId: 'shop' },
          ],
        },
        {
          kind: 'link',
          id: 'new-2',
          title: 'Shop online',
          url: 'https://shop.example',
          newWindow: false,
        },
        { kind: 'link', id: 'new-3', title: 'Blog', url: 'https://blog.example', newWindow: true },
        { kind: 'memberArea', id: 'new-4', memberAreaId: 'club', title: 'Club' },
        { kind: 'memberArea', id: 'new-5', memberAreaId: 'vip', title: 'VIP' },
      ],
    });
  });

  it.each([
    [
      [{ collectionId: 'home', items: [{ collectionId: 'about' }] }],
      'navigation.items[0].items',
      SiteChromeMessage.itemsOnlyInFolders,
    ],
    [
      [{ collectionId: 'nowhere' }],
      'navigation.items[0].collectionId',
      `"nowhere" ${SiteChromeMessage.notAPageOrFolder}`,
    ],
    [
      [{ collectionId: 'f-more', items: [{ collectionId: 'f-more' }] }],
      'navigation.items[0].items[0]',
      SiteChromeMessage.folderInFolder,
    ],
    [
      [{ externalLink: 'l-gone' }],
      'navigation.items[0].externalLink',
      `"l-gone" ${SiteChromeMessage.notALink}`,
    ],
    [
      [{ externalLink: 'l-blog', items: [{ collectionId: 'home' }] }],
      'navigation.items[0].items',
      SiteChromeMessage.itemsOnlyInFolders,
    ],
    [
      [{ collectionId: 'home' }, { memberAreaId: 'new-area' }],
      'navigation.items[1].title',
      SiteChromeMessage.memberAreaTitle,
    ],
  ])('refuses %j at %s', (wire, path, message) => {
    expect(navigationFromWire(testSite(), 'footer', wire, ids())).toEqual({
      ok: false,
      path,
      message,
    });
  });

  it('names the first refusal when several entries are wrong', () => {
    const result = navigationFromWire(
      testSite(),
      'main',
      [{ collectionId: 'nowhere' }, { externalLink: 'l-gone' }],
      ids(),
    );
    expect(result).toMatchObject({ ok: false, path: 'navigation.items[0].collectionId' });
  });
});

describe('the UpdateNavigation body', () => {
  it('names exactly one kind per entry and one of the two navigations', () => {
    const body = (items: unknown[], fieldName = 'mainNavigation') => ({
      fieldName,
      templateId: 't',
      navigation: { items },
    });
    expect(updateNavigationSchema.safeParse(body([{ collectionId: 'home' }])).success).toBe(true);
    const both = updateNavigationSchema.safeParse(
      body([{ collectionId: 'home', memberAreaId: 'club' }]),
    );
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe(SiteChromeMessage.oneKind);
    expect(updateNavigationSchema.safeParse(body([], 'sideNavigation')).success).toBe(false);
  });
});
