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
  const current = { pageId: 'about', selectedBlockId: 'd' };

  it.each([
    [
      'the wanted view when it exists',
      { pageId: 'home', selectedBlockId: 'a' },
      { pageId: 'home', selectedBlockId: 'a' },
    ],
    [
      'no selection when the block is gone',
      { pageId: 'home', selectedBlockId: 'zz' },
      { pageId: 'home', selectedBlockId: null },
    ],
    [
      'no selection when the block is on another page',
      { pageId: 'home', selectedBlockId: 'd' },
      { pageId: 'home', selectedBlockId: null },
    ],
    [
      'the current page when the wanted page is gone',
      { pageId: 'gone', selectedBlockId: 'd' },
      { pageId: 'about', selectedBlockId: 'd' },
    ],
  ])('gives %s', (_name, wanted, expected) => {
    expect(settleView(s, wanted, current, locate)).toEqual(expected);
  });

  it('falls back to the start page when neither page exists', () => {
    expect(
      settleView(
        s,
        { pageId: 'x', selectedBlockId: null },
        { pageId: 'y', selectedBlockId: null },
        locate,
      ),
    ).toEqual({ pageId: 'home', selectedBlockId: null });
  });
});
