// The pill cart and the add popover: an island on the live site, in a module of its own so the
// browser loads them without the header and footer they sit beside (StorefrontChrome.tsx).
import { useEffect } from 'react';
import { PillCart } from '../../blocks/storefront/cart/CartIndicators';
import { CartPopover } from '../../blocks/storefront/cart/CartPopover';
import { loadCart } from '../../blocks/storefront/cart/cart-api';
import { loadCartAtOnce } from '../../blocks/storefront/cart/load-policy';
import { useMoneySettings } from './money-settings';

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
