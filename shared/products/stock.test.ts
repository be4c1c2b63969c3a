import { describe, expect, it } from 'vitest';
import { hasEnoughStock, NOT_ENOUGH_STOCK_MESSAGE } from './stock';
import type { StockLevel } from './types';

describe('hasEnoughStock', () => {
  it.each<[StockLevel, number, number | undefined, boolean]>([
    [{ unlimited: true, qtyInStock: 0 }, 500, undefined, true],
    // Spec rule (adding one): stock greater than the quantity already in the cart.
    [{ qtyInStock: 3 }, 2, undefined, true],
    [{ qtyInStock: 3 }, 3, undefined, false],
    [{ qtyInStock: 1 }, 0, undefined, true],
    [{ qtyInStock: 0 }, 0, undefined, false],
    [{}, 0, undefined, false],
    // Adding more than one must fit too.
    [{ qtyInStock: 5 }, 2, 3, true],
    [{ qtyInStock: 5 }, 2, 4, false],
  ])('%j with %i in cart adding %s -> %s', (stock, inCart, adding, expected) => {
    expect(hasEnoughStock(stock, inCart, adding)).toBe(expected);
  });

  it('quotes the message', () => {
    expect(NOT_ENOUGH_STOCK_MESSAGE).toBe('Sorry, we do not have enough of that item available.');
  });
});
