// Loading products and their stock in the frame. One request per product id at a time: blocks
// showing the same product share it. Stock is read again for every add (the add checks it).
// When the owner changes the products in the editor, refreshCatalogue forgets what was loaded
// and bumps the catalogue's version; the views load again when it changes.
import {
  CommercePath,
  type ProductItem,
  type ProductListResponse,
  type StockResponse,
} from '../../../shared/api/commerce';
import { getJson, StorefrontApiError } from '../api';
import { withStock } from './product-view';

const pending = new Map<string, Promise<ProductItem>>();

export function loadStock(itemId: string): Promise<StockResponse> {
  return getJson<StockResponse>(CommercePath.stock, { itemId });
}

/**
 * The product by id, or by slug (the demo site names its products by slug: the store makes ids
 * when it is seeded), from the catalogue loaded once per page view.
 */
async function productByIdOrSlug(ref: string): Promise<ProductItem> {
  const products = await loadCatalogue();
  const found =
    products.find((product) => product.id === ref) ??
    products.find((product) => product.slug === ref);
  if (!found) throw new StorefrontApiError(404, { message: 'That product does not exist.' });
  return found;
}

/** The product with its current stock. A failed load is forgotten, so the next call retries. */
export function loadProduct(ref: string): Promise<ProductItem> {
  const known = pending.get(ref);
  if (known) return known;
  const load = productByIdOrSlug(ref).then(async (product) =>
    withStock(product, await loadStock(product.id).catch(() => null)),
  );
  pending.set(ref, load);
  load.catch(() => pending.delete(ref));
  return load;
}

/** Forgets loaded products (after an add changed stock, or in tests). */
export function forgetProducts(): void {
  pending.clear();
  catalogue = null;
}

let catalogue: Promise<readonly ProductItem[]> | null = null;
let language: string | null = null;

/**
 * The language the live page is shown in: the catalogue is read in it (its products' translated
 * words, docs/languages.md); forgets what was read in another.
 */
export function setCatalogueLanguage(tag: string): void {
  if (tag === language) return;
  language = tag;
  forgetProducts();
}

/** Every product of the store, loaded once per page view (a failure is retried next time). */
export function loadCatalogue(): Promise<readonly ProductItem[]> {
  const query = language ? { language } : undefined;
  catalogue ??= getJson<ProductListResponse>(CommercePath.products, query).then(
    (answer) => answer.products,
    (error: unknown) => {
      catalogue = null;
      throw error;
    },
  );
  return catalogue;
}

let version = 0;
const listeners = new Set<() => void>();

/** Forgets the loaded catalogue and products and tells the views to load them again. */
export function refreshCatalogue(): void {
  forgetProducts();
  version += 1;
  for (const listener of listeners) listener();
}

/** The catalogue's version: a number that changes each time refreshCatalogue runs. */
export function catalogueVersion(): number {
  return version;
}

/** Calls the listener after each refreshCatalogue; returns the unsubscribe. */
export function onCatalogueRefresh(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
