import { afterEach, describe, expect, it } from 'vitest';
import { storeOptions, tempDir } from '../test-helpers';
import { openStores, type Stores } from './stores';

const dir = tempDir('site-user-store');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  dir.remove();
});

describe('SiteUserStore', () => {
  it('keeps one account per email and website', async () => {
    stores = await openStores(storeOptions(dir.path));
    const demo = stores.siteUsers('demo');
    const created = await demo.create('a@b.co', 'hash');
    expect(created).toMatchObject({ email: 'a@b.co' });
    expect(await demo.create('a@b.co', 'other')).toBe('taken');
    expect(await stores.siteUsers('other-site').create('a@b.co', 'hash')).not.toBe('taken');
    expect(await stores.siteUsers('other-site').findByEmail('nobody@b.co')).toBeUndefined();
  });

  it('answers a session’s user until it expires or is deleted, and only on its website', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    stores = await openStores(storeOptions(dir.path, { clock: () => new Date(now) }));
    const users = stores.siteUsers('demo');
    const user = await users.create('a@b.co', 'hash');
    if (user === 'taken') throw new Error('taken');
    await users.createSession('digest-1', user.id, now + 1000);
    await users.createSession('digest-2', user.id, now + 5000);
    expect((await users.sessionUser('digest-1'))?.id).toBe(user.id);
    expect(await stores.siteUsers('other-site').sessionUser('digest-1')).toBeUndefined();
    now += 1000;
    expect(await users.sessionUser('digest-1')).toBeUndefined();
    expect((await users.sessionUser('digest-2'))?.id).toBe(user.id);
    await users.deleteSession('digest-2');
    expect(await users.sessionUser('digest-2')).toBeUndefined();
  });
});
