// What every page of the frame carries around its content: a slim site header with the site's
// name, the account link and the cart link, the pill cart and the add popover. The cart is loaded
// at once only when the load policy says so (signed in by the readable SiteUserInfo cookie,
// hasCart, or a cart cookie).
import { useEffect } from 'react';
import { AccountLink } from '../../blocks/storefront/account/AccountLink';
import { CartLink, PillCart } from '../../blocks/storefront/cart/CartIndicators';
import { CartPopover } from '../../blocks/storefront/cart/CartPopover';
import { loadCart } from '../../blocks/storefront/cart/cart-api';
import { loadCartAtOnce } from '../../blocks/storefront/cart/load-policy';
import { useCart } from '../../blocks/storefront/cart-store';
import { pageSells, showsSiteHeader } from '../header-rule';
import { Island } from '../islands/Island';
import { IslandKind } from '../islands/kinds';
import { useMoneySettings } from './money-settings';
import { usePreview } from './store-context';

const inEditor = typeof window !== 'undefined' && window.parent !== window;

export function SiteHeader() {
  const title = usePreview((state) => state.site?.title ?? '');
  const editingPage = usePreview((state) => state.route === null);
  const sells = usePreview((state) => pageSells(state.view));
  const cartQuantity = useCart((state) => state.cart?.totalQuantity ?? 0);
  if (!showsSiteHeader({ inEditor, editingPage, sells, cartQuantity })) return null;
  return (
    <header className="sb-site-header">
      <a className="sb-site-title" href="/">
        {title}
      </a>
      <div className="sb-site-header-links">
        <Island kind={IslandKind.headerLinks} props={null}>
          <HeaderLinks />
        </Island>
      </div>
    </header>
  );
}

/** The account and cart links (an island on the live site). */
export function HeaderLinks() {
  return (
    <>
      <AccountLink />
      <CartLink />
    </>
  );
}

export function CartOverlays() {
  return (
    <Island kind={IslandKind.cartOverlays} props={null}>
      <CartOverlayParts />
    </Island>
  );
}

/** The pill cart and the add popover (an island on the live site); loads the cart when due. */
export function CartOverlayParts() {
  const money = useMoneySettings();
  useEffect(() => {
    if (loadCartAtOnce(document.cookie)) loadCart().catch(() => undefined);
  }, []);
  return (
    <>
      <PillCart money={money} />
      <CartPopover />
    </>
  );
}
