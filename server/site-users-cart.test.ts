// Carts of signed-in site users over real HTTP: the cart follows the user to another browser,
// a visitor's cart merges in on sign-in, nobody else reaches a user's cart by its id, sign-out
// with and without cloneCart, and orders that record the user.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AddToCartResponse,
  CART_COOKIE,
  CommercePath,
  HAS_CART_COOKIE,
  type Order,
  type ProductItem,
  type ShoppingCart,
} from '../shared/api/commerce';
import {
  SITE_USER_ACCOUNT_PATH,
  SITE_USER_SESSION_PATH,
  type SignInResponse,
} from '../shared/api/site-users';
import { encodeSiteUserCookie, SITE_USER_COOKIE } from '../shared/cookies/site-user';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../shared/products/stock';
import { type Shopper, type ShopServer, startShop, stockedProduct } from './commerce-test-helpers';

let shop: ShopServer;
let owner: Shopper;
beforeAll(async () => {
  shop = await startShop('site-users-cart');
  owner = await shop.owner();
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());

let counter = 0;
const PASSWORD = 'a long password';

/** A new account's email (signed up from its own jar). */
async function newAccount(): Promise<string> {
  const email = `cart${++counter}@example.com`;
  const created = await (await shop.shopper()).json('POST', SITE_USER_ACCOUNT_PATH, {
    email,
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  return email;
}

async function signIn(shopper: Shopper, email: string): Promise<SignInResponse> {
  const { status, body } = await shopper.json<SignInResponse>('POST', SITE_USER_SESSION_PATH, {
    email,
    password: PASSWORD,
  });
  expect(status).toBe(200);
  return body;
}

const stocked = (name: string, qtyInStock: number) => stockedProduct(owner, name, qtyInStock);

async function add(shopper: Shopper, product: ProductItem, quantity = 1) {
  return shopper.json<AddToCartResponse & { message?: string }>('POST', CommercePath.cartEntries, {
    itemId: product.id,
    sku: product.structuredContent.variants[0]?.sku,
    quantity,
  });
}

const cartOf = async (shopper: Shopper) =>
  (await shopper.json<ShoppingCart>('GET', CommercePath.cart)).body;
const quantities = (cart: ShoppingCart) =>
  Object.fromEntries(cart.entries.map((entry) => [entry.title, entry.quantity]));

describe('a signed-in user’s cart', () => {
  it('follows the user to a second browser', async () => {
    const email = await newAccount();
    const table = await shop.product('Oak Side Table');
    const laptop = await shop.shopper();
    await signIn(laptop, email);
    const added = await add(laptop, table, 2);
    expect(added.status).toBe(200);
    const phone = await shop.shopper();
    expect((await cartOf(phone)).totalQuantity).toBe(0);
    await signIn(phone, email);
    const cart = await cartOf(phone);
    expect(cart.id).toBe(added.body.shoppingCart.id);
    expect(cart.totalQuantity).toBe(2);
    expect(phone.cookies.get(CART_COOKIE)).toBe(cart.id);
    expect(phone.cookies.get(HAS_CART_COOKIE)).toBe('true');
  });

  it('merges the visitor’s cart into the user’s on sign-in, capped at the stock', async () => {
    const email = await newAccount();
    const lamp = await stocked('merge-lamp', 5);
    const rug = await stocked('merge-rug', 10);
    const laptop = await shop.shopper();
    await signIn(laptop, email);
    await add(laptop, lamp, 3);
    const phone = await shop.shopper();
    await add(phone, lamp, 4);
    await add(phone, rug, 2);
    const visitorCart = phone.cookies.get(CART_COOKIE);
    expect((await signIn(phone, email)).cartUnitsDropped).toBe(2);
    const cart = await cartOf(phone);
    expect(quantities(cart)).toEqual({ 'merge-lamp': 5, 'merge-rug': 2 });
    expect(cart.id).not.toBe(visitorCart);
    expect(quantities(await cartOf(laptop))).toEqual({ 'merge-lamp': 5, 'merge-rug': 2 });
    // The visitor's cart is gone: its old id reaches nothing.
    const stale = await shop.shopper();
    stale.cookies.set(CART_COOKIE, visitorCart ?? '');
    expect((await cartOf(stale)).totalQuantity).toBe(0);
  });

  it('adopts the visitor’s cart when the user has none', async () => {
    const email = await newAccount();
    const shopper = await shop.shopper();
    await add(shopper, await shop.product('Linen Cushion'), 2);
    const visitorCart = shopper.cookies.get(CART_COOKIE);
    await signIn(shopper, email);
    const cart = await cartOf(shopper);
    expect(cart.id).toBe(visitorCart);
    expect(cart.totalQuantity).toBe(2);
  });

  it('can never be read or changed by another visitor holding its id', async () => {
    const email = await newAccount();
    const user = await shop.shopper();
    const { siteUserId } = await signIn(user, email);
    const added = await add(user, await shop.product('Linen Cushion'));
    const cart = added.body.shoppingCart;
    const entryId = cart.entries[0]?.id ?? '';
    const thief = await shop.shopper();
    thief.cookies.set(CART_COOKIE, cart.id);
    thief.cookies.set(SITE_USER_COOKIE, encodeSiteUserCookie(siteUserId));
    expect((await cartOf(thief)).totalQuantity).toBe(0);
    expect(thief.cookies.has(CART_COOKIE)).toBe(false);
    thief.cookies.set(CART_COOKIE, cart.id);
    const change = await thief.json('PUT', CommercePath.cartEntry(entryId), { quantity: 5 });
    expect(change.status).toBe(404);
    expect((await thief.json('DELETE', CommercePath.cartEntry(entryId))).status).toBe(404);
    const token = await thief.json('GET', `${CommercePath.cart}?cartToken=${cart.id}`);
    expect(token.status).toBe(404);
    const order = await thief.json('POST', CommercePath.orders, { email: 'thief@example.com' });
    expect(order.status).toBe(404);
    expect((await cartOf(user)).totalQuantity).toBe(1);
  });

  it('is not reached by the user’s own cookie once signed out', async () => {
    const email = await newAccount();
    const shopper = await shop.shopper();
    await signIn(shopper, email);
    const added = await add(shopper, await shop.product('Linen Cushion'));
    await shopper.json('DELETE', `${SITE_USER_SESSION_PATH}?cloneCart=false`);
    expect(shopper.cookies.has(CART_COOKIE)).toBe(false);
    shopper.cookies.set(CART_COOKIE, added.body.shoppingCart.id);
    expect((await cartOf(shopper)).totalQuantity).toBe(0);
  });

  it('leaves a copy with the visitor on sign-out with cloneCart=true', async () => {
    const email = await newAccount();
    const shopper = await shop.shopper();
    await signIn(shopper, email);
    const added = await add(shopper, await shop.product('Linen Cushion'), 3);
    const signedOut = await shopper.send('DELETE', `${SITE_USER_SESSION_PATH}?cloneCart=true`);
    expect(signedOut.status).toBe(200);
    const copy = await cartOf(shopper);
    expect(copy.id).not.toBe(added.body.shoppingCart.id);
    expect(copy.totalQuantity).toBe(3);
    // Changing the copy leaves the user's cart alone.
    await shopper.json('PUT', CommercePath.cartEntry(copy.entries[0]?.id ?? ''), { quantity: 1 });
    const again = await shop.shopper();
    await signIn(again, email);
    expect((await cartOf(again)).totalQuantity).toBe(3);
  });

  it('still enforces stock on adds across browsers', async () => {
    const email = await newAccount();
    const vase = await stocked('user-vase', 2);
    const one = await shop.shopper();
    const two = await shop.shopper();
    await signIn(one, email);
    await signIn(two, email);
    expect((await add(one, vase, 2)).status).toBe(200);
    const refused = await add(two, vase, 1);
    expect(refused).toEqual({ status: 400, body: { message: NOT_ENOUGH_STOCK_MESSAGE } });
  });

  it('records the user on the order and starts a new cart for them', async () => {
    const email = await newAccount();
    const shopper = await shop.shopper();
    const { siteUserId } = await signIn(shopper, email);
    await add(shopper, await shop.product('Workshop Plans (PDF)'));
    const placed = await shopper.json<{ order: Order }>('POST', CommercePath.orders, { email });
    expect(placed.status).toBe(201);
    expect(placed.body.order.siteUserId).toBe(siteUserId);
    expect((await cartOf(shopper)).totalQuantity).toBe(0);
    const visitor = await shop.shopper();
    await add(visitor, await shop.product('Workshop Plans (PDF)'));
    const anonymous = await visitor.json<{ order: Order }>('POST', CommercePath.orders, {
      email: 'v@example.com',
    });
    expect(anonymous.body.order.siteUserId).toBeNull();
  });
});
