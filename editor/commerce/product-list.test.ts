import { describe, expect, it } from 'vitest';
import {
  INITIAL_QUERY,
  type ListedProduct,
  PRODUCTS_PER_PAGE,
  productPage,
  searchFor,
  sortBy,
  stockText,
} from './product-list';

function product(
  name: string,
  price: string,
  stock: number | 'unlimited',
  extra: Partial<ListedProduct> = {},
): ListedProduct {
  return {
    id: name,
    name,
    structuredContent: {
      productType: 1,
      variants: [
        {
          sku: `SKU-${name}`,
          priceMoney: { value: price, currency: 'USD' },
          unlimited: stock === 'unlimited',
          qtyInStock: stock === 'unlimited' ? 0 : stock,
        },
      ],
    },
    ...extra,
  };
}

const shop = [
  product('Mug', '12.00', 3, { tags: ['kitchen'] }),
  product('apron', '25.50', 0, { categories: ['Linen'] }),
  product('Candle', '9.99', 'unlimited'),
  product('Bowl', '12.00', 10),
];
const names = (rows: readonly ListedProduct[]) => rows.map((p) => p.name);

describe('productPage', () => {
  it('sorts by name without regard to case', () => {
    expect(names(productPage(shop, INITIAL_QUERY).rows)).toEqual([
      'apron',
      'Bowl',
      'Candle',
      'Mug',
    ]);
  });

  it('sorts by price, ties by name, and flips on a second click', () => {
    const byPrice = sortBy(INITIAL_QUERY, 'price');
    expect(names(productPage(shop, byPrice).rows)).toEqual(['Candle', 'Bowl', 'Mug', 'apron']);
    const down = sortBy(byPrice, 'price');
    expect(down.direction).toBe('descending');
    expect(names(productPage(shop, down).rows)).toEqual(['apron', 'Bowl', 'Mug', 'Candle']);
  });

  it('sorts by stock with unlimited as the most', () => {
    const rows = productPage(shop, sortBy(INITIAL_QUERY, 'stock')).rows;
    expect(names(rows)).toEqual(['apron', 'Mug', 'Bowl', 'Candle']);
    expect(rows.map((row) => stockText(row))).toEqual(['0', '3', '10', 'Unlimited']);
  });

  it("marks stock at or below the store's low-stock level, never sold out or unlimited", () => {
    const rows = productPage(shop, sortBy(INITIAL_QUERY, 'stock')).rows;
    expect(rows.map((row) => stockText(row, 3))).toEqual(['0', '3 (low stock)', '10', 'Unlimited']);
    expect(rows.map((row) => stockText(row, 10))).toEqual([
      '0',
      '3 (low stock)',
      '10 (low stock)',
      'Unlimited',
    ]);
  });

  it.each([
    ['mu', ['Mug']],
    ['SKU-BOWL', ['Bowl']],
    ['kitchen', ['Mug']],
    ['linen', ['apron']],
    ['  ', ['apron', 'Bowl', 'Candle', 'Mug']],
    ['nothing', []],
  ])('searching %j finds %j', (search, expected) => {
    expect(names(productPage(shop, searchFor(INITIAL_QUERY, search)).rows)).toEqual(expected);
  });

  it('pages the rows and clamps a page past the end', () => {
    const many = Array.from({ length: PRODUCTS_PER_PAGE + 3 }, (_, i) =>
      product(`P${String(i).padStart(2, '0')}`, '1', 1),
    );
    const first = productPage(many, INITIAL_QUERY);
    expect(first).toMatchObject({ total: 23, page: 0, pageCount: 2, hasNextPage: true });
    expect(first.rows).toHaveLength(PRODUCTS_PER_PAGE);
    const last = productPage(many, { ...INITIAL_QUERY, page: 7 });
    expect(last).toMatchObject({ page: 1, hasNextPage: false, hasPreviousPage: true });
    expect(names(last.rows)).toEqual(['P20', 'P21', 'P22']);
    expect(productPage([], INITIAL_QUERY)).toMatchObject({ pageCount: 1, hasNextPage: false });
  });

  it('goes back to the first page on a new search or sort', () => {
    const later = { ...INITIAL_QUERY, page: 3 };
    expect(searchFor(later, 'x').page).toBe(0);
    expect(sortBy(later, 'stock')).toMatchObject({ page: 0, direction: 'ascending' });
  });
});
