import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test-fetch';
import { ClientMessage, createCommerceClient } from './client';

function client(answer: Response | Error) {
  const fake = fakeFetch(answer);
  return { ...fake, api: createCommerceClient({ fetch: fake.fetch, cookies: () => 'crumb=c1' }) };
}

const input = {
  name: 'Tee',
  structuredContent: {
    productType: 1 as const,
    variants: [{ priceMoney: { value: '1.00', currency: 'USD' } }],
  },
};

describe('the commerce client', () => {
  it('lists products without the crumb', async () => {
    const { api, calls } = client(json(200, { products: [{ id: 'p1' }] }));
    expect(await api.listProducts()).toEqual({ ok: true, value: [{ id: 'p1' }] });
    expect(calls[0]!.url).toBe('/api/commerce/products');
    expect(calls[0]!.init.method).toBe('GET');
    expect(new Headers(calls[0]!.init.headers).has('X-CSRF-Token')).toBe(false);
  });

  it('creates and updates with the crumb and a JSON body', async () => {
    const { api, calls } = client(json(201, { product: { id: 'p9' } }));
    expect(await api.createProduct(input)).toEqual({ ok: true, value: { id: 'p9' } });
    await api.updateProduct('a b', input);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/commerce/products'],
      ['PUT', '/api/commerce/products/a%20b'],
    ]);
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('X-CSRF-Token')).toBe('c1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(input);
  });

  it("hands back a 400's message and the field it names", async () => {
    const { api } = client(
      json(400, { message: 'Price must not be negative.', field: 'variants.0.priceMoney' }),
    );
    expect(await api.createProduct(input)).toEqual({
      ok: false,
      status: 400,
      message: 'Price must not be negative.',
      field: 'variants.0.priceMoney',
    });
  });

  it('uses our sentence when the server sends none, or cannot be reached', async () => {
    expect(await client(new Response('oops', { status: 500 })).api.deleteProduct('p1')).toEqual({
      ok: false,
      status: 500,
      message: ClientMessage.deleteFailed,
    });
    expect(await client(new TypeError('offline')).api.listOrders()).toEqual({
      ok: false,
      status: 0,
      message: 'Unable to connect. Please try again.',
    });
  });

  it('refuses a 2xx answer of the wrong shape', async () => {
    const result = await client(json(200, { nope: true })).api.listProducts();
    expect(result).toMatchObject({ ok: false, status: 200, message: 'Unable to load. Try again.' });
  });

  it('deletes with the crumb', async () => {
    const { api, calls } = client(new Response(null, { status: 204 }));
    expect(await api.deleteProduct('p1')).toEqual({ ok: true, value: null });
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(new Headers(calls[0]!.init.headers).get('X-CSRF-Token')).toBe('c1');
  });

  it('pages restock groups, sign-ups and the outbox by cursor', async () => {
    const page = {
      signUpGroups: [],
      signUps: [],
      messages: [],
      hasNextPage: false,
      nextPageCursor: null,
    };
    const { api, calls } = client(json(200, page));
    expect((await api.restockGroups()).ok).toBe(true);
    await api.restockGroups('c2');
    await api.restockSignUps({ productId: 'p 1', variantId: 'v1' }, 'n');
    await api.outbox();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/site-users/account/notifications/restock/groups',
      '/api/site-users/account/notifications/restock/groups?cursor=c2',
      '/api/site-users/account/notifications/restock?productId=p+1&variantId=v1&cursor=n',
      '/api/site-users/account/notifications/restock/outbox',
    ]);
  });

  it('sends one group and all groups', async () => {
    const { api, calls } = client(json(200, { sent: 2 }));
    const group = { productId: 'p1', variantId: 'v1' };
    expect(await api.sendRestock(group)).toEqual({ ok: true, value: 2 });
    await api.sendAllRestock([group]);
    expect(calls[0]!.url).toBe('/api/site-users/account/notifications/restock/send');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ sendRequests: [group] });
    expect(calls[1]!.url).toBe('/api/site-users/account/notifications/restock/send/all');
  });

  it('lists orders', async () => {
    const { api, calls } = client(json(200, { orders: [{ id: 'o1' }] }));
    expect(await api.listOrders()).toEqual({ ok: true, value: [{ id: 'o1' }] });
    expect(calls[0]!.url).toBe('/api/commerce/orders');
  });
});
