import { describe, expect, it } from 'vitest';
import { setNavTranslation, setPageTranslation } from '../../../shared/document/translate';
import { navSite } from '../../store/actions/nav-testing';
import { dropTarget, entryTitleIn, keyMoveTarget, moveAnnouncement } from './nav-moves';

const items = navSite().navigation.main; // home, [More: about], Blog

describe('keyMoveTarget', () => {
  it.each([
    [{ key: 'ArrowUp', altKey: true }, 1, 3, 0],
    [{ key: 'ArrowDown', altKey: true }, 1, 3, 2],
    [{ key: 'ArrowUp', altKey: true }, 0, 3, null],
    [{ key: 'ArrowDown', altKey: true }, 2, 3, null],
    [{ key: 'ArrowDown', altKey: false }, 0, 3, null],
    [{ key: 'Enter', altKey: true }, 0, 3, null],
  ])('%j at %i of %i gives %j', (key, index, count, expected) => {
    expect(keyMoveTarget(key, index, count)).toBe(expected);
  });
});

describe('dropTarget', () => {
  it('takes the place of the entry dropped on, in its list', () => {
    expect(dropTarget(items, 'n-blog', 'n-home')).toEqual({ folderId: null, index: 0 });
    expect(dropTarget(items, 'n-home', 'n-about')).toEqual({ folderId: 'n-more', index: 0 });
  });

  it('keeps a folder at the top level and ignores a drop on itself or an unknown entry', () => {
    expect(dropTarget(items, 'n-more', 'n-about')).toBeNull();
    expect(dropTarget(items, 'n-blog', 'n-about')).toEqual({ folderId: 'n-more', index: 0 });
    expect(dropTarget(items, 'n-home', 'n-home')).toBeNull();
    expect(dropTarget(items, 'gone', 'n-home')).toBeNull();
  });
});

describe('moveAnnouncement', () => {
  it('says the new position and the list', () => {
    expect(moveAnnouncement(items, 'n-blog', 'Blog', 'main')).toBe(
      'Blog moved to position 3 of 3 in the Main navigation.',
    );
    expect(moveAnnouncement(items, 'n-about', 'About', 'main')).toBe(
      'About moved to position 1 of 1 in the folder More.',
    );
    expect(moveAnnouncement(items, 'gone', 'Gone', 'footer')).toBe('');
  });
});

describe('entryTitleIn', () => {
  it('shows an entry’s title in the language edited, else the default’s', () => {
    const site = setPageTranslation(
      setNavTranslation(navSite(), 'fr-FR', 'n-blog', 'Journal'),
      'fr-FR',
      'home',
      { title: 'Accueil' },
    );
    const [home, more, blog] = site.navigation.main;
    expect([home, more, blog].map((item) => entryTitleIn(item!, site, 'fr-FR'))).toEqual([
      'Accueil',
      'More',
      'Journal',
    ]);
    expect(entryTitleIn(blog!, site, null)).toBe('Blog');
  });
});
