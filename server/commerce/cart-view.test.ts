import { describe, expect, it } from 'vitest';
import type { CartEntriesTable } from '../storage/database';
import { emptyCart, shoppingCart } from './cart-view';

const row = (
  id: string,
  productType: number,
  quantity: number,
  price: number,
): CartEntriesTable => ({
  id,
  cart_id: 'c',
  position: 0,
  product_id: `p-${id}`,
  variant_id: `v-${id}`,
  sku: `SKU-${id}`,
  attributes: '{"Size":"S"}',
  title: `Item ${id}`,
  product_type: productType,
  quantity,
  currency: 'USD',
  unit_price_minor: price,
  additional_fields: null,
  image_url: null,
});

const header = { id: 'c', websiteId: 'w', orderId: null, created: 5, isPurchased: false };

describe('shoppingCart', () => {
  it('computes totals and the shipping flags', () => {
    const cart = shoppingCart(header, [row('a', 1, 2, 1999), row('b', 2, 1, 500)]);
    expect(cart).toMatchObject({
      subtotalCents: 4498,
      grandTotalCents: 4498,
      subtotal: { value: '44.98', currency: 'USD' },
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(cart.entries[0]).toMatchObject({
      itemId: 'p-a',
      chosenVariant: { id: 'v-a', sku: 'SKU-a', attributes: { Size: 'S' } },
      purchasePriceCents: 1999,
      subTotal: { value: '39.98', currency: 'USD' },
    });
  });

  it('calls a cart of digital products and gift cards purely digital', () => {
    const cart = shoppingCart(header, [row('a', 2, 1, 100), row('b', 4, 1, 2500)]);
    expect(cart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
  });

  it('a service needs no shipping and is not digital', () => {
    const cart = shoppingCart(header, [row('a', 3, 1, 100)]);
    expect(cart).toMatchObject({
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('an empty cart has zero totals and no flags', () => {
    expect(emptyCart('w', 1, 'EUR')).toMatchObject({
      id: '',
      entries: [],
      totalQuantity: 0,
      subtotal: { value: '0.00', currency: 'EUR' },
      purelyDigital: false,
    });
  });
});
