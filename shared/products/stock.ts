// Stock sufficiency: spec storefront.md §7 (inventory call) "stock is enough if unlimited or stock
// is greater than the quantity already in the cart", and §5 message.
// Generalised to the quantity being added: enough when stock covers what is in the cart plus the
// new quantity. With the default of adding 1 this is exactly the spec's "greater than" rule.

import type { StockLevel } from './types';

export const NOT_ENOUGH_STOCK_MESSAGE = 'Sorry, we do not have enough of that item available.';

export function hasEnoughStock(stock: StockLevel, quantityInCart: number, adding = 1): boolean {
  if (stock.unlimited === true) return true;
  return (stock.qtyInStock ?? 0) >= quantityInCart + adding;
}
