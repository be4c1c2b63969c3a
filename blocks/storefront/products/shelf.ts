// Products known before any request from the browser: on the live site the server renders a page
// with the store's catalogue (with stock) and the browser hydrates from what that render used,
// carried in the page's islands data, so a product page's first HTML is the finished page and the
// island does not fetch the product again. In the editor's frame there is no shelf (products load
// by request, catalogue.ts).
import { createContext, useContext } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';

/** What a server render used, for the browser to hydrate from (JSON). */
export interface ShelfData {
  /** The products the page showed. */
  readonly products: readonly ProductItem[];
  /** The references (id or slug) asked for that are not in the store. */
  readonly missing: readonly string[];
  /** Whether the page listed the whole catalogue (the product list page). */
  readonly listed: boolean;
}

export type ShelfLookup =
  | { readonly state: 'ready'; readonly product: ProductItem }
  | { readonly state: 'missing' };

export class ProductShelf {
  private readonly used = new Set<ProductItem>();
  private readonly missing: Set<string>;
  private listed = false;

  /**
   * `complete`: the shelf holds every product of the store, so a reference it lacks is missing
   * (the server's catalogue, or a page that listed the catalogue).
   */
  private constructor(
    private readonly products: readonly ProductItem[],
    private readonly complete: boolean,
    missing: readonly string[],
  ) {
    this.missing = new Set(missing);
  }

  /** The whole catalogue (the server's render). */
  static ofCatalogue(products: readonly ProductItem[]): ProductShelf {
    return new ProductShelf(products, true, []);
  }

  /** What a server render used (the browser's hydration). */
  static ofData(data: ShelfData): ProductShelf {
    return new ProductShelf(data.products, data.listed, data.missing);
  }

  /** The product by id or slug; null when the shelf cannot tell (load it instead). */
  lookup(ref: string): ShelfLookup | null {
    const product =
      this.products.find((item) => item.id === ref) ??
      this.products.find((item) => item.slug === ref);
    if (product) {
      this.used.add(product);
      return { state: 'ready', product };
    }
    if (!this.complete && !this.missing.has(ref)) return null;
    this.missing.add(ref);
    return { state: 'missing' };
  }

  /** Every product of the store, in catalogue order; null when the shelf does not hold them all. */
  list(): readonly ProductItem[] | null {
    if (!this.complete) return null;
    this.listed = true;
    for (const product of this.products) this.used.add(product);
    return this.products;
  }

  /** What was asked of the shelf, for the browser; null when nothing was. */
  data(): ShelfData | null {
    if (this.used.size === 0 && this.missing.size === 0 && !this.listed) return null;
    const products = this.listed ? [...this.products] : [...this.used];
    return { products, missing: [...this.missing], listed: this.listed };
  }
}

export const ProductShelfContext = createContext<ProductShelf | null>(null);

export function useProductShelf(): ProductShelf | null {
  return useContext(ProductShelfContext);
}
