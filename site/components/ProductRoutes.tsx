// Route views of the product pages: the product list under a products collection page (type 1),
// a product's detail page at /<collection-slug>/<product-slug> and the gift-card page (content
// item, 50), and the subscription page (206) with its cart token.
import {
  GiftCardPage,
  ProductDetailPage,
  ProductListPage,
  SubscriptionPage,
} from '../../blocks/storefront/products/ProductPages';
import type { RouteViewProps } from './RouteView';

export function ProductListRoute({ route }: RouteViewProps) {
  const page = Math.max(1, Number.parseInt(route.params.page ?? '1', 10) || 1);
  const path = route.address.split('?')[0] ?? '/';
  return (
    <div className="sb-page sb-system-page" data-page-type="1">
      <ProductListPage basePath={path === '/' ? '' : path} page={page} />
    </div>
  );
}

export function ContentItemRoute({ route }: RouteViewProps) {
  return (
    <main className="sb-page sb-system-page" data-page-type="50">
      {route.params.itemId ? (
        <GiftCardPage itemId={route.params.itemId} />
      ) : (
        <ProductDetailPage slug={route.params.product ?? ''} />
      )}
    </main>
  );
}

export function SubscriptionRoute({ route }: RouteViewProps) {
  return (
    <main className="sb-page sb-system-page" data-page-type="206">
      <SubscriptionPage cartToken={route.params.cartToken ?? ''} />
    </main>
  );
}
