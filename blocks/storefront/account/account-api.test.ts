import { describe, expect, it } from 'vitest';
import type { ShoppingCart } from '../../../shared/api/commerce';
import { SITE_USER_ACCOUNT_PATH, SITE_USER_SESSION_PATH } from '../../../shared/api/site-users';
import { encodeSiteUserCookie } from '../../../shared/cookies/site-user';
import { createCartStore } from '../cart-store';
import { createAccount, fetchAccount, signIn, signOut } from './account-api';
import { createAccountStore, userFromCookies } from './account-store';

interface Call {
  readonly method: string;
  readonly url: string;
}

/** A fake server answering by method and path (without the query); records every call. */
function fakeServer(answers: Record<string, [number, unknown][]>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    const queue = answers[`${method} ${url.split('?')[0]}`] ?? [];
    const [status, body] =
      queue.length > 1 ? (queue.shift() as [number, unknown]) : (queue[0] ?? [404, null]);
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, options: { fetch, cookies: () => 'crumb=c' } };
}

const cart = (totalQuantity: number) =>
  ({ id: 'c1', totalQuantity, entries: [] }) as unknown as ShoppingCart;
const stores = () => ({ account: createAccountStore(''), cart: createCartStore() });
const account = { email: 'a@b.co', siteUserId: 'u1' };

describe('the frame’s first guess', () => {
  it('reads the signed-in user from SiteUserInfo, and a malformed one as signed out', () => {
    expect(userFromCookies(`SiteUserInfo=${encodeSiteUserCookie('u1')}`)).toEqual({
      siteUserId: 'u1',
      email: null,
    });
    expect(userFromCookies('SiteUserInfo=%7Bbroken')).toBeNull();
    expect(userFromCookies('')).toBeNull();
  });
});

describe('site-user calls', () => {
  it('signs in, stores the account and reloads the cart (now the user’s)', async () => {
    const server = fakeServer({
      [`POST ${SITE_USER_SESSION_PATH}`]: [[200, { ...account, xsrfToken: 'c' }]],
      'GET /api/commerce/shopping-cart': [[200, cart(3)]],
    });
    const s = stores();
    await signIn({ email: 'a@b.co', password: 'pw' }, s, server.options);
    expect(s.account.getState().user).toEqual(account);
    expect(s.cart.getState().cart?.totalQuantity).toBe(3);
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'GET']);
  });

  it('creates the account, then signs in with it', async () => {
    const server = fakeServer({
      [`POST ${SITE_USER_ACCOUNT_PATH}`]: [[201, account]],
      [`POST ${SITE_USER_SESSION_PATH}`]: [[200, { ...account, xsrfToken: 'c' }]],
      'GET /api/commerce/shopping-cart': [[200, cart(0)]],
    });
    const s = stores();
    await createAccount({ email: 'a@b.co', password: 'long enough' }, s, server.options);
    expect(server.calls.map((call) => call.url.split('?')[0])).toEqual([
      SITE_USER_ACCOUNT_PATH,
      SITE_USER_SESSION_PATH,
      '/api/commerce/shopping-cart',
    ]);
    expect(s.account.getState().user).toEqual(account);
  });

  it('signs out with cloneCart, retrying once when the crumb failed', async () => {
    const server = fakeServer({
      [`DELETE ${SITE_USER_SESSION_PATH}`]: [
        [403, { message: 'crumb', crumbFail: true }],
        [200, {}],
      ],
      [`GET ${SITE_USER_ACCOUNT_PATH}`]: [[401, { message: 'no' }]],
      'GET /api/commerce/shopping-cart': [[200, cart(2)]],
    });
    const s = stores();
    s.account.getState().setAccount(account);
    await signOut(true, s, server.options);
    const deletes = server.calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.url)).toEqual([
      `${SITE_USER_SESSION_PATH}?cloneCart=true`,
      `${SITE_USER_SESSION_PATH}?cloneCart=true`,
    ]);
    expect(s.account.getState().user).toBeNull();
    expect(s.cart.getState().cart?.totalQuantity).toBe(2);
  });

  it('answers null for 401 and rethrows other failures', async () => {
    const s = stores();
    const signedOut = fakeServer({ [`GET ${SITE_USER_ACCOUNT_PATH}`]: [[401, { message: 'no' }]] });
    expect(await fetchAccount(s, signedOut.options)).toBeNull();
    expect(s.account.getState().checked).toBe(true);
    const broken = fakeServer({ [`GET ${SITE_USER_ACCOUNT_PATH}`]: [[500, { message: 'down' }]] });
    await expect(fetchAccount(s, broken.options)).rejects.toThrow('down');
  });
});
