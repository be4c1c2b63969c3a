import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/codes/block-types';
import { PageType } from '../../shared/codes/page-types';
import { IslandKind } from './kinds';
import { islandsShowSiteWords } from './words-needed';

const block = (type: number) => ({ kind: IslandKind.block, props: { block: { type } } });
const route = (pageType: number) => ({ kind: IslandKind.route, props: { route: { pageType } } });

describe('islandsShowSiteWords', () => {
  it('is true for comments, the popup, a form and a newsletter', () => {
    expect(islandsShowSiteWords({ a: { kind: IslandKind.itemResponses } }, false)).toBe(true);
    expect(islandsShowSiteWords({ a: { kind: IslandKind.popup } }, false)).toBe(true);
    expect(islandsShowSiteWords({ a: block(BlockType.form) }, false)).toBe(true);
    expect(islandsShowSiteWords({ a: block(BlockType.newsletter) }, false)).toBe(true);
  });

  it('is true for a product that opens a form, and on the cart page', () => {
    expect(islandsShowSiteWords({ a: block(BlockType.product) }, true)).toBe(true);
    expect(islandsShowSiteWords({ a: route(PageType.contentItem) }, true)).toBe(true);
    expect(islandsShowSiteWords({ a: route(PageType.showCart) }, false)).toBe(true);
  });

  it('is false for the header, the cart, a gallery and products without forms', () => {
    const islands = {
      h: { kind: IslandKind.headerLinks },
      c: { kind: IslandKind.cartOverlays },
      g: block(BlockType.gallery),
      p: block(BlockType.product),
      r: route(PageType.contentItem),
    };
    expect(islandsShowSiteWords(islands, false)).toBe(false);
  });
});
