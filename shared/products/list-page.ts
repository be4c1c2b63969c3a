// Which products a page of a products collection lists: 200 a page (MAX_PRODUCTS_PER_COLLECTION),
// `?page=2` the next; the built-in list and an owner's list template show the same ones.
import type { ProductItem } from '../api/commerce';
import { MAX_PRODUCTS_PER_COLLECTION } from '../limits';

/** The products page `page` (from 1) of a list shows. */
export function productsOnPage(products: readonly ProductItem[], page: number): ProductItem[] {
  const start = (Math.max(1, page) - 1) * MAX_PRODUCTS_PER_COLLECTION;
  return products.slice(start, start + MAX_PRODUCTS_PER_COLLECTION);
}
