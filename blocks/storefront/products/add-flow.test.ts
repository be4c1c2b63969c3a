import { describe, expect, it } from 'vitest';
import { CommercePath } from '../../../shared/api/commerce';
import { StorefrontApiError } from '../api';
import { cartEntry, product, sampleCart, variant } from '../fixtures';
import { AddCancelled, type AddDeps, addToCart, StorefrontPath } from './add-flow';

const table = product('p1', [variant('A', {}, '10.00', { qtyInStock: 3 })]);
const cart = sampleCart([cartEntry('p1', 'A', 1)]);

function deps(overrides: Partial<AddDeps> = {}) {
  const posts: { path: string; body: unknown }[] = [];
  const value: AddDeps = {
    loadStock: async () => ({ results: [{ sku: 'A', unlimited: false, qtyInStock: 3 }] }),
    post: async <T>(path: string, body: unknown) => {
      posts.push({ path, body });
      const answer =
        path === CommercePath.subscriptionCart ? { cartToken: 'tok en' } : { shoppingCart: cart };
      return answer as T;
    },
    cart: null,
    expressCheckout: false,
    askAnswers: async () => {
      throw new Error('This product has no form.');
    },
    ...overrides,
  };
  return { value, posts };
}

describe('a product with an additional-fields form', () => {
  const withForm = {
    ...table,
    structuredContent: { ...table.structuredContent, additionalFieldsFormId: 'f1' },
  };

  it('asks for the answers and sends them with the add', async () => {
    const asked: string[] = [];
    const run = deps({
      askAnswers: async (formId) => {
        asked.push(formId);
        return '{"q":"Blue"}';
      },
    });
    await addToCart(withForm, variant('A', {}, '10.00'), 1, run.value);
    expect(asked).toEqual(['f1']);
    expect(run.posts).toEqual([
      {
        path: CommercePath.cartEntries,
        body: { itemId: 'p1', sku: 'A', quantity: 1, additionalFields: '{"q":"Blue"}' },
      },
    ]);
  });

  it('adds nothing when the form is closed', async () => {
    const run = deps({ askAnswers: async () => null });
    await expect(
      addToCart(withForm, variant('A', {}, '10.00'), 1, run.value),
    ).rejects.toBeInstanceOf(AddCancelled);
    expect(run.posts).toEqual([]);
  });
});

describe('add to cart', () => {
  it('adds and stays, or goes to checkout on an express-checkout site', async () => {
    const plain = deps();
    expect(await addToCart(table, variant('A', {}, '10.00'), 2, plain.value)).toEqual({
      cart,
      next: null,
    });
    expect(plain.posts).toEqual([
      {
        path: CommercePath.cartEntries,
        body: { itemId: 'p1', sku: 'A', quantity: 2, additionalFields: null },
      },
    ]);
    const express = deps({ expressCheckout: true });
    expect((await addToCart(table, variant('A', {}, '10.00'), 1, express.value)).next).toBe(
      StorefrontPath.checkout,
    );
  });

  it('refuses with the spec sentence when the cart already holds the stock', async () => {
    const full = deps({ cart: sampleCart([cartEntry('p1', 'A', 3)]) });
    const refusal = await addToCart(table, variant('A', {}, '10.00'), 1, full.value).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(StorefrontApiError);
    expect((refusal as StorefrontApiError).serverMessage).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(full.posts).toEqual([]);
    const boundary = deps({ cart });
    await expect(
      addToCart(table, variant('A', {}, '10.00'), 2, boundary.value),
    ).resolves.toMatchObject({ next: null });
  });

  it('sends a subscription to its page with the cart token, a gift card to its page', async () => {
    const box = product('box', [variant('S', {}, '5.00', { unlimited: true })], {
      isSubscribable: true,
    });
    const sub = deps({
      loadStock: async () => ({ results: [{ sku: 'S', unlimited: true, qtyInStock: 0 }] }),
    });
    expect(await addToCart(box, variant('S', {}, '5.00'), 1, sub.value)).toEqual({
      cart: null,
      next: '/subscription?cartToken=tok%20en',
    });
    expect(sub.posts[0]).toEqual({
      path: CommercePath.subscriptionCart,
      body: { itemId: 'box', sku: 'S', qty: 1 },
    });
    const gift = product('g', [variant('G', { Amount: '$5' }, '5.00')], { productType: 4 });
    const noStockRead = deps({
      loadStock: () => Promise.reject(new Error('gift cards have no stock to read')),
      expressCheckout: true,
    });
    expect((await addToCart(gift, variant('G', {}, '5.00'), 1, noStockRead.value)).next).toBe(
      '/gift-card/g',
    );
  });
});
