import { describe, expect, it } from 'vitest';
import { BlockType } from '../shared/codes/block-types';
import { PageType } from '../shared/codes/page-types';
import type { Block, Page } from '../shared/document/schema';
import { pageSells, showsSiteHeader } from './header-rule';
import { EMPTY_INDEX, type PageIndex } from './page-index';

function index(pageType: number, types: number[]): PageIndex {
  const blocks = new Map<string, Block>(
    types.map((type, i) => [`b${i}`, { id: `b${i}`, type, settings: {} }]),
  );
  const page = { id: 'p', title: 'P', slug: 'p', pageType, sections: [] } as unknown as Page;
  return { page, sections: new Map(), blocks };
}

describe('showsSiteHeader', () => {
  const plain = index(PageType.page, [BlockType.button, BlockType.button]);

  it('always shows outside the editor and on a route the frame moved to', () => {
    expect(
      showsSiteHeader({
        inEditor: false,
        editingPage: true,
        sells: pageSells(plain),
        cartQuantity: 0,
      }),
    ).toBe(true);
    expect(
      showsSiteHeader({
        inEditor: true,
        editingPage: false,
        sells: pageSells(plain),
        cartQuantity: 0,
      }),
    ).toBe(true);
  });

  it('hides on a plain page being edited with an empty cart, shows once the cart holds something', () => {
    expect(
      showsSiteHeader({
        inEditor: true,
        editingPage: true,
        sells: pageSells(plain),
        cartQuantity: 0,
      }),
    ).toBe(false);
    expect(
      showsSiteHeader({
        inEditor: true,
        editingPage: true,
        sells: pageSells(plain),
        cartQuantity: 2,
      }),
    ).toBe(true);
  });

  it('shows on a page that sells: a product block or the products collection', () => {
    const withProduct = index(PageType.page, [BlockType.button, BlockType.product]);
    expect(pageSells(withProduct)).toBe(true);
    expect(pageSells(index(PageType.mainContent, []))).toBe(true);
    expect(pageSells(EMPTY_INDEX)).toBe(false);
    expect(
      showsSiteHeader({
        inEditor: true,
        editingPage: true,
        sells: pageSells(withProduct),
        cartQuantity: 0,
      }),
    ).toBe(true);
  });
});
