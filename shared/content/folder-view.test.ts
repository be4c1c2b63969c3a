import { describe, expect, it } from 'vitest';
import { page, site } from '../document/fixtures';
import type { NavItem } from '../document/navigation';
import { folderAtPath, foldersOf } from './folder-view';
import type { FolderBehavior } from './folders';

const pages = [page('home', [], { slug: 'home' }), page('a', [], { title: 'Alpha' }), page('b')];

function siteWith(behavior: FolderBehavior, footer: NavItem[] = []) {
  const base = site(pages);
  const folder: NavItem = {
    kind: 'folder',
    id: 'f1',
    title: 'Work',
    slug: 'work',
    behavior,
    items: [
      { kind: 'page', id: 'n1', pageId: 'a' },
      { kind: 'page', id: 'n2', pageId: 'gone' },
      { kind: 'link', id: 'n3', title: 'Shop', url: 'https://shop.example', newWindow: true },
    ],
  };
  return { ...base, navigation: { main: [...base.navigation.main, folder], footer } };
}

describe('foldersOf', () => {
  it('gives each folder its entries, leaving out missing pages', () => {
    const [work] = foldersOf(siteWith('index'));
    expect(work).toEqual({
      path: '/work',
      title: 'Work',
      behavior: 'index',
      href: '/work',
      entries: [
        { id: 'n1', title: 'Alpha', href: '/a', newWindow: false },
        { id: 'n3', title: 'Shop', href: 'https://shop.example', newWindow: true },
      ],
    });
  });

  it('leads a redirect folder to its first entry and a folder of behaviour none nowhere', () => {
    expect(foldersOf(siteWith('redirect'))[0]?.href).toBe('/a');
    expect(foldersOf(siteWith('none'))[0]?.href).toBeNull();
  });

  it('finds a folder by its path with or without slashes, once across navigations', () => {
    const folders = foldersOf(siteWith('index', siteWith('none').navigation.main));
    expect(folders).toHaveLength(1);
    expect(folderAtPath(folders, 'work/')?.title).toBe('Work');
    expect(folderAtPath(folders, '/play')).toBeUndefined();
    expect(foldersOf(site(pages))).toEqual([]);
  });
});
