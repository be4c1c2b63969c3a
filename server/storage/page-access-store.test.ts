import { afterEach, describe, expect, it } from 'vitest';
import { storeOptions, tempDir } from '../test-helpers';
import { SITE_SCOPE } from './page-access-store';
import { openStores, type Stores } from './stores';

const dir = tempDir('page-access-store');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  dir.remove();
});

describe('PageAccessStore', () => {
  it('keeps one password hash per scope and website, replaced or removed', async () => {
    stores = await openStores(storeOptions(dir.path));
    const demo = stores.pageAccess('demo');
    const about = { kind: 'page', pageId: 'about' } as const;
    await demo.setPasswordHash(SITE_SCOPE, 'h1');
    await demo.setPasswordHash(about, 'h2');
    await demo.setPasswordHash(about, 'h3');
    expect(await demo.passwordHash(SITE_SCOPE)).toBe('h1');
    expect(await demo.passwordHash(about)).toBe('h3');
    expect(await stores.pageAccess('other').passwordHash(SITE_SCOPE)).toBeUndefined();
    expect(await demo.passwordStatus()).toEqual({ site: true, pageIds: ['about'] });
    await demo.setPasswordHash(SITE_SCOPE, null);
    expect(await demo.passwordStatus()).toEqual({ site: false, pageIds: ['about'] });
  });

  it('lists member areas oldest first, lets site users into them, and forgets them with the area', async () => {
    // A clock a millisecond on at each reading: two areas made in one millisecond would tie, and
    // then the order (by id) is a coin toss; an owner cannot make two at once.
    let tick = Date.parse('2026-11-26T12:00:00.000Z');
    const clock = () => {
      tick += 1;
      return new Date(tick);
    };
    stores = await openStores(storeOptions(dir.path, { clock }));
    const demo = stores.pageAccess('demo');
    const user = await stores.siteUsers('demo').create('m@b.co', 'hash');
    if (user === 'taken') throw new Error('taken');
    const gold = await demo.createArea('Gold');
    const silver = await demo.createArea('Silver');
    await demo.addMember(gold.id, user.id);
    await demo.addMember(gold.id, user.id);
    expect(await demo.areasOf(user.id)).toEqual([gold.id]);
    expect(await stores.pageAccess('other').areasOf(user.id)).toEqual([]);
    expect(await demo.renameArea(silver.id, 'Bronze')).toBe(true);
    expect(await stores.pageAccess('other').renameArea(silver.id, 'X')).toBe(false);
    expect(await demo.areas()).toEqual([
      { id: gold.id, name: 'Gold', members: [{ siteUserId: user.id, email: 'm@b.co' }] },
      { id: silver.id, name: 'Bronze', members: [] },
    ]);
    expect(await demo.deleteArea(gold.id)).toBe(true);
    expect(await demo.areasOf(user.id)).toEqual([]);
    expect(await demo.removeMember(gold.id, user.id)).toBe(false);
  });
});
