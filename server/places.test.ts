// The address-suggestion calls over real HTTP: visitors get regions and postal codes, a signed-in
// site user also their own earlier addresses (never another's); a call without the tracking
// context is answered and logged; 429 past the limit.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommercePath } from '../shared/api/commerce';
import {
  type AutocompleteResponse,
  CHECKOUT_TRACKING,
  type PlaceDetailsResponse,
  PlacesMessage,
  PlacesPath,
} from '../shared/api/places';
import { SITE_USER_ACCOUNT_PATH, SITE_USER_SESSION_PATH } from '../shared/api/site-users';
import {
  SHIPPING_ADDRESS,
  type Shopper,
  type ShopServer,
  startShop,
} from './commerce-test-helpers';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop('places');
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());
afterEach(() => vi.restoreAllMocks());

const tracking = new URLSearchParams(CHECKOUT_TRACKING).toString();
const suggest = (shopper: Shopper, input: string, country = 'US', context = tracking) =>
  shopper.json<AutocompleteResponse & { message?: string }>(
    'GET',
    `${PlacesPath.autocomplete}?${context}&country=${country}&input=${encodeURIComponent(input)}`,
  );
const details = (shopper: Shopper, placeId: string) =>
  shopper.json<PlaceDetailsResponse & { message?: string }>(
    'GET',
    `${PlacesPath.details}?${tracking}&placeId=${encodeURIComponent(placeId)}`,
  );

async function signedInBuyer(email: string): Promise<Shopper> {
  const shopper = await shop.shopper();
  const body = { email, password: 'a long password' };
  expect((await shopper.json('POST', SITE_USER_ACCOUNT_PATH, body)).status).toBe(201);
  expect((await shopper.json('POST', SITE_USER_SESSION_PATH, body)).status).toBe(200);
  const cushion = await shop.product('Linen Cushion');
  await shopper.json('POST', CommercePath.cartEntries, {
    itemId: cushion.id,
    sku: cushion.structuredContent.variants[0]?.sku,
    quantity: 1,
  });
  const placed = await shopper.json('POST', CommercePath.orders, {
    email,
    shippingAddress: { ...SHIPPING_ADDRESS, address1: '77 Quill Lane' },
  });
  expect(placed.status).toBe(201);
  return shopper;
}

describe('places', () => {
  it('suggests regions and postal codes to a visitor, with their details', async () => {
    const visitor = await shop.shopper();
    const regions = await suggest(visitor, 'Ont', 'CA');
    expect(regions.status).toBe(200);
    expect(regions.body.predictions.map((p) => p.description)).toEqual(['Ontario, Canada']);
    const place = await details(visitor, regions.body.predictions[0]?.placeId ?? '');
    expect(place.body.result.address).toEqual({ state: 'ON', country: 'CA' });
    const postal = await suggest(visitor, '10001');
    expect(postal.body.predictions.map((p) => p.placeId)).toEqual(['postal:US:10001']);
    expect(await details(visitor, 'region:US:ZZ')).toEqual({
      status: 404,
      body: { message: PlacesMessage.placeNotFound },
    });
    expect((await suggest(visitor, 'x'.repeat(201))).body).toEqual({
      message: PlacesMessage.inputTooLong,
    });
    expect((await suggest(visitor, 'a', 'USA')).status).toBe(400);
  });

  it("suggests a signed-in user's earlier address to them only", async () => {
    const ada = await signedInBuyer('places-ada@example.com');
    const mine = await suggest(ada, 'quill');
    expect(mine.body.predictions[0]).toMatchObject({
      mainText: '77 Quill Lane',
      secondaryText: 'Springfield, NY 10001, United States',
      types: ['street_address'],
    });
    const full = await details(ada, mine.body.predictions[0]?.placeId ?? '');
    expect(full.body.result.address).toMatchObject({
      address1: '77 Quill Lane',
      postalCode: '10001',
    });
    const visitor = await shop.shopper();
    expect((await suggest(visitor, 'quill')).body.predictions).toEqual([]);
    expect((await details(visitor, 'address:0')).status).toBe(404);
  });

  it('answers a call without the tracking context and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const visitor = await shop.shopper();
    const answer = await suggest(visitor, 'Texas', 'US', 'productPage=checkout');
    expect(answer.body.predictions.map((p) => p.mainText)).toEqual(['Texas']);
    expect(logged).toHaveBeenCalledWith(PlacesMessage.trackingMissing, expect.anything());
    logged.mockClear();
    await suggest(visitor, 'Texas');
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers 429 past 60 quick calls from one address', async () => {
    const visitor = await shop.shopper();
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await suggest(visitor, 'Texas')).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
