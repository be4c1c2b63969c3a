// The inventory list in "Products": search, sort by name, price or stock, and pages of rows.
// Pure: the dialog keeps the query and page and asks this module for the rows to show.
// Our choices where the spec is silent: search matches the name, a sku, a tag or a category,
// without regard to case; price sorts by the lowest price a shopper pays (shared fromPrice);
// stock counts unlimited as the most; ties keep name order; 20 rows a page.
import { compareDecimal } from '../../shared/money/decimal';
import { fromPrice } from '../../shared/products/prices';
import { totalStock } from '../../shared/products/status';
import type { Product } from '../../shared/products/types';
import { isLowStock } from '../../shared/store/preferences';

export const PRODUCTS_PER_PAGE = 20;

export type ProductSortKey = 'name' | 'price' | 'stock';
export type SortDirection = 'ascending' | 'descending';

export interface ProductQuery {
  readonly search: string;
  readonly sortBy: ProductSortKey;
  readonly direction: SortDirection;
  /** 0-based. */
  readonly page: number;
}

export const INITIAL_QUERY: ProductQuery = {
  search: '',
  sortBy: 'name',
  direction: 'ascending',
  page: 0,
};

/** Products as the list reads them: the spec's item plus the tags and categories we keep. */
export interface ListedProduct extends Product {
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
}

export interface ProductPage<T> {
  readonly rows: readonly T[];
  /** How many products match the search. */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
}

function matches(product: ListedProduct, needle: string): boolean {
  if (needle === '') return true;
  const haystack = [
    product.name ?? '',
    ...(product.structuredContent?.variants ?? []).map((variant) => variant.sku ?? ''),
    ...(product.tags ?? []),
    ...(product.categories ?? []),
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

const byName = (a: Product, b: Product) =>
  (a.name ?? '').localeCompare(b.name ?? '', 'en', { sensitivity: 'base', numeric: true });

const COMPARE: Readonly<Record<ProductSortKey, (a: Product, b: Product) => number>> = {
  name: byName,
  price: (a, b) => compareDecimal(fromPrice(a).amount, fromPrice(b).amount),
  stock: (a, b) => {
    const left = totalStock(a);
    const right = totalStock(b);
    return left === right ? 0 : left < right ? -1 : 1;
  },
};

/** The products matching the search, sorted, cut to the query's page (clamped to the last). */
export function productPage<T extends ListedProduct>(
  products: readonly T[],
  query: ProductQuery,
): ProductPage<T> {
  const needle = query.search.trim().toLowerCase();
  const sign = query.direction === 'ascending' ? 1 : -1;
  const compare = COMPARE[query.sortBy];
  const sorted = products
    .filter((product) => matches(product, needle))
    .sort((a, b) => sign * compare(a, b) || byName(a, b));
  const pageCount = Math.max(1, Math.ceil(sorted.length / PRODUCTS_PER_PAGE));
  const page = Math.min(Math.max(0, Math.floor(query.page)), pageCount - 1);
  const start = page * PRODUCTS_PER_PAGE;
  return {
    rows: sorted.slice(start, start + PRODUCTS_PER_PAGE),
    total: sorted.length,
    page,
    pageCount,
    hasNextPage: page < pageCount - 1,
    hasPreviousPage: page > 0,
  };
}

/** A new sort: the same key flips the direction, another starts ascending; back to page 1. */
export function sortBy(query: ProductQuery, key: ProductSortKey): ProductQuery {
  const direction =
    query.sortBy === key && query.direction === 'ascending' ? 'descending' : 'ascending';
  return { ...query, sortBy: key, direction, page: 0 };
}

/** A new search starts at page 1. */
export function searchFor(query: ProductQuery, search: string): ProductQuery {
  return { ...query, search, page: 0 };
}

/**
 * The stock column's text: "Unlimited" or the units left, marked "(low stock)" at or below the
 * store's low-stock level when one is given.
 */
export function stockText(product: Product, lowStockLevel?: number): string {
  const stock = totalStock(product);
  if (stock === Number.POSITIVE_INFINITY) return 'Unlimited';
  const low = lowStockLevel !== undefined && isLowStock(stock, lowStockLevel);
  return low ? `${stock} (low stock)` : String(stock);
}
