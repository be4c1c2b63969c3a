import { describe, expect, it } from 'vitest';
import {
  type AddErrorContext,
  type AddFailure,
  addErrorAlert,
  addErrorMessage,
  addErrorTitle,
} from './add-to-cart-errors';

// Spec storefront.md §8 "Add to cart".
describe('addErrorTitle', () => {
  it.each<[AddErrorContext | undefined, string]>([
    [undefined, 'Unable to Add Item'],
    [{}, 'Unable to Add Item'],
    [{ expressCheckout: true }, 'Unable to Purchase Item'],
    [{ giftCard: true }, 'Unable to purchase Gift Card'],
    [{ giftCard: true, expressCheckout: true }, 'Unable to purchase Gift Card'],
  ])('%j -> %s', (context, expected) => {
    expect(addErrorTitle(context)).toBe(expected);
  });
});

describe('addErrorMessage', () => {
  it.each<[AddFailure, string]>([
    [
      { kind: 'crumb', cookiesEnabled: true },
      'Your session has expired. Please reload the page and try again.',
    ],
    [
      { kind: 'crumb', cookiesEnabled: false },
      'Please enable cookies in your browser, reload the page, and try again.',
    ],
    [{ kind: 'http', status: 429, message: 'Too many' }, 'Please try again in a few seconds.'],
    [
      { kind: 'http', status: 400, message: 'This item is no longer available.' },
      'This item is no longer available.',
    ],
    [{ kind: 'http', status: 500, message: '  ' }, 'Unable to add item.'],
    [{ kind: 'http', status: 500, message: null }, 'Unable to add item.'],
    [{ kind: 'http', status: 0 }, 'Unable to add item.'],
  ])('%j -> %s', (failure, expected) => {
    expect(addErrorMessage(failure)).toBe(expected);
  });

  it('combines title and message', () => {
    expect(addErrorAlert({ kind: 'http', status: 429 }, { expressCheckout: true })).toEqual({
      title: 'Unable to Purchase Item',
      message: 'Please try again in a few seconds.',
    });
    expect(addErrorAlert({ kind: 'crumb', cookiesEnabled: true }).title).toBe('Unable to Add Item');
  });
});
