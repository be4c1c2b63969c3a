// The report's commerce section (issue 22): the funnel from the day rollups, and revenue, average
// order value and top products from the range's real orders, in the store's currency. An order's
// value is its total's decimalValue, else its value (storefront.md §9). Test orders are left out
// unless asked; an order in another currency than the store's is left out of the sums.
import type { CommerceFunnel, CommerceReport, ProductReportRow } from '../api/analytics';
import { parseDecimal } from '../money/decimal';
import { moneyToWire } from '../money/wire';
import type { ProductCounts } from './day-report';

export const TOP_PRODUCTS = 10;

/** Money as an order may carry it: `decimalValue` and `currencyCode`, or `value` and `currency`. */
export interface OrderMoney {
  readonly decimalValue?: string | number;
  readonly value?: string | number;
  readonly currency?: string;
  readonly currencyCode?: string;
}

export interface ReportOrder {
  readonly testMode: boolean;
  readonly grandTotal: OrderMoney;
  readonly items: readonly {
    readonly itemId: string;
    readonly productName: string;
    readonly quantity: number;
    readonly unitPrice: OrderMoney;
  }[];
}

/** An amount in minor units and its currency: decimalValue, else value; undefined if unreadable. */
export function orderValueMinor(
  money: OrderMoney,
): { minor: number; currency: string } | undefined {
  const currency = money.currencyCode ?? money.currency;
  const decimal = parseDecimal(money.decimalValue ?? money.value);
  if (!decimal || decimal.coefficient < 0n || typeof currency !== 'string') return undefined;
  // Minor units are hundredths (shared/money/wire.ts); finer digits are cut.
  const shift = 2 - decimal.scale;
  const minor =
    shift >= 0
      ? decimal.coefficient * 10n ** BigInt(shift)
      : decimal.coefficient / 10n ** BigInt(-shift);
  return { minor: Number(minor), currency };
}

export function commerceReport(input: {
  readonly funnel: CommerceFunnel;
  readonly products: ReadonlyMap<string, ProductCounts>;
  readonly orders: readonly ReportOrder[];
  readonly currency: string;
  readonly includeTestOrders: boolean;
}): CommerceReport {
  const { currency } = input;
  const counted = input.orders.filter((order) => {
    if (order.testMode && !input.includeTestOrders) return false;
    return orderValueMinor(order.grandTotal)?.currency === currency;
  });
  const rows = new Map<
    string,
    { name: string; views: number; addToCart: number; orders: number; minor: number }
  >();
  for (const [id, product] of input.products) rows.set(id, { ...product, orders: 0, minor: 0 });
  let revenue = 0;
  for (const order of counted) {
    revenue += orderValueMinor(order.grandTotal)?.minor ?? 0;
    const seen = new Set<string>();
    for (const item of order.items) {
      const row = rows.get(item.itemId) ?? {
        name: '',
        views: 0,
        addToCart: 0,
        orders: 0,
        minor: 0,
      };
      row.name ||= item.productName;
      if (!seen.has(item.itemId)) row.orders += 1;
      seen.add(item.itemId);
      row.minor += (orderValueMinor(item.unitPrice)?.minor ?? 0) * item.quantity;
      rows.set(item.itemId, row);
    }
  }
  const topProducts: ProductReportRow[] = [...rows]
    .sort(
      ([idA, a], [idB, b]) =>
        b.minor - a.minor ||
        b.orders - a.orders ||
        b.addToCart - a.addToCart ||
        b.views - a.views ||
        (idA < idB ? -1 : 1),
    )
    .slice(0, TOP_PRODUCTS)
    .map(([productId, row]) => ({
      productId,
      name: row.name,
      views: row.views,
      addToCart: row.addToCart,
      orders: row.orders,
      revenue: moneyToWire(row.minor, currency),
    }));
  return {
    funnel: input.funnel,
    orders: counted.length,
    revenue: moneyToWire(revenue, currency),
    averageOrderValue: moneyToWire(
      counted.length === 0 ? 0 : Math.round(revenue / counted.length),
      currency,
    ),
    topProducts,
    includesTestOrders: input.includeTestOrders,
  };
}
