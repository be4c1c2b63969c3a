// What a route shows when it is not simply one of the owner's pages: the view for its page
// type (the spec's numeric codes). An owner page of such a type (say a page the owner made with
// type 200) shows its own blocks and then that view. Features add their page types here; on the
// live site the storefront's views are islands (islands/kinds.ts, islands/loaders.ts).
import { type ComponentType, useContext } from 'react';
import { ProductTemplateContext } from '../../blocks/storefront/products/TemplatedProduct';
import { PageType, type PageTypeCode } from '../../shared/codes/page-types';
import { Island } from '../islands/Island';
import { ISLAND_ROUTE_TYPES, IslandKind } from '../islands/kinds';
import type { Route } from '../routes';
import { CollectionItemRoute, CollectionListRoute } from './CollectionRoutes';
import { ProductListRoute } from './ProductListRoute';
import { ContentItemRoute, SubscriptionRoute } from './ProductRoutes';
import { SearchPage } from './SearchPage';
import { AccountRoute, CartRoute, CheckoutRoute, OrderConfirmedRoute } from './StorefrontPages';
import { NotFoundPage } from './SystemPage';

export interface RouteViewProps {
  readonly route: Route;
}

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

/** The page types an owner's template can render (a product's page, a products page's list). */
const TEMPLATED_PAGES: ReadonlySet<number> = new Set([PageType.contentItem, PageType.mainContent]);

export function RouteView({ route }: RouteViewProps) {
  const template = useContext(ProductTemplateContext);
  // A collection's page and items are plain HTML, never islands.
  if (route.collection) {
    return route.pageType === PageType.contentItem ? (
      <CollectionItemRoute route={route} />
    ) : (
      <CollectionListRoute route={route} />
    );
  }
  const View = PAGE_TYPE_VIEWS[route.pageType];
  if (!View) return null;
  if (!ISLAND_ROUTE_TYPES.has(route.pageType)) return <View route={route} />;
  // A product or products page through the owner's template says so to the browser, which reads
  // the output from the page itself (islands/hydrate.tsx), so the page does not carry it twice.
  const templated =
    template && TEMPLATED_PAGES.has(route.pageType) ? { template: { kind: template.kind } } : {};
  return (
    <Island kind={IslandKind.route} props={{ route, ...templated }}>
      <View route={route} />
    </Island>
  );
}
