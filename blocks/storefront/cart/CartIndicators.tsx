// The pill cart and the cart link, in every page of the frame. Both are links to /cart (the
// frame routes them inside itself). The pill is hidden at 0 and fades in above it; it stays
// uninitialized until the first sync and carries the empty marker at zero. The cart link's
// accessible name is the spec's label ('Cart' until it has a quantity to show), and count
// changes are announced politely.

import { useEffect, useRef, useState } from 'react';
import { cartLinkLabel } from '../../../shared/cart/link-label';
import { pillCartView } from '../../../shared/cart/pill-cart';
import { fillWords } from '../../../shared/i18n/shopper-words';
import type { SiteMoneySettings } from '../../../shared/money/site-format';
import { SiteAnchor } from '../../SiteAnchor';
import { useCart } from '../cart-store';
import { useStorefrontStrings } from '../context';
import './cart.css';
import { cartSync, shoppingCart } from './cart-view';

/** The cart link formatter always outputs this path (spec storefront.md §2). */
export const CART_ADDRESS = '/cart';

function CartIcon() {
  return (
    <svg className="sb-cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function PillCart({ money }: { money: SiteMoneySettings }) {
  const cart = useCart((state) => shoppingCart(state.cart));
  const view = pillCartView(cartSync(cart, money));
  const words = useStorefrontStrings();
  return (
    <SiteAnchor
      href={CART_ADDRESS}
      className="sb-pill-cart"
      data-pill-cart=""
      data-initialized={view.initialized ? '' : undefined}
      data-empty={view.empty ? '' : undefined}
      hidden={!view.visible}
      aria-label={fillWords(words.cartWithSubtotal, {
        label: cartLinkLabel(view.initialized ? (cart?.totalQuantity ?? 0) : null, words),
        subtotal: view.subtotalText,
      })}
    >
      <CartIcon />
      <span className="sb-pill-count">{view.countText}</span>
      <span className="sb-pill-subtotal">{view.subtotalText}</span>
    </SiteAnchor>
  );
}

export function CartLink() {
  const quantity = useCart((state) => (state.loaded ? (state.cart?.totalQuantity ?? 0) : null));
  const words = useStorefrontStrings();
  const label = cartLinkLabel(quantity, words);
  const announcement = useCountAnnouncement(quantity, label);
  return (
    <>
      <SiteAnchor href={CART_ADDRESS} className="sb-cart-link" data-cart-link="" aria-label={label}>
        <CartIcon />
        <span className="sb-cart-link-text">{words.cartLink}</span>
        {quantity === null ? null : <span className="sb-cart-link-qty">{quantity}</span>}
      </SiteAnchor>
      <span className="sb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}

/** The label once the count changes after the first sync ('' until then: nothing to say). */
function useCountAnnouncement(quantity: number | null, label: string): string {
  const previous = useRef(quantity);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (previous.current !== null && quantity !== null && quantity !== previous.current) {
      setAnnouncement(label);
    }
    previous.current = quantity;
  }, [quantity, label]);
  return announcement;
}
