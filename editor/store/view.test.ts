import { describe, expect, it } from 'vitest';
import { BlockIndex } from './block-index';
import { page, sampleSite, site } from './test-site';
import { settleView, startPage } from './view';

describe('startPage', () => {
  it.each([
    [['about', 'home'], 'home'],
    [['about', 'shop'], 'about'],
  ])('of pages %j is %s', (ids, expected) => {
    expect(startPage(site(ids.map((id) => page(id))))).toBe(expected);
  });
});

describe('settleView', () => {
  const s = sampleSite();
  const index = new BlockIndex();
  index.rebuild(s);
  const locate = (id: string) => index.get(id);
  const current = { editingFooter: false, pageId: 'about', selectedBlockId: 'd' };

  it.each([
    [
      'the wanted view when it exists',
      { editingFooter: false, pageId: 'home', selectedBlockId: 'a' },
      { editingFooter: false, pageId: 'home', selectedBlockId: 'a' },
    ],
    [
      'no selection when the block is gone',
      { editingFooter: false, pageId: 'home', selectedBlockId: 'zz' },
      { editingFooter: false, pageId: 'home', selectedBlockId: null },
    ],
    [
      'no selection when the block is on another page',
      { editingFooter: false, pageId: 'home', selectedBlockId: 'd' },
      { editingFooter: false, pageId: 'home', selectedBlockId: null },
    ],
    [
      'the current page when the wanted page is gone',
      { editingFooter: false, pageId: 'gone', selectedBlockId: 'd' },
      { editingFooter: false, pageId: 'about', selectedBlockId: 'd' },
    ],
  ])('gives %s', (_name, wanted, expected) => {
    expect(settleView(s, wanted, current, locate)).toEqual(expected);
  });

  it('falls back to the start page when neither page exists', () => {
    expect(
      settleView(
        s,
        { editingFooter: false, pageId: 'x', selectedBlockId: null },
        { editingFooter: false, pageId: 'y', selectedBlockId: null },
        locate,
      ),
    ).toEqual({ editingFooter: false, pageId: 'home', selectedBlockId: null });
  });
});
