import { describe, expect, it } from 'vitest';
import { accessFor, UNLISTED_ACCESS } from './route-access';

describe('accessFor', () => {
  it.each([
    ['GET', '/api/health', 'visitor'],
    ['POST', '/api/auth/session', 'self'],
    ['GET', '/api/commerce/products', 'visitor'],
    ['GET', '/api/commerce/products/p1', 'visitor'],
    ['HEAD', '/api/commerce/products/p1', 'visitor'],
    ['POST', '/api/commerce/products', 'products:write'],
    ['PUT', '/api/commerce/products/p1', 'products:write'],
    ['GET', '/api/commerce/orders', 'orders:read'],
    ['POST', '/api/commerce/orders', 'visitor'],
    ['GET', '/api/commerce/orders/o1', 'visitor'],
    ['PUT', '/api/commerce/shopping-cart/entries/e1/additionalFields', 'visitor'],
    ['POST', '/api/site-users/account/notifications/restock', 'visitor'],
    ['GET', '/api/site-users/account/notifications/restock', 'restock:read'],
    ['POST', '/api/site-users/account/notifications/restock/send/all', 'restock:send'],
    ['GET', '/api/forms/f1', 'visitor'],
    ['PUT', '/api/forms/f1', 'forms:write'],
    ['GET', '/api/forms/f1/submissions.csv', 'submissions:read'],
    ['GET', '/api/mailing-lists/l1/members', 'submissions:read'],
    ['GET', '/api/files', 'files:read'],
    ['PATCH', '/api/files/x', 'files:write'],
    ['GET', '/api/sites/demo/revisions', 'site:read'],
    ['POST', '/api/sites/demo/publish', 'site:publish'],
    ['DELETE', '/api/sites/demo', 'site:manage'],
    ['POST', '/api/contributors/invitations', 'contributors:manage'],
    ['DELETE', '/api/api-keys/k1', 'api-keys:manage'],
    ['GET', '/api/activity', 'activity:read'],
  ])('%s %s needs %s', (method, path, access) => {
    expect(accessFor(method, path)).toBe(access);
  });

  it.each([
    ['GET', '/api/nowhere'],
    ['GET', '/api//commerce/products'],
    ['GET', '/api/commerce/products/'],
    ['GET', '/api/commerce/products/p1/extra'],
    ['POST', '/api/health'],
    ['GET', '/API/health'],
  ])('closes what no rule names: %s %s', (method, path) => {
    expect(accessFor(method, path)).toBe(UNLISTED_ACCESS);
  });
});
