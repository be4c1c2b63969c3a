import { describe, expect, it } from 'vitest';
import { CartMessage, cartUpdateFailureMessage } from './messages';

describe('cart messages', () => {
  it('quotes the spec list exactly, in order', () => {
    expect(Object.values(CartMessage)).toEqual([
      'Unable to add item.',
      'Unable to remove item.',
      'Unable to update quantity.',
      'Unable to update form.',
      'Unable to open form.',
      'Please check your internet connection.',
      'Update the missing or invalid information above.',
      'You have nothing in your shopping cart.',
    ]);
  });

  it.each([
    ['Out of stock', 'Out of stock'],
    ['  ', 'Unable to update quantity.'],
    [undefined, 'Unable to update quantity.'],
    [42, 'Unable to update quantity.'],
  ] as const)('server message %j -> %s', (server, shown) => {
    expect(cartUpdateFailureMessage(server, CartMessage.unableToUpdateQuantity)).toBe(shown);
  });
});
