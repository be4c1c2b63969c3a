// Route views of the product pages: a product's detail page at /<collection-slug>/<product-slug>
// and the gift-card page (content item, 50), and the subscription page (206) with its cart
// token. The product list's route is ProductListRoute.tsx's: a product's page loads no list code.
import {
  GiftCardPage,
  ProductDetailPage,
  SubscriptionPage,
} from '../../blocks/storefront/products/ProductPages';
import type { RouteViewProps } from './RouteView';

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
