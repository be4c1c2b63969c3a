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

  it('loads React for the popup only when it is due for this visitor', () => {
    const withPopup = { islands: { a: { kind: 'header-links' }, b: { kind: 'popup', props: 7 } } };
    const asked: unknown[] = [];
    const due = (props: unknown) => {
      asked.push(props);
      return true;
    };
    expect(needsHydration(withPopup, () => false, due)).toBe(true);
    expect(asked).toEqual([7]);
    expect(
      needsHydration(
        withPopup,
        () => false,
        () => false,
      ),
    ).toBe(false);
    expect(needsHydration(withPopup, () => false)).toBe(false);
    expect(
      needsHydration(
        withPopup,
        () => true,
        () => false,
      ),
    ).toBe(true);
  });
});
