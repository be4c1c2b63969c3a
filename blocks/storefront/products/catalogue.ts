// Loading products and their stock in the frame. One request per product id at a time: blocks
// showing the same product share it. Stock is read again for every add (the add checks it).
import {
  CommercePath,
  type ProductItem,
  type ProductListResponse,
  type ProductResponse,
  type StockResponse,
} from '../../../shared/api/commerce';
import { getJson } from '../api';
import { withStock } from './product-view';

const pending = new Map<string, Promise<ProductItem>>();

export function loadStock(itemId: string): Promise<StockResponse> {
  return getJson<StockResponse>(CommercePath.stock, { itemId });
}

/** The product with its current stock. A failed load is forgotten, so the next call retries. */
export function loadProduct(id: string): Promise<ProductItem> {
  const known = pending.get(id);
  if (known) return known;
  const load = Promise.all([
    getJson<ProductResponse>(CommercePath.product(id)),
    loadStock(id).catch(() => null),
  ]).then(([answer, stock]) => withStock(answer.product, stock));
  pending.set(id, load);
  load.catch(() => pending.delete(id));
  return load;
}

/** Forgets loaded products (after an add changed stock, or in tests). */
export function forgetProducts(): void {
  pending.clear();
}

export async function loadCatalogue(): Promise<readonly ProductItem[]> {
  return (await getJson<ProductListResponse>(CommercePath.products)).products;
}
