// The storefront's own pages as route views: the cart (200), checkout (201), the
// order-confirmed page (202), with the site's money format, and the site user's account (400).
import { AccountPage } from '../../blocks/storefront/account/AccountPage';
import { CartPage } from '../../blocks/storefront/cart/CartPage';
import { CheckoutPage } from '../../blocks/storefront/cart/CheckoutPage';
import { OrderConfirmedPage } from '../../blocks/storefront/cart/OrderConfirmedPage';
import { useMoneySettings } from './money-settings';
import type { RouteViewProps } from './RouteView';

export function CartRoute() {
  return (
    <main className="sb-page sb-system-page" data-page-type="200">
      <CartPage money={useMoneySettings()} />
    </main>
  );
}

export function CheckoutRoute({ route }: RouteViewProps) {
  return (
    <main className="sb-page sb-system-page" data-page-type="201">
      <CheckoutPage money={useMoneySettings()} cartToken={route.params.cartToken} />
    </main>
  );
}

export function OrderConfirmedRoute({ route }: RouteViewProps) {
  return (
    <main className="sb-page sb-system-page" data-page-type="202">
      <OrderConfirmedPage orderId={route.params.orderId ?? ''} money={useMoneySettings()} />
    </main>
  );
}

export function AccountRoute() {
  return (
    <main className="sb-page sb-system-page" data-page-type="400">
      <AccountPage />
    </main>
  );
}
