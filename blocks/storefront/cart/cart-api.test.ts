import { describe, expect, it } from 'vitest';
import type { UpdateEntryResponse } from '../../../shared/api/commerce';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../../shared/api/sites';
import { StorefrontApiError } from '../api';
import { createCartStore } from '../cart-store';
import { cartEntry, sampleCart } from '../fixtures';
import { changeQuantity, updateAdditionalFields } from './cart-api';

const entry = cartEntry('p1', 'A', 3);
const answer: UpdateEntryResponse = { shoppingCart: sampleCart([entry]), updatedEntry: entry };

function fakeServer(status = 200) {
  const calls: { path: string; init: RequestInit }[] = [];
  const options = {
    cookies: () => `${CRUMB_COOKIE}=c1`,
    fetch: async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      const body = status === 200 ? answer : { message: 'Not enough.' };
      return new Response(JSON.stringify(body), { status });
    },
  };
  return { calls, options };
}

describe('entry updates', () => {
  it.each([
    [
      'changeQuantity',
      (store: ReturnType<typeof createCartStore>, options: object) =>
        changeQuantity('p1-A', 3, store, options),
      '/api/commerce/shopping-cart/entries/p1-A',
      { quantity: 3 },
    ],
    [
      'updateAdditionalFields',
      (store: ReturnType<typeof createCartStore>, options: object) =>
        updateAdditionalFields(entry, '{"a":"1"}', store, options),
      '/api/commerce/shopping-cart/entries/p1-A/additionalFields',
      { itemId: 'p1', sku: 'A', additionalFields: '{"a":"1"}' },
    ],
  ])('%s PUTs with the crumb and stores the cart answered', async (_, call, path, body) => {
    const store = createCartStore();
    const { calls, options } = fakeServer();
    await expect(call(store, options)).resolves.toEqual(answer);
    expect(calls).toHaveLength(1);
    const [{ path: sent, init }] = calls as [(typeof calls)[number]];
    expect(sent).toBe(path);
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)[CRUMB_HEADER]).toBe('c1');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(store.getState().cart).toEqual(answer.shoppingCart);
  });

  it('leaves the stored cart alone when refused', async () => {
    const store = createCartStore();
    const { options } = fakeServer(400);
    await expect(changeQuantity('p1-A', 99, store, options)).rejects.toBeInstanceOf(
      StorefrontApiError,
    );
    expect(store.getState().cart).toBeNull();
  });
});
