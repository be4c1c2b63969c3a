import { describe, expect, it } from 'vitest';
import { createCartStore, quantityInCart } from './cart-store';
import { cartEntry, sampleCart } from './fixtures';

const cart = sampleCart([
  cartEntry('p1', 'A', 2),
  cartEntry('p1', 'B', 1),
  cartEntry('p1', 'A', 2),
]);

describe('cart store', () => {
  it('starts empty and not loaded', () => {
    const store = createCartStore();
    expect(store.getState()).toMatchObject({ cart: null, loaded: false, lastAdded: null });
  });

  it('stores a cart and marks it loaded, also when there is none', () => {
    const store = createCartStore();
    store.getState().setCart(cart);
    expect(store.getState()).toMatchObject({ cart, loaded: true, lastAdded: null });
    store.getState().setCart(null);
    expect(store.getState()).toMatchObject({ cart: null, loaded: true });
  });

  it('remembers what was just added, a repeat being a new event', () => {
    const store = createCartStore();
    store.getState().addedToCart(cart, 'Linen Shirt', 10);
    expect(store.getState().lastAdded).toEqual({ title: 'Linen Shirt', at: 10 });
    const first = store.getState().lastAdded;
    store.getState().addedToCart(cart, 'Linen Shirt', 20);
    expect(store.getState().lastAdded).not.toBe(first);
    store.getState().clearLastAdded();
    expect(store.getState().lastAdded).toBeNull();
    expect(store.getState().cart).toBe(cart);
  });

  it('counts the quantity of one variant already in the cart', () => {
    expect(quantityInCart(cart, 'p1', 'A')).toBe(4);
    expect(quantityInCart(cart, 'p1', 'B')).toBe(1);
    expect(quantityInCart(cart, 'p2', 'A')).toBe(0);
    expect(quantityInCart(null, 'p1', 'A')).toBe(0);
  });
});
