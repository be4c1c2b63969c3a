// Contributors and invitations through the API (invite, accept with a password, change a role,
// remove; never the last admin; one use per link; an existing account joins only signed in) and
// the activity log (owner writes with who, what and through which credential; reads are not
// recorded).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityResponse,
  type ContributorsResponse,
  type InvitationPreview,
  type OwnerMe,
  OwnerMessage,
} from '../shared/api/auth';
import {
  API_KEYS_PATH,
  CONTRIBUTORS_PATH,
  contributorPath,
  invitationPath,
} from '../shared/api/people';
import { EMAIL_INVALID_MESSAGE } from '../shared/forms/email';
import { roleRefusal } from '../shared/permissions/roles';
import {
  acceptPath,
  CONTRIBUTOR_PASSWORD,
  contributor,
  invite,
  NO_LIMITS,
} from './owner-test-helpers';
import { signInToAccept } from './routes/auth';
import { type RunningServer, startServer } from './server';
import { serverOptions, TEST_OWNER, TestClient, tempDir } from './test-helpers';

const dir = tempDir('owner-people');
let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path, { limits: NO_LIMITS }));
  admin = await new TestClient(server.url).startAsOwner();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

const me = async (client: TestClient) => {
  const response = await client.request('/api/auth/me');
  return response.ok ? ((await response.json()) as OwnerMe) : response.status;
};
const listing = async () =>
  (await (await admin.request(CONTRIBUTORS_PATH)).json()) as ContributorsResponse;
const ownerIdOf = async (email: string) =>
  (await listing()).contributors.find((person) => person.email === email)!.ownerId;

describe('invitations', () => {
  it('invite, preview, accept with a password: signed in with the role', async () => {
    const { invitation, link, token } = await invite(admin, 'Pat@People.Test', 'store manager');
    expect(invitation).toMatchObject({ email: 'pat@people.test', role: 'store manager' });
    // The editor (docs/live-site.md): /config/ beside the live site at the root.
    expect(link).toBe(`${new URL(server.url).origin}/config/?invitation=${token}`);
    expect((await listing()).invitations.map((entry) => entry.email)).toContain('pat@people.test');

    const pat = await new TestClient(server.url).start();
    const preview = (await (
      await pat.request(`/api/auth/invitations/${token}`)
    ).json()) as InvitationPreview;
    expect(preview).toEqual({
      email: 'pat@people.test',
      role: 'store manager',
      siteTitle: 'Juniper & Oak',
    });
    const accepted = await pat.send('POST', acceptPath(token), { password: CONTRIBUTOR_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(await me(pat)).toMatchObject({ email: 'pat@people.test', role: 'store manager' });
    // Signing in later with the password chosen works too.
    const again = await new TestClient(server.url).signIn('pat@people.test', CONTRIBUTOR_PASSWORD);
    expect(await me(again)).toMatchObject({ role: 'store manager' });
    expect((await listing()).invitations.map((entry) => entry.email)).not.toContain(
      'pat@people.test',
    );
  });

  it('records the link in the outbox (no mail is sent)', async () => {
    const { link } = await invite(admin, 'outbox@people.test', 'viewer');
    const outbox = await admin.request('/api/site-users/account/notifications/restock/outbox');
    expect(JSON.stringify(await outbox.json())).toContain(link);
  });

  it('a link works once', async () => {
    const { token } = await invite(admin, 'once@people.test', 'viewer');
    const first = await new TestClient(server.url).start();
    expect(
      (await first.send('POST', acceptPath(token), { password: CONTRIBUTOR_PASSWORD })).status,
    ).toBe(200);
    const second = await new TestClient(server.url).start();
    const reused = await second.send('POST', acceptPath(token), { password: 'another-password' });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ message: OwnerMessage.invitationInvalid });
    expect(await me(second)).toBe(401);
  });

  it('a revoked invitation cannot be accepted', async () => {
    const { invitation, token } = await invite(admin, 'revoked@people.test', 'editor');
    expect((await admin.send('DELETE', invitationPath(invitation.id))).status).toBe(204);
    const late = await new TestClient(server.url).start();
    expect(
      (await late.send('POST', acceptPath(token), { password: CONTRIBUTOR_PASSWORD })).status,
    ).toBe(404);
  });

  it('an invitation for an existing account needs that account’s session', async () => {
    const sam = await contributor(admin, 'sam@people.test', 'viewer');
    expect(
      (await admin.send('DELETE', contributorPath(await ownerIdOf('sam@people.test')))).status,
    ).toBe(204);
    const { token } = await invite(admin, 'sam@people.test', 'editor');
    const stranger = await new TestClient(server.url).start();
    const refused = await stranger.send('POST', acceptPath(token), { password: 'taken-over-1' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: signInToAccept('sam@people.test') });
    expect((await sam.send('POST', acceptPath(token), {})).status).toBe(200);
    expect(await me(sam)).toMatchObject({ role: 'editor' });
    // The stranger's password was not set on Sam's account.
    await expect(
      new TestClient(server.url).signIn('sam@people.test', 'taken-over-1'),
    ).rejects.toThrow();
  });

  it('refuses someone who already works on the site, and a role that is not one', async () => {
    await contributor(admin, 'taken@people.test', 'viewer');
    const taken = await admin.send('POST', '/api/contributors/invitations', {
      email: 'Taken@People.Test',
      role: 'viewer',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: OwnerMessage.alreadyContributor });
    const badRole = await admin.send('POST', '/api/contributors/invitations', {
      email: 'new@people.test',
      role: 'owner',
    });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toMatchObject({ message: OwnerMessage.roleInvalid });
  });

  it.each([
    ['', OwnerMessage.emailRequired],
    ['not an address', EMAIL_INVALID_MESSAGE],
  ])('refuses the email %j with its own sentence', async (email, message) => {
    const answer = await admin.send('POST', '/api/contributors/invitations', {
      email,
      role: 'viewer',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message, field: 'email' });
  });
});

describe('contributors', () => {
  it('a role change applies at once', async () => {
    const kim = await contributor(admin, 'kim@people.test', 'viewer');
    expect((await kim.request('/api/commerce/orders')).status).toBe(403);
    const changed = await admin.send('PUT', contributorPath(await ownerIdOf('kim@people.test')), {
      role: 'billing',
    });
    expect(changed.status).toBe(200);
    expect(await me(kim)).toMatchObject({ role: 'billing' });
    expect((await kim.request('/api/commerce/orders')).status).toBe(200);
  });

  it('never removes or demotes the last admin', async () => {
    const adminId = await ownerIdOf(TEST_OWNER.email);
    const demoted = await admin.send('PUT', contributorPath(adminId), { role: 'editor' });
    expect(demoted.status).toBe(409);
    expect(await demoted.json()).toMatchObject({ message: OwnerMessage.lastAdmin });
    const removed = await admin.send('DELETE', contributorPath(adminId));
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ message: OwnerMessage.lastAdmin });
    expect(await me(admin)).toMatchObject({ role: 'admin' });
  });

  it('a second admin may leave the first; then the first is the last again', async () => {
    await contributor(admin, 'second@people.test', 'admin');
    const secondId = await ownerIdOf('second@people.test');
    expect((await admin.send('PUT', contributorPath(secondId), { role: 'viewer' })).status).toBe(
      200,
    );
    expect(
      (await admin.send('DELETE', contributorPath(await ownerIdOf(TEST_OWNER.email)))).status,
    ).toBe(409);
  });

  it('a removed contributor’s session reaches no owner route', async () => {
    const lee = await contributor(admin, 'lee@people.test', 'store manager');
    expect((await lee.request('/api/commerce/orders')).status).toBe(200);
    expect(
      (await admin.send('DELETE', contributorPath(await ownerIdOf('lee@people.test')))).status,
    ).toBe(204);
    const orders = await lee.request('/api/commerce/orders');
    expect(orders.status).toBe(403);
    expect(await orders.json()).toMatchObject({ message: roleRefusal('none', 'orders:read') });
    // The site's draft: not even whether it exists.
    expect((await lee.request('/api/sites/demo')).status).toBe(404);
    expect(await me(lee)).toMatchObject({ role: 'none' });
  });

  it('only an admin manages people', async () => {
    const manager = await contributor(admin, 'wm@people.test', 'website manager');
    const response = await manager.request(CONTRIBUTORS_PATH);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'The website manager role cannot manage contributors.',
    });
  });
});

describe('the activity log', () => {
  async function log(): Promise<ActivityResponse['entries']> {
    return ((await (await admin.request('/api/activity')).json()) as ActivityResponse).entries;
  }

  it('records owner writes with who, what and via; not reads', async () => {
    const before = (await log()).length;
    const { site, revision } = await (await admin.request('/api/sites/demo')).json();
    expect((await admin.saveSite('demo', revision, site)).status).toBe(200);
    const keyAnswer = await admin.send('POST', API_KEYS_PATH, {
      name: 'Catalogue sync',
      scopes: ['products:write', 'orders:read'],
    });
    const { key } = (await keyAnswer.json()) as { key: string };
    const script = new TestClient(server.url);
    const created = await script.request('/api/commerce/products', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    await script.request('/api/commerce/orders', { headers: { Authorization: `Bearer ${key}` } });
    await admin.request('/api/commerce/orders');

    const entries = await log();
    expect(entries.length - before).toBe(3);
    expect(entries.slice(0, 3)).toEqual([
      expect.objectContaining({
        actor: 'Catalogue sync',
        via: 'api-key',
        method: 'POST',
        path: '/api/commerce/products',
        status: created.status,
      }),
      expect.objectContaining({
        actor: TEST_OWNER.email,
        via: 'session',
        method: 'POST',
        path: '/api/api-keys',
        status: 201,
      }),
      expect.objectContaining({
        actor: TEST_OWNER.email,
        via: 'session',
        method: 'PUT',
        path: '/api/sites/demo',
        status: 200,
      }),
    ]);
    expect(entries.some((entry) => entry.method === 'GET')).toBe(false);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
