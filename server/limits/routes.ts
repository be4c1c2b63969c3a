// Which requests each rule counts, by method and path (Hono patterns, so a rule matches exactly
// the requests its route answers), mounted on the app before the routes. Any other write under
// /api is counted by OTHER_WRITE. The form saves are counted inside their route, which reads the
// form id from the body first (server/routes/form-visitor.ts).

import type { Context, Hono, Next } from 'hono';
import { ANALYTICS_ROUTE_PATHS } from '../../shared/api/analytics';
import { AUTH_SESSION_PATH } from '../../shared/api/auth';
import { CommercePath } from '../../shared/api/commerce';
import { FILES_API_PATH } from '../../shared/api/files';
import {
  CAPTCHA_CHALLENGE_PATH,
  CAPTCHA_VERIFY_PATH,
  FORM_SUBMISSION_KEY_PATH,
  FORMS_API_PATH,
  SAVE_FORM_SUBMISSION_PATH,
} from '../../shared/api/forms';
import { UNLOCK_PATH } from '../../shared/api/page-access';
import { PasskeyPath } from '../../shared/api/passkeys';
import { PlacesPath } from '../../shared/api/places';
import { SEARCH_API_PATH } from '../../shared/api/search';
import {
  SITE_USER_ACCOUNT_PATH,
  SITE_USER_SESSION_PATH,
  SiteUserMessage,
} from '../../shared/api/site-users';
import { RATE_LIMITED_MESSAGE } from '../../shared/products/add-to-cart-errors';
import { cartRefOf } from '../routes/commerce-http';
import type { CurrentSiteUser } from '../site-users/current-user';
import type { Limits } from './limiter';
import { type KeyOf, type RefusalBody, rateLimit } from './middleware';
import type { RuleName } from './rules';

export interface LimitedRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly rule: RuleName;
  /** By network address when absent. */
  readonly keyOf?: KeyOf;
  /** The default `{error, message, retryAfterSeconds}` when absent. */
  readonly refusal?: RefusalBody;
  /** The route counts its requests itself (it needs the body first); only marked here. */
  readonly countedByRoute?: true;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The storefront's sentence for a refused add (storefront.md §8 "Add to cart"). */
const cartAddRefusal: RefusalBody = () => ({ message: RATE_LIMITED_MESSAGE });
const siteUserRefusal: RefusalBody = () => ({ message: SiteUserMessage.tooManyAttempts });

/** The cart an add goes to: the signed-in user's, else the cookie's; none for a first add. */
export function cartKey(siteUser?: CurrentSiteUser): KeyOf {
  return async (c) => {
    const ref = await cartRefOf(c, siteUser);
    if (ref.siteUserId !== null) return `user:${ref.siteUserId}`;
    return ref.cartId === null ? null : `cart:${ref.cartId}`;
  };
}

export function limitedRoutes(siteUser?: CurrentSiteUser): LimitedRoute[] {
  const cartAdds = (path: string): LimitedRoute[] => [
    { method: 'POST', path, rule: 'CART_ADD_PER_ADDRESS', refusal: cartAddRefusal },
    {
      method: 'POST',
      path,
      rule: 'CART_ADD_PER_CART',
      keyOf: cartKey(siteUser),
      refusal: cartAddRefusal,
    },
  ];
  const entry = `${CommercePath.cartEntries}/:entryId`;
  const product = `${CommercePath.products}/:productId`;
  return [
    { method: 'POST', path: FILES_API_PATH, rule: 'UPLOAD' },
    { method: 'PUT', path: '/api/sites/:siteId', rule: 'SITE_SAVE' },
    { method: 'POST', path: CommercePath.products, rule: 'PRODUCT_WRITE' },
    { method: 'PUT', path: product, rule: 'PRODUCT_WRITE' },
    { method: 'DELETE', path: product, rule: 'PRODUCT_WRITE' },
    { method: 'POST', path: FORM_SUBMISSION_KEY_PATH, rule: 'FORM_SUBMISSION_KEY' },
    ...(['FORM_SAVE_PER_ADDRESS', 'FORM_SAVE_PER_VISITOR'] as const).map((rule) => ({
      method: 'POST' as const,
      path: SAVE_FORM_SUBMISSION_PATH,
      rule,
      countedByRoute: true as const,
    })),
    { method: 'POST', path: CAPTCHA_CHALLENGE_PATH, rule: 'CAPTCHA_CHALLENGE' },
    { method: 'POST', path: CAPTCHA_VERIFY_PATH, rule: 'CAPTCHA_VERIFY' },
    ...cartAdds(CommercePath.cartEntries),
    ...cartAdds(CommercePath.subscriptionCart),
    { method: 'PUT', path: entry, rule: 'CART_WRITE' },
    { method: 'DELETE', path: entry, rule: 'CART_WRITE' },
    { method: 'PUT', path: `${entry}/additionalFields`, rule: 'CART_WRITE' },
    { method: 'POST', path: CommercePath.orders, rule: 'ORDER_PLACE' },
    { method: 'GET', path: PlacesPath.autocomplete, rule: 'PLACES' },
    { method: 'GET', path: PlacesPath.details, rule: 'PLACES' },
    { method: 'POST', path: CommercePath.restock, rule: 'RESTOCK_SIGN_UP' },
    { method: 'POST', path: '/api/comments/:collection/:item', rule: 'COMMENT_POST' },
    { method: 'POST', path: '/api/likes/:collection/:item', rule: 'LIKE' },
    {
      method: 'POST',
      path: SITE_USER_SESSION_PATH,
      rule: 'SITE_USER_SIGN_IN',
      refusal: siteUserRefusal,
    },
    {
      method: 'POST',
      path: SITE_USER_ACCOUNT_PATH,
      rule: 'SITE_USER_CREATE',
      refusal: siteUserRefusal,
    },
    { method: 'GET', path: `${FORMS_API_PATH}/:formId/submissions.csv`, rule: 'CSV_EXPORT' },
    // Counted by server/routes/page-access.ts, which reads the page from the body first (the
    // plain form's twin, outside /api, counts the same buckets).
    ...(['PAGE_UNLOCK_PER_ADDRESS', 'PAGE_UNLOCK_PER_PAGE'] as const).map((rule) => ({
      method: 'POST' as const,
      path: UNLOCK_PATH,
      rule,
      countedByRoute: true as const,
    })),
    { method: 'GET', path: SEARCH_API_PATH, rule: 'SEARCH' },
    // Counted by server/routes/auth.ts and passkeys.ts (also per account) and contributors.ts
    // (per owner). A password and a passkey sign-in spend from the same buckets.
    ...[AUTH_SESSION_PATH, PasskeyPath.signIn].map((path) => ({
      method: 'POST' as const,
      path,
      rule: 'OWNER_SIGN_IN_PER_ADDRESS' as const,
      countedByRoute: true as const,
    })),
    { method: 'POST', path: '/api/api-keys', rule: 'API_KEY_CREATE', countedByRoute: true },
    // Counted by server/routes/analytics.ts in the process's own memory (docs/analytics.md).
    ...ANALYTICS_ROUTE_PATHS.map((path) => ({
      method: 'POST' as const,
      path,
      rule: 'ANALYTICS_PER_ADDRESS' as const,
      countedByRoute: true as const,
    })),
  ];
}

/** Mounts every route's rule, then OTHER_WRITE for the writes under /api none of them counted. */
export function mountLimits(app: Hono, limits: Limits, routes: readonly LimitedRoute[]): void {
  const counted = new WeakSet<Request>();
  for (const route of routes) {
    const limit = route.countedByRoute
      ? (_c: Context, next: Next) => next()
      : rateLimit(limits.limiter(route.rule), route.keyOf, route.refusal);
    app.on(route.method, route.path, async (c, next) => {
      counted.add(c.req.raw);
      return limit(c, next);
    });
  }
  const otherWrites = rateLimit(limits.limiter('OTHER_WRITE'));
  app.use('/api/*', async (c, next) => {
    if (!WRITES.has(c.req.method) || counted.has(c.req.raw)) return next();
    return otherWrites(c, next);
  });
}
