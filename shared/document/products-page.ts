// Whether a page is the kind that lists the store's products: a "main content" page (type 1)
// that holds no content collection (a blog, events or an album page is type 1 too). The SEO
// addresses (shared/seo/addresses.ts) and the live site's product templates
// (server/live/routes.ts) both decide it here.
import { PageType } from '../codes/page-types';
import type { Page } from './schema';

export function isProductsPage(page: Pick<Page, 'pageType' | 'collection'>): boolean {
  return page.pageType === PageType.mainContent && !page.collection;
}
