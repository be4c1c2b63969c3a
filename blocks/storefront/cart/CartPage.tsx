// The full-page cart (page type 200): it loads the visitor's cart and lists its entries, the
// subtotal and the way to checkout, "Customers also bought", or the empty state. It mounts
// wherever a cart root element exists (the /cart route, or an owner's page of type 200).

import { type ReactNode, useEffect, useState } from 'react';
import { ShoppingEventName } from '../../../shared/analytics/shopping-events';
import { CartMessage } from '../../../shared/cart/messages';
import { formatSiteMoney, type SiteMoneySettings } from '../../../shared/money/site-format';
import { SiteAnchor } from '../../SiteAnchor';
import { useCart } from '../cart-store';
import { useStorefrontStrings } from '../context';
import { useTrackedView } from '../shopping-tracker';
import { CartEntryRow } from './CartEntryRow';
import { CrossSell } from './CrossSell';
import { loadCart } from './cart-api';
import { cartFailureMessage, shoppingCart } from './cart-view';

export const CHECKOUT_ADDRESS = '/checkout';

/** Loads the cart when the page opens; answers the failure message, if any. */
export function useFreshCart(): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadCart().then(
      () => live && setError(null),
      (failure: unknown) =>
        live && setError(cartFailureMessage(failure, CartMessage.checkConnection)),
    );
    return () => {
      live = false;
    };
  }, []);
  return error;
}

export function CartPage({ money }: { money: SiteMoneySettings }) {
  const cart = useCart((state) => shoppingCart(state.cart));
  const loaded = useCart((state) => state.loaded);
  const error = useFreshCart();
  const words = useStorefrontStrings();
  useTrackedView(ShoppingEventName.viewCart, loaded ? { cart_id: cart?.id ?? '' } : null);

  let body: ReactNode;
  if (!loaded && error === null) {
    body = (
      <p role="status" className="sb-cart-note">
        {words.cartLoading}
      </p>
    );
  } else if (cart === null || cart.entries.length === 0) {
    body = error ? null : <p className="sb-cart-empty">{words.emptyCart}</p>;
  } else {
    body = (
      <>
        <ul className="sb-cart-entries" aria-label={words.cartItems}>
          {cart.entries.map((entry) => (
            <CartEntryRow key={entry.id} entry={entry} money={money} />
          ))}
        </ul>
        <div className="sb-cart-summary">
          <p className="sb-cart-subtotal">
            <span>{words.cartSubtotal}</span>{' '}
            <output aria-live="polite" data-cart-subtotal="">
              {formatSiteMoney(cart.subtotal, money)}
            </output>
          </p>
          <SiteAnchor className="sb-button" href={CHECKOUT_ADDRESS}>
            {words.checkoutTitle}
          </SiteAnchor>
        </div>
      </>
    );
  }

  return (
    <div className="sb-cart-page" data-cart-root="">
      <h1>{words.cartTitle}</h1>
      {error ? (
        <p className="sb-cart-error" role="alert">
          {error}
        </p>
      ) : null}
      {body}
      {cart && loaded ? <CrossSell cart={cart} money={money} /> : null}
    </div>
  );
}
