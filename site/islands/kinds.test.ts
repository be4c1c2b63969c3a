import { describe, expect, it } from 'vitest';
import { needsHydration } from './kinds';

const page = (...kinds: string[]) => ({
  islands: Object.fromEntries(kinds.map((kind, index) => [String(index), { kind }])),
});

describe('needsHydration', () => {
  it('loads no script for a plain page when the visitor has no cart or account', () => {
    expect(needsHydration(page('header-links', 'cart-overlays'), () => false)).toBe(false);
    expect(needsHydration(page(), () => true)).toBe(false);
  });

  it('hydrates the header and cart when the visitor has a cart or an account', () => {
    expect(needsHydration(page('header-links', 'cart-overlays'), () => true)).toBe(true);
  });

  it('hydrates a page with an interactive block or storefront page', () => {
    expect(needsHydration(page('header-links', 'block'), () => false)).toBe(true);
    expect(needsHydration(page('route'), () => false)).toBe(true);
  });
});
