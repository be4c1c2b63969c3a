import { describe, expect, it } from 'vitest';
import { CartMessage } from '../../../shared/cart/messages';
import { pillCartView } from '../../../shared/cart/pill-cart';
import { StorefrontApiError } from '../api';
import { cartEntry, product, sampleCart } from '../fixtures';
import {
  additionalFieldsSummary,
  cartFailureMessage,
  cartSync,
  crossSell,
  variantText,
} from './cart-view';

describe('cartSync', () => {
  it('is null before the first load', () => {
    expect(cartSync(null, {})).toBeNull();
  });

  it.each([
    [[cartEntry('p-a', 'a', 2, 1000)], { items: 2, subtotal: '$20.00' }, '$20'],
    [[cartEntry('p-a', 'a', 1, 1250)], { items: 1, subtotal: '$12.50' }, '$12.50'],
    [[cartEntry('p-a', 'a', 101, 100)], { items: 101, subtotal: '$101.00' }, '$101'],
  ])('%#: count and subtotal, zero fraction trimmed by the pill', (entries, sync, shown) => {
    const synced = cartSync(sampleCart(entries), {});
    expect(synced).toEqual(sync);
    expect(pillCartView(synced).subtotalText).toBe(shown);
  });

  it('uses the CLDR format when the site asks for it', () => {
    const synced = cartSync(
      sampleCart([cartEntry('p-a', 'a', 1, 123456)], {
        subtotal: { value: '1234.56', currency: 'EUR' },
      }),
      {
        useCLDRMoneyFormat: true,
        locale: 'de-DE',
      },
    );
    expect(synced?.subtotal).toMatch(/1\.234,56/);
  });
});

describe('entry lines', () => {
  it('names the variant', () => {
    const e = cartEntry('p-a', 'a', 1, 1000, { Size: 'Small' });
    expect(variantText(e)).toBe('Size: Small');
    expect(variantText({ chosenVariant: { ...e.chosenVariant, attributes: {} } })).toBe('');
  });

  it.each([
    [null, []],
    ['', []],
    [
      '{"Engraving":"J & O","Wrap":["Gift","Bow"],"When":{"Day":"1"}}',
      [
        { id: 'Engraving', label: 'Engraving', answer: 'J & O' },
        { id: 'Wrap', label: 'Wrap', answer: 'Gift, Bow' },
        { id: 'When', label: 'When', answer: 'Day: 1' },
      ],
    ],
    ['not json', null],
    ['[1,2]', null],
    ['"text"', null],
  ] as const)('summarises additional fields %j', (json, lines) => {
    expect(additionalFieldsSummary(json)).toEqual(lines);
  });

  it('labels answers by the field title when the form is known, without its hidden fields', () => {
    const fields = [
      { id: 'engraving', type: 'text', title: 'Engraving' },
      { id: 'gift', type: 'radio', title: 'Is it a gift?' },
      { id: 'source', type: 'hidden', title: '' },
    ] as const;
    const json = '{"engraving":"","gift":"Yes","source":"website","gone":"x"}';
    expect(additionalFieldsSummary(json, fields)).toEqual([
      { id: 'engraving', label: 'Engraving', answer: '' },
      { id: 'gift', label: 'Is it a gift?', answer: 'Yes' },
      { id: 'gone', label: 'gone', answer: 'x' },
    ]);
  });
});

describe('cartFailureMessage', () => {
  it.each([
    [new StorefrontApiError(0, null, true), CartMessage.checkConnection],
    [
      new StorefrontApiError(400, {
        message: 'Sorry, we do not have enough of that item available.',
      }),
      'Sorry, we do not have enough of that item available.',
    ],
    [new StorefrontApiError(500, null), CartMessage.unableToUpdateQuantity],
    [new Error('boom'), CartMessage.unableToUpdateQuantity],
  ])('%#', (error, message) => {
    expect(cartFailureMessage(error, CartMessage.unableToUpdateQuantity)).toBe(message);
  });
});

describe('crossSell', () => {
  const products = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
    product(`p-${id}`, [], {}, { name: id }),
  );
  it('lists other products not in the cart, at most four', () => {
    expect(crossSell(products, sampleCart([cartEntry('p-b', 'b', 1)])).map((p) => p.name)).toEqual([
      'a',
      'c',
      'd',
      'e',
    ]);
    expect(crossSell(products, null, 2).map((p) => p.name)).toEqual(['a', 'b']);
  });
});
