// A subscription's own cart, read by its token (the subscription page and its checkout); the
// shopper's cart store is left alone.
import { useEffect, useState } from 'react';
import type { ShoppingCart } from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { loadTokenCart } from './cart-api';
import { cartFailureMessage } from './cart-view';

export function useTokenCart(cartToken: string): {
  cart: ShoppingCart | null;
  error: string | null;
} {
  const [cart, setCart] = useState<ShoppingCart | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setCart(null);
    setError(null);
    loadTokenCart(cartToken).then(
      (answer) => live && setCart(answer),
      (failure: unknown) =>
        live && setError(cartFailureMessage(failure, CartMessage.checkConnection)),
    );
    return () => {
      live = false;
    };
  }, [cartToken]);
  return { cart, error };
}
