// Page access over real HTTP: protected and member pages' content is absent from the visitor's
// copy of the live site until the password or membership lets them in; the unlock cookie, the
// plain form's redirect, owners' password and member-area routes, the rate limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LiveSiteResponse,
  type MemberArea,
  PageAccessMessage,
  pageUnlockCookie,
  SITE_UNLOCK_COOKIE,
  UNLOCK_FORM_PATH,
  UNLOCK_PATH,
} from '../shared/api/page-access';
import { SITE_USER_ACCOUNT_PATH, SITE_USER_SESSION_PATH } from '../shared/api/site-users';
import { CRUMB_COOKIE, LIVE_SITE_PATH, type SiteResponse } from '../shared/api/sites';
import { BlockType } from '../shared/codes/block-types';
import { block, page, section } from '../shared/document/fixtures';
import type { Page, Site } from '../shared/document/schema';
import { type Shopper, type ShopServer, startShop } from './commerce-test-helpers';

const SECRET = 'Secret garden opening hours';
const MEMBERS = 'Members lounge dress code';
const PUBLIC = 'Everyone welcome';

let shop: ShopServer;
let owner: Shopper;
let siteId: string;
beforeAll(async () => {
  shop = await startShop('page-access');
  owner = await shop.owner();
  siteId = (await owner.json<Array<{ id: string }>>('GET', '/api/sites')).body[0]!.id;
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());

const textPage = (id: string, text: string, access?: Page['access']): Page => ({
  ...page(id, [section(`${id}-s`, [block(`${id}-b`, BlockType.button, { label: text })])]),
  access,
});

/** Saves and publishes the site with our three pages (and `settings` changes). */
async function publish(areaIds: string[] = [], lock = false): Promise<void> {
  const current = (await owner.json<SiteResponse>('GET', `/api/sites/${siteId}`)).body;
  const site: Site = {
    ...current.site,
    settings: { ...current.site.settings, lockScreen: { enabled: lock, message: 'Opening soon' } },
    // The seeded navigation names the seeded pages, which these replace.
    navigation: { main: [], footer: [] },
    pages: [
      textPage('welcome', PUBLIC),
      textPage('secret', SECRET, { kind: 'password' }),
      textPage('lounge', MEMBERS, { kind: 'members', memberAreaIds: areaIds }),
    ],
  };
  const saved = await owner.saveSite(siteId, current.revision, site);
  expect(saved.status).toBe(200);
  expect((await owner.send('POST', `/api/sites/${siteId}/publish`)).status).toBe(200);
}

async function setPassword(path: string, password: string | null) {
  return owner.json<{ message?: string }>('PUT', `/api/page-access/passwords/${path}`, {
    password,
  });
}

async function liveText(visitor: Shopper): Promise<{ text: string; body: LiveSiteResponse }> {
  const response = await visitor.request(LIVE_SITE_PATH);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, body: JSON.parse(text) as LiveSiteResponse };
}

const unlock = (visitor: Shopper, body: object) =>
  visitor.json<{ message?: string; unlocked?: string }>('POST', UNLOCK_PATH, body);

describe('a page password', () => {
  it('keeps the page’s content out of the visitor’s copy until the password is given', async () => {
    await publish();
    expect((await setPassword('pages/secret', 'open sesame')).status).toBe(200);
    const visitor = await shop.shopper();
    const before = await liveText(visitor);
    expect(before.text).toContain(PUBLIC);
    expect(before.text).not.toContain(SECRET);
    expect(before.text).not.toContain('open sesame');
    expect(before.body.access).toEqual({
      welcome: 'allowed',
      secret: 'page-password',
      lounge: 'members-only',
    });

    const wrong = await unlock(visitor, { scope: 'page', pageId: 'secret', password: 'nope' });
    expect(wrong).toEqual({ status: 401, body: { message: PageAccessMessage.wrongPassword } });
    const empty = await unlock(visitor, { scope: 'page', pageId: 'secret', password: '' });
    expect(empty).toEqual({ status: 400, body: { message: PageAccessMessage.noPassword } });
    expect((await liveText(visitor)).text).not.toContain(SECRET);

    const response = await visitor.send('POST', UNLOCK_PATH, {
      scope: 'page',
      pageId: 'secret',
      password: 'open sesame',
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pageUnlock-secret='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\//);
    const after = await liveText(visitor);
    expect(after.text).toContain(SECRET);
    expect(after.body.access.secret).toBe('allowed');
    expect((await liveText(await shop.shopper())).text).not.toContain(SECRET);
  });

  it('is not unlocked by a forged cookie, nor by one issued before the password changed', async () => {
    await publish();
    await setPassword('pages/secret', 'first password');
    const visitor = await shop.shopper();
    await unlock(visitor, { scope: 'page', pageId: 'secret', password: 'first password' });
    const token = visitor.cookies.get(pageUnlockCookie('secret'))!;
    const forger = await shop.shopper();
    forger.cookies.set(
      pageUnlockCookie('secret'),
      token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await liveText(forger)).text).not.toContain(SECRET);
    await setPassword('pages/secret', 'second password');
    expect((await liveText(visitor)).text).not.toContain(SECRET);
  });

  it('refuses pages that have no password, and a request without the crumb', async () => {
    await publish();
    const visitor = await shop.shopper();
    const publicPage = await unlock(visitor, { scope: 'page', pageId: 'welcome', password: 'x' });
    expect(publicPage).toEqual({ status: 404, body: { message: PageAccessMessage.noSuchPage } });
    const bad = await unlock(visitor, { scope: 'everything', password: 'x' });
    expect(bad.status).toBe(400);
    const noCrumb = await visitor.send(
      'POST',
      UNLOCK_PATH,
      { scope: 'site', password: 'x' },
      {
        crumb: false,
      },
    );
    expect(noCrumb.status).toBe(403);
  });
});

describe('the plain HTML form', () => {
  const post = (visitor: Shopper, fields: Record<string, string>) =>
    visitor.request(UNLOCK_FORM_PATH, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('redirects back, naming a wrong password, and unlocks with the right one', async () => {
    await publish();
    await setPassword('pages/secret', 'open sesame');
    const visitor = await shop.shopper();
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const fields = { crumb, scope: 'page', pageId: 'secret', returnTo: '/secret?x=1' };
    const wrong = await post(visitor, { ...fields, password: 'nope' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('Location')).toBe('/secret?x=1&access-error=wrong');
    const right = await post(visitor, { ...fields, password: 'open sesame' });
    expect(right.headers.get('Location')).toBe('/secret?x=1');
    expect((await liveText(visitor)).text).toContain(SECRET);
  });

  it('needs the crumb and never redirects off the site', async () => {
    await publish();
    await setPassword('pages/secret', 'open sesame');
    const visitor = await shop.shopper();
    const fields = { scope: 'page', pageId: 'secret', password: 'open sesame' };
    expect((await post(visitor, { ...fields, crumb: 'made-up' })).status).toBe(403);
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const away = await post(visitor, { ...fields, crumb, returnTo: '//evil.example/' });
    expect(away.headers.get('Location')).toBe('/');
  });
});

describe('the lock screen', () => {
  it('closes every page until the site password is given', async () => {
    await publish([], true);
    await setPassword('site', 'whole site');
    const visitor = await shop.shopper();
    const locked = await liveText(visitor);
    expect(locked.text).not.toContain(PUBLIC);
    expect(Object.values(locked.body.access)).toEqual([
      'lock-screen',
      'lock-screen',
      'lock-screen',
    ]);
    expect((await unlock(visitor, { scope: 'site', password: 'wrong' })).status).toBe(401);
    expect((await unlock(visitor, { scope: 'site', password: 'whole site' })).status).toBe(200);
    expect(visitor.cookies.has(SITE_UNLOCK_COOKIE)).toBe(true);
    const open = await liveText(visitor);
    expect(open.text).toContain(PUBLIC);
    expect(open.text).not.toContain(SECRET);
    await publish([], false);
  });
});

describe('member pages', () => {
  it('show only to signed-in site users with access to one of their areas', async () => {
    const area = (await owner.json<MemberArea>('POST', '/api/member-areas', { name: 'Gold' })).body;
    await publish([area.id]);
    const member = await shop.shopper();
    const email = `member${Date.now()}@example.com`;
    await member.json('POST', SITE_USER_ACCOUNT_PATH, { email, password: 'long enough' });
    expect((await liveText(member)).text).not.toContain(MEMBERS);
    await member.json('POST', SITE_USER_SESSION_PATH, { email, password: 'long enough' });
    expect((await liveText(member)).body.access.lounge).toBe('members-only');
    expect((await liveText(member)).text).not.toContain(MEMBERS);

    const added = await owner.json('POST', `/api/member-areas/${area.id}/members`, { email });
    expect(added.status).toBe(201);
    expect((await liveText(member)).text).toContain(MEMBERS);
    expect((await liveText(await shop.shopper())).text).not.toContain(MEMBERS);

    const unknown = await owner.json('POST', `/api/member-areas/${area.id}/members`, {
      email: 'nobody@example.com',
    });
    expect(unknown).toEqual({
      status: 404,
      body: { message: PageAccessMessage.noSiteUser, field: 'email' },
    });
    const listed = await owner.json<{ areas: MemberArea[] }>('GET', '/api/member-areas');
    expect(listed.body.areas.find((a) => a.id === area.id)?.members.map((m) => m.email)).toEqual([
      email,
    ]);
    expect((await owner.send('DELETE', `/api/member-areas/${area.id}`)).status).toBe(204);
    expect((await liveText(member)).text).not.toContain(MEMBERS);
  });

  it('refuses a member area without a name', async () => {
    const refused = await owner.json('POST', '/api/member-areas', { name: '  ' });
    expect(refused.body).toEqual({ message: PageAccessMessage.areaName, field: 'name' });
    expect(refused.status).toBe(400);
  });
});

describe('owners’ password routes', () => {
  it('say which passwords are set, never the passwords, and refuse a short one', async () => {
    await publish();
    await setPassword('pages/secret', 'open sesame');
    expect((await setPassword('site', 'abc')).body).toEqual({
      message: PageAccessMessage.passwordTooShort,
      field: 'password',
    });
    expect((await setPassword('pages/nowhere', 'long enough')).status).toBe(404);
    await setPassword('site', null);
    const status = await owner.json('GET', '/api/page-access/passwords');
    expect(status.body).toEqual({ site: false, pageIds: ['secret'] });
    const visitor = await shop.shopper();
    expect((await visitor.request('/api/page-access/passwords')).status).toBe(401);
    expect(
      (await visitor.send('PUT', '/api/page-access/passwords/site', { password: 'xxxx' })).status,
    ).toBe(401);
  });
});

describe('the limits', () => {
  it('count attempts per address and per page, whatever the cookies', async () => {
    await publish();
    await setPassword('pages/secret', 'open sesame');
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const fresh = await shop.shopper();
      last = (await unlock(fresh, { scope: 'page', pageId: 'secret', password: 'guess' })).status;
    }
    expect(last).toBe(429);
    const visitor = await shop.shopper();
    const limited = await unlock(visitor, {
      scope: 'page',
      pageId: 'secret',
      password: 'open sesame',
    });
    expect(limited).toEqual({ status: 429, body: { message: PageAccessMessage.tooMany } });
  });
});
