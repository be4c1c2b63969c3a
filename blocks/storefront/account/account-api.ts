// The frame's site-user calls. Signing in or out changes whose cart the server answers, so the
// cart is loaded again afterwards; the account store follows the server's answer.
import {
  type AccountResponse,
  CLONE_CART_PARAM,
  type CreateAccountRequest,
  SITE_USER_ACCOUNT_PATH,
  SITE_USER_SESSION_PATH,
  type SignInRequest,
  type SignInResponse,
} from '../../../shared/api/site-users';
import {
  getJson,
  requestJson,
  StorefrontApiError,
  type StorefrontApiOptions,
  withQuery,
} from '../api';
import { loadCart } from '../cart/cart-api';
import { type CartState, cartStore } from '../cart-store';
import { type AccountState, accountStore } from './account-store';

interface Stores {
  readonly account: { getState(): AccountState };
  readonly cart: { getState(): CartState };
}

const FRAME_STORES: Stores = { account: accountStore, cart: cartStore };

async function reloadCart(stores: Stores, options?: StorefrontApiOptions): Promise<void> {
  await loadCart(stores.cart, options).catch(() => stores.cart.getState().setCart(null));
}

/** Who is signed in, by the server's session; null when nobody is. */
export async function fetchAccount(
  stores: Stores = FRAME_STORES,
  options?: StorefrontApiOptions,
): Promise<AccountResponse | null> {
  try {
    const account = await getJson<AccountResponse>(SITE_USER_ACCOUNT_PATH, undefined, options);
    stores.account.getState().setAccount(account);
    return account;
  } catch (failure) {
    if (!(failure instanceof StorefrontApiError) || failure.status !== 401) throw failure;
    stores.account.getState().setAccount(null);
    return null;
  }
}

export async function signIn(
  request: SignInRequest,
  stores: Stores = FRAME_STORES,
  options?: StorefrontApiOptions,
): Promise<SignInResponse> {
  const answer = await requestJson<SignInResponse>(
    'POST',
    SITE_USER_SESSION_PATH,
    request,
    options,
  );
  stores.account.getState().setAccount({ email: answer.email, siteUserId: answer.siteUserId });
  await reloadCart(stores, options);
  return answer;
}

/** Creates the account, then signs in with it. */
export async function createAccount(
  request: CreateAccountRequest & { rememberMe?: boolean },
  stores: Stores = FRAME_STORES,
  options?: StorefrontApiOptions,
): Promise<SignInResponse> {
  const { email, password } = request;
  await requestJson<AccountResponse>('POST', SITE_USER_ACCOUNT_PATH, { email, password }, options);
  return signIn(request, stores, options);
}

/** Signs out; retried once when the crumb failed (spec: "retried once if crumbFail"). */
export async function signOut(
  cloneCart: boolean,
  stores: Stores = FRAME_STORES,
  options?: StorefrontApiOptions,
): Promise<void> {
  const path = withQuery(SITE_USER_SESSION_PATH, { [CLONE_CART_PARAM]: cloneCart });
  try {
    await requestJson('DELETE', path, undefined, options);
  } catch (failure) {
    if (!(failure instanceof StorefrontApiError) || !failure.crumbFail) throw failure;
    // A read hands out a fresh crumb when the browser has none.
    await fetchAccount(stores, options).catch(() => null);
    await requestJson('DELETE', path, undefined, options);
  }
  stores.account.getState().setAccount(null);
  await reloadCart(stores, options);
}
