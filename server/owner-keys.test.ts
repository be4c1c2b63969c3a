// API keys: `Authorization: Bearer <key>` works without a crumb on the routes its scopes allow,
// is refused (403) elsewhere and never reaches contributors, keys or the activity log; an unknown
// or deleted key is nobody (401). The key is answered once and only its SHA-256 is stored.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiKeyCreated, type ApiKeySummary, OwnerMessage } from '../shared/api/auth';
import { API_KEYS_PATH, apiKeyPath } from '../shared/api/people';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  SIGN_IN_TO_CONTINUE,
  scopeRefusal,
  scopesAllow,
} from '../shared/permissions/roles';
import {
  call,
  type MountedRoute,
  mountedApiRoutes,
  NO_LIMITS,
  ownerActionOf,
} from './owner-test-helpers';
import { tokenDigest } from './owners/tokens';
import { type RunningServer, startServer } from './server';
import {
  openTestDatabase,
  serverOptions,
  TestClient,
  tempDir,
  testDatabaseUrl,
} from './test-helpers';

const dir = tempDir('owner-keys');
let server: RunningServer;
let admin: TestClient;
let routes: MountedRoute[];

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path, { limits: NO_LIMITS }));
  routes = mountedApiRoutes(server.app);
  admin = await new TestClient(server.url).startAsOwner();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

async function createKey(name: string, scopes: readonly string[]): Promise<ApiKeyCreated> {
  const response = await admin.send('POST', API_KEYS_PATH, { name, scopes });
  expect(response.status).toBe(201);
  return (await response.json()) as ApiKeyCreated;
}

async function listKeys(): Promise<ApiKeySummary[]> {
  return ((await (await admin.request(API_KEYS_PATH)).json()) as { apiKeys: ApiKeySummary[] })
    .apiKeys;
}

/** A script: no cookies at all, only the key. */
const script = () => new TestClient(server.url);
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

describe('a key with one scope', () => {
  it.each(API_KEY_SCOPES)('%s: allowed exactly where its scope is needed', async (scope) => {
    const { key } = await createKey(`only ${scope}`, [scope]);
    const got: string[] = [];
    const want: string[] = [];
    for (const route of routes) {
      const action = ownerActionOf(route);
      if (action === null) continue;
      const response = await call(script(), route, { crumb: false, headers: bearer(key) });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      const name = `${route.method} ${route.pattern}`;
      expect(response.status, name).toBeLessThan(500);
      got.push(
        `${name}: ${response.status === 403 ? body.message : response.status === 401 ? 401 : 'allowed'}`,
      );
      want.push(`${name}: ${scopesAllow([scope], action) ? 'allowed' : scopeRefusal(action)}`);
    }
    expect(got).toEqual(want);
  });
});

describe('keys and people', () => {
  it('no key, whatever its scopes, reaches contributors, keys or the activity log', async () => {
    const { key } = await createKey('everything', API_KEY_SCOPES);
    for (const [method, path, action] of [
      ['GET', '/api/contributors', 'contributors:manage'],
      ['POST', '/api/contributors/invitations', 'contributors:manage'],
      ['GET', API_KEYS_PATH, 'api-keys:manage'],
      ['POST', API_KEYS_PATH, 'api-keys:manage'],
      ['GET', '/api/activity', 'activity:read'],
    ] as const) {
      const response = await call(
        script(),
        { method, pattern: path, path },
        {
          crumb: false,
          headers: bearer(key),
        },
      );
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ message: scopeRefusal(action) });
    }
  });

  it.each([
    ['contributors:manage', OwnerMessage.keyScopeInvalid],
    ['site:edit', OwnerMessage.keyScopeInvalid],
  ])('cannot be given the scope %s', async (scope, message) => {
    const response = await admin.send('POST', API_KEYS_PATH, { name: 'greedy', scopes: [scope] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('cannot save the site, even with every scope (saving is not a scope)', async () => {
    const { key } = await createKey('site writer', API_KEY_SCOPES);
    const { site, revision } = await (await admin.request('/api/sites/demo')).json();
    const response = await script().request('/api/sites/demo', {
      method: 'PUT',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ baseRevision: revision, site: { ...site, title: 'Scripted' } }),
    });
    expect(response.status).toBe(403);
  });
});

describe('an unknown or deleted key', () => {
  it('is nobody: 401 on owner reads, and never allowed a write', async () => {
    const { apiKey, key } = await createKey('short-lived', ['orders:read', 'products:write']);
    const orders = () => script().request('/api/commerce/orders', { headers: bearer(key) });
    expect((await orders()).status).toBe(200);
    expect((await admin.send('DELETE', apiKeyPath(apiKey.id))).status).toBe(204);
    const refused = await orders();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: SIGN_IN_TO_CONTINUE });
    // A write with a dead key has no crumb either: refused as nobody, before anything runs,
    // and so is a visitor route: a key that is not valid is never taken for a visitor.
    const write = await script().request('/api/commerce/products', {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(401);
    expect(await write.json()).toMatchObject({ message: SIGN_IN_TO_CONTINUE });
    const cart = await script().request('/api/commerce/shopping-cart', {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(cart.status).toBe(401);
    const madeUp = `sk_${'A'.repeat(43)}`;
    expect(
      (await script().request('/api/commerce/orders', { headers: bearer(madeUp) })).status,
    ).toBe(401);
  });

  it('a key of another shape is no key at all', async () => {
    const response = await script().request('/api/commerce/orders', {
      headers: { Authorization: 'Bearer not-a-key' },
    });
    expect(response.status).toBe(401);
  });
});

describe('what is kept of a key', () => {
  it('answers the key once; the list shows its prefix and scopes, never the key', async () => {
    const { apiKey, key } = await createKey('Order sync', ['orders:read']);
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Order sync', scopes: ['orders:read'], lastUsedAt: null });
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const listed = await listKeys();
    expect(listed.find((entry) => entry.id === apiKey.id)).toEqual(apiKey);
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it('records when a key was last used', async () => {
    const { apiKey, key } = await createKey('Reporter', ['orders:read']);
    await script().request('/api/commerce/orders', { headers: bearer(key) });
    const used = (await listKeys()).find((entry) => entry.id === apiKey.id);
    expect(used?.lastUsedAt).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(used!.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('stores only the hash: the key’s text is nowhere in the database', async () => {
    const { key } = await createKey('Hashed', ['products:read']);
    const dataDir = join(dir.path, 'data');
    // Every row of every table, on either engine; and on SQLite the files' bytes too (the
    // write-ahead log and freed pages included).
    const db = await openTestDatabase(dataDir);
    const tables = testDatabaseUrl(dataDir)
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
          db,
        );
    let stored = '';
    for (const { name } of tables.rows) {
      stored += JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(db)).rows);
    }
    await db.destroy();
    if (!testDatabaseUrl(dataDir)) {
      stored += readdirSync(dataDir)
        .filter((name) => name.startsWith('site.db'))
        .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
        .join('');
    }
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(8));
    expect(stored).toContain(tokenDigest(key));
  });

  it('refuses a key without a name or scopes, with the sentence', async () => {
    for (const [body, message] of [
      [{ name: ' ', scopes: ['orders:read'] }, OwnerMessage.keyNameRequired],
      [{ name: 'x', scopes: [] }, OwnerMessage.keyScopesRequired],
      [{ name: 'x'.repeat(81), scopes: ['orders:read'] }, OwnerMessage.keyNameTooLong],
    ] as const) {
      const response = await admin.send('POST', API_KEYS_PATH, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    }
  });
});

/** Scopes a script may be given are exactly the list (and keep the editor's labels honest). */
it('offers the scopes the issue names', () => {
  const wanted: ApiKeyScope[] = ['orders:read', 'products:write', 'inventory:write', 'forms:read'];
  for (const scope of wanted) expect(API_KEY_SCOPES).toContain(scope);
});
