import { afterEach, describe, expect, it } from 'vitest';
import { allowedOf, canNow, fetchMe, setOwner } from './owner';

afterEach(() => setOwner(null));

const answer =
  (status: number, body: unknown = {}) =>
  async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  });

describe('the signed-in owner', () => {
  it('may do only what the role allows, and nothing while signed out', () => {
    expect(canNow('site:read')).toBe(false);
    setOwner({ email: 'v@x.co', role: 'viewer', siteId: 'demo', hasPassword: true });
    expect(canNow('site:read')).toBe(true);
    expect(canNow('site:edit')).toBe(false);
    setOwner({ email: 'a@x.co', role: 'admin', siteId: 'demo', hasPassword: true });
    expect(canNow('contributors:manage')).toBe(true);
  });

  it('is read from /api/auth/me: the owner, null on 401, an error otherwise', async () => {
    const me = { email: 'a@x.co', role: 'admin', siteId: 'demo', hasPassword: false };
    expect(await fetchMe(answer(200, me))).toEqual(me);
    expect(await fetchMe(answer(401))).toBeNull();
    await expect(fetchMe(answer(500))).rejects.toThrow('/api/auth/me answered 500');
  });

  it('keeps the entries the role may use, none while signed out', () => {
    const entries = [
      { id: 'products', action: 'products:write' },
      { id: 'orders', action: 'orders:read' },
    ] as const;
    expect(allowedOf(null, entries)).toEqual([]);
    expect(allowedOf('billing', entries).map((entry) => entry.id)).toEqual(['orders']);
    expect(allowedOf('store manager', entries).map((entry) => entry.id)).toEqual([
      'products',
      'orders',
    ]);
  });
});
