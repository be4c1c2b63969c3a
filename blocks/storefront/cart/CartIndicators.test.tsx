// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '../cart-store';
import { cartEntry, sampleCart } from '../fixtures';
import { CartLink, PillCart } from './CartIndicators';

afterEach(() => {
  cleanup();
  cartStore.setState({ cart: null, loaded: false, lastAdded: null });
});

function pill() {
  return document.querySelector<HTMLAnchorElement>('[data-pill-cart]')!;
}

describe('PillCart', () => {
  it('is uninitialized, empty and hidden until the first sync, then shows count and subtotal', () => {
    render(<PillCart money={{}} />);
    expect(pill().hidden).toBe(true);
    expect(pill().dataset.initialized).toBeUndefined();
    expect(pill().dataset.empty).toBe('');
    act(() => cartStore.getState().setCart(sampleCart([])));
    expect(pill()).toMatchObject({ hidden: true });
    expect(pill().dataset.initialized).toBe('');
    act(() =>
      cartStore
        .getState()
        .setCart(sampleCart([cartEntry('p-a', 'a', 2, 1000), cartEntry('p-b', 'b', 1, 1250)])),
    );
    expect(pill().hidden).toBe(false);
    expect(pill().dataset.empty).toBeUndefined();
    expect(pill().getAttribute('href')).toBe('/cart');
    expect(pill().textContent).toBe('3$32.50');
    act(() => cartStore.getState().setCart(sampleCart([cartEntry('p-a', 'a', 101, 100)])));
    expect(pill().textContent).toBe('100+$101');
    expect(pill().getAttribute('aria-label')).toBe('More than 100 items in cart, subtotal $101');
  });
});

describe('CartLink', () => {
  it('says Cart before a quantity, then the spec label, and announces changes politely', () => {
    render(<CartLink />);
    const link = () => screen.getByRole('link');
    const status = () => screen.getByRole('status');
    expect(link().getAttribute('aria-label')).toBe('Cart');
    expect(link().getAttribute('href')).toBe('/cart');
    act(() => cartStore.getState().setCart(sampleCart([cartEntry('p-a', 'a', 1)])));
    expect(link().getAttribute('aria-label')).toBe('One item in cart');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    act(() => cartStore.getState().setCart(sampleCart([cartEntry('p-a', 'a', 4)])));
    expect(link().getAttribute('aria-label')).toBe('4 items in cart');
    expect(status().textContent).toBe('4 items in cart');
  });
});
