// The one guard over /api, tried route by route: every route the app mounts is named by a rule
// of route-access.ts; without a session every owner route answers 401; with each of the fifteen
// roles each owner route is allowed or refused (403, naming the role and the action) exactly as
// the roles table says; visitor routes stay open to anyone. No answer is ever a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '../shared/codes/contributor-roles';
import type { Site } from '../shared/document/schema';
import { can, roleRefusal, SIGN_IN_TO_CONTINUE } from '../shared/permissions/roles';
import {
  call,
  contributor,
  type MountedRoute,
  mountedApiRoutes,
  NO_LIMITS,
  ownerActionOf,
} from './owner-test-helpers';
import { accessFor, ruleFor } from './owners/route-access';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('owner-access');
let server: RunningServer;
let admin: TestClient;
let routes: MountedRoute[];
const people = new Map<ContributorRole, TestClient>();

const ownerRoutes = () => routes.filter((route) => ownerActionOf(route) !== null);

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path, { limits: NO_LIMITS }));
  routes = mountedApiRoutes(server.app);
  admin = await new TestClient(server.url).startAsOwner();
  for (const role of CONTRIBUTOR_ROLES) {
    const email = `${role.replace(/ /g, '-')}@people.test`;
    people.set(role, role === 'admin' ? admin : await contributor(admin, email, role));
  }
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

describe('the route table', () => {
  it('names every /api route the app mounts (none falls to the unlisted default)', () => {
    expect(routes.length).toBeGreaterThan(60);
    const unlisted = routes.filter((route) => ruleFor(route.method, route.pattern) === undefined);
    expect(unlisted.map((route) => `${route.method} ${route.pattern}`)).toEqual([]);
  });

  it('keeps the owner routes of the issue behind a permission', () => {
    const guarded = (method: string, path: string) =>
      ownerActionOf({ method, pattern: path, path });
    expect(guarded('GET', '/api/commerce/orders')).toBe('orders:read');
    expect(guarded('GET', '/api/forms/f/submissions.csv')).toBe('submissions:read');
    expect(guarded('GET', '/api/mailing-lists/l/members')).toBe('submissions:read');
    expect(guarded('POST', '/api/files')).toBe('files:write');
    expect(guarded('GET', '/api/sites/demo')).toBe('site:read');
    expect(guarded('GET', '/api/site-users/account/notifications/restock')).toBe('restock:read');
    expect(guarded('DELETE', '/api/commerce/products/p')).toBe('products:write');
    // An /api path nobody listed needs an admin.
    expect(guarded('POST', '/api/some-new-thing')).toBe('contributors:manage');
  });
});

describe('without a session', () => {
  it('every owner route answers 401 “Sign in to continue.”', async () => {
    const anonymous = await new TestClient(server.url).start();
    const answers: string[] = [];
    for (const route of ownerRoutes()) {
      const response = await call(anonymous, route);
      const body = (await response.json()) as { message?: string };
      answers.push(`${route.method} ${route.pattern} ${response.status} ${body.message}`);
    }
    expect(answers).toEqual(
      ownerRoutes().map((r) => `${r.method} ${r.pattern} 401 ${SIGN_IN_TO_CONTINUE}`),
    );
  });

  it('visitor routes stay reachable: never the sign-in refusal, never a 5xx', async () => {
    const anonymous = await new TestClient(server.url).start();
    const visitorRoutes = routes.filter(
      (route) => accessFor(route.method, route.path) === 'visitor',
    );
    expect(visitorRoutes.length).toBeGreaterThan(20);
    for (const route of visitorRoutes) {
      const response = await call(anonymous, route);
      const text = await response.text();
      expect(response.status, `${route.method} ${route.pattern}`).toBeLessThan(500);
      expect(text, `${route.method} ${route.pattern}`).not.toContain(SIGN_IN_TO_CONTINUE);
    }
  });

  it('the live site and the storefront read without a session', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.request('/api/commerce/products')).status).toBe(200);
    expect((await anonymous.request('/api/sites/demo')).status).toBe(401);
  });
});

describe.each(CONTRIBUTOR_ROLES)('the %s role', (role) => {
  it('is allowed each owner route exactly as the roles table says, else 403 naming it', async () => {
    const client = people.get(role)!;
    const got: string[] = [];
    const want: string[] = [];
    for (const route of ownerRoutes()) {
      const action = ownerActionOf(route)!;
      const response = await call(client, route);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      const name = `${route.method} ${route.pattern}`;
      expect(response.status, name).toBeLessThan(500);
      const refused = response.status === 403 ? body.message : 'allowed';
      got.push(`${name}: ${response.status === 401 ? '401' : refused}`);
      want.push(`${name}: ${can(role, action) ? 'allowed' : roleRefusal(role, action)}`);
    }
    expect(got).toEqual(want);
  });
});

describe('the site save needs what it changes', () => {
  async function current(client: TestClient): Promise<{ site: Site; revision: number }> {
    return (await client.request('/api/sites/demo')).json();
  }

  const withCurrency = (site: Site, currency: string): Site => ({
    ...site,
    settings: { ...site.settings, store: { ...site.settings.store, currency } },
  });

  it('a store manager saves a change to the store settings alone', async () => {
    const manager = people.get('store manager')!;
    const { site, revision } = await current(manager);
    const response = await manager.saveSite('demo', revision, withCurrency(site, 'EUR'));
    expect(response.status).toBe(200);
    const back = await manager.saveSite('demo', revision + 1, site);
    expect(back.status).toBe(200);
  });

  it('a store manager is refused a change to a page (403), and nothing is stored', async () => {
    const manager = people.get('store manager')!;
    const { site, revision } = await current(manager);
    const [home, ...rest] = site.pages;
    const changed = { ...site, pages: [{ ...home!, title: 'Not yours' }, ...rest] };
    const response = await manager.saveSite('demo', revision, changed);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'The store manager role cannot edit pages, blocks and design.',
    });
    expect((await current(manager)).revision).toBe(revision);
  });

  it.each([
    ['the same document', (site: Site) => site],
    ['a store settings change', (site: Site) => withCurrency(site, 'GBP')],
    ['a title change', (site: Site) => ({ ...site, title: 'Viewer was here' })],
  ])('a viewer saves nothing, not even %s', async (_what, change) => {
    const viewer = people.get('viewer')!;
    const { site, revision } = await current(viewer);
    const response = await viewer.saveSite('demo', revision, change(site));
    expect(response.status).toBe(403);
    expect((await current(viewer)).revision).toBe(revision);
  });

  it('an editor saves a page change', async () => {
    const editor = people.get('editor')!;
    const { site, revision } = await current(editor);
    expect((await editor.saveSite('demo', revision, { ...site, title: 'Edited' })).status).toBe(
      200,
    );
    expect((await editor.saveSite('demo', revision + 1, site)).status).toBe(200);
  });
});
