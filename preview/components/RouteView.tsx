// What a route shows when it is not simply one of the owner's pages: the view for its page
// type (the spec's numeric codes). An owner page of such a type (say a page the owner made with
// type 200) shows its own blocks and then that view. Features add their page types here.
import { type ComponentType, lazy, Suspense } from 'react';
import { PageType, type PageTypeCode } from '../../shared/codes/page-types';
import type { Route } from '../routes';
import { NotFoundPage } from './NotFoundPage';
import { ContentItemRoute, ProductListRoute, SubscriptionRoute } from './ProductRoutes';
import { SearchPage } from './SearchPage';

export interface RouteViewProps {
  readonly route: Route;
}

// The cart, checkout, order and account pages load when a shopper first goes there (their own
// chunk).
const storefrontPages = () => import('./StorefrontPages');
const CartRoute = lazy(() => storefrontPages().then((m) => ({ default: m.CartRoute })));
const CheckoutRoute = lazy(() => storefrontPages().then((m) => ({ default: m.CheckoutRoute })));
const OrderConfirmedRoute = lazy(() =>
  storefrontPages().then((m) => ({ default: m.OrderConfirmedRoute })),
);
const AccountRoute = lazy(() => storefrontPages().then((m) => ({ default: m.AccountRoute })));

export const PAGE_TYPE_VIEWS: Partial<Record<PageTypeCode, ComponentType<RouteViewProps>>> = {
  [PageType.notFound]: NotFoundPage,
  [PageType.search]: SearchPage,
  [PageType.showCart]: CartRoute,
  [PageType.checkout]: CheckoutRoute,
  [PageType.orderConfirmed]: OrderConfirmedRoute,
  [PageType.mainContent]: ProductListRoute,
  [PageType.contentItem]: ContentItemRoute,
  [PageType.subscriptionConfirmed]: SubscriptionRoute,
  [PageType.singleSignOnPage]: AccountRoute,
};

export function RouteView({ route }: RouteViewProps) {
  const View = PAGE_TYPE_VIEWS[route.pageType];
  if (!View) return null;
  return (
    <Suspense
      fallback={
        <p className="sb-status" role="status">
          Loading…
        </p>
      }
    >
      <View route={route} />
    </Suspense>
  );
}
