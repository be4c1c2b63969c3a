// Route view of the product list under a products collection page (type 1), its page number
// from the address (its own module, loaded only where a list is shown; ProductRoutes.tsx has the
// product's own pages).
import { ProductListPage } from '../../blocks/storefront/products/ProductListPage';
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
