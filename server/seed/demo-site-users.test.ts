import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../site-users/password';
import { openStores, type Stores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import { DEMO_SITE_ID } from './demo-site';
import { DEMO_SITE_USER, seedDemoSiteUser } from './demo-site-users';

const dir = tempDir('demo-site-users');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  dir.remove();
});

describe('seedDemoSiteUser', () => {
  it('adds the demo shopper to the demo site once, with a hashed password', async () => {
    stores = await openStores(storeOptions(dir.path));
    const users = stores.siteUsers(DEMO_SITE_ID);
    expect(await seedDemoSiteUser(users)).toBe(true);
    expect(await seedDemoSiteUser(users)).toBe(false);
    const user = await users.findByEmail(DEMO_SITE_USER.email);
    expect(user?.passwordHash).not.toContain(DEMO_SITE_USER.password);
    expect(await verifyPassword(DEMO_SITE_USER.password, user?.passwordHash ?? '')).toBe(true);
  });

  it('leaves any other site alone', async () => {
    stores = await openStores(storeOptions(dir.path));
    const users = stores.siteUsers('someone-else');
    expect(await seedDemoSiteUser(users)).toBe(false);
    expect(await users.findByEmail(DEMO_SITE_USER.email)).toBeUndefined();
  });
});
