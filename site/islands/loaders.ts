// What the browser loads for each island kind, each by a dynamic import so a page fetches only
// the code of the islands it has. A block island loads its type's renderer alone (not the
// registry of every block); a route island its page type's view.
import type { ComponentType } from 'react';
import type { BlockRenderProps } from '../../blocks/types';
import { BlockType } from '../../shared/codes/block-type-codes';
import { PageType } from '../../shared/codes/page-types';
import type { RouteViewProps } from '../components/RouteView';

type BlockRender = ComponentType<BlockRenderProps<never>>;
type Load<T> = () => Promise<T>;

export const BLOCK_RENDERERS: Readonly<Record<number, Load<BlockRender>>> = {
  [BlockType.gallery]: () => import('../../blocks/gallery/Render').then((m) => m.GalleryRender),
  [BlockType.form]: () => import('../../blocks/form/Render').then((m) => m.FormRender),
  [BlockType.video]: () => import('../../blocks/video/Render').then((m) => m.VideoRender),
  [BlockType.product]: () => import('../../blocks/product/Render').then((m) => m.ProductRender),
  [BlockType.newsletter]: () =>
    import('../../blocks/newsletter/Render').then((m) => m.NewsletterRender),
  [BlockType.donation]: () => import('../../blocks/donation/Render').then((m) => m.DonationRender),
  [BlockType.accordion]: () =>
    import('../../blocks/accordion/Render').then((m) => m.AccordionRender),
  [BlockType.marquee]: () => import('../../blocks/marquee/Render').then((m) => m.MarqueeRender),
};

type RouteView = ComponentType<RouteViewProps>;
const productRoutes = () => import('../components/ProductRoutes');
const storefrontPages = () => import('../components/StorefrontPages');

export const ROUTE_VIEWS: Readonly<Record<number, Load<RouteView>>> = {
  [PageType.mainContent]: () =>
    import('../components/ProductListRoute').then((m) => m.ProductListRoute),
  [PageType.contentItem]: () => productRoutes().then((m) => m.ContentItemRoute),
  [PageType.subscriptionConfirmed]: () => productRoutes().then((m) => m.SubscriptionRoute),
  [PageType.showCart]: () => storefrontPages().then((m) => m.CartRoute),
  [PageType.checkout]: () => storefrontPages().then((m) => m.CheckoutRoute),
  [PageType.orderConfirmed]: () => storefrontPages().then((m) => m.OrderConfirmedRoute),
  [PageType.singleSignOnPage]: () => storefrontPages().then((m) => m.AccountRoute),
};
