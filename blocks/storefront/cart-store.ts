// The visitor's cart as the frame knows it, shared by the product blocks (which add to it), the
// pill cart and its popover, and the cart page. A small zustand store: `cart` is the spec's
// shopping cart as the server answered it (null until loaded), `loaded` says a load or add has
// answered, `lastAdded` names the product just added (the popover shows its title).

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ShoppingCart } from '../../shared/api/commerce';

/** The spec's shopping cart as the commerce API answers it. */
export type StorefrontCart = ShoppingCart;

export interface LastAdded {
  readonly title: string;
  /** When it was added (ms since the epoch); a new add with the same title is still new. */
  readonly at: number;
}

export interface CartState {
  readonly cart: StorefrontCart | null;
  readonly loaded: boolean;
  readonly lastAdded: LastAdded | null;
  /** Stores the server's cart and marks it loaded. */
  setCart(cart: StorefrontCart | null): void;
  /** Stores the cart an add answered and remembers the title for the popover. */
  addedToCart(cart: StorefrontCart, title: string, at?: number): void;
  clearLastAdded(): void;
}

export function createCartStore() {
  return createStore<CartState>()((set) => ({
    cart: null,
    loaded: false,
    lastAdded: null,
    setCart: (cart) => set({ cart, loaded: true }),
    addedToCart: (cart, title, at = Date.now()) =>
      set({ cart, loaded: true, lastAdded: { title, at } }),
    clearLastAdded: () => set({ lastAdded: null }),
  }));
}

/** The frame's one cart. */
export const cartStore = createCartStore();

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/** Quantity of one variant already in the cart (the stock rule compares against it). */
export function quantityInCart(cart: StorefrontCart | null, itemId: string, sku: string): number {
  if (cart === null) return 0;
  let total = 0;
  for (const entry of cart.entries) {
    if (entry.itemId === itemId && entry.chosenVariant.sku === sku) total += entry.quantity;
  }
  return total;
}
