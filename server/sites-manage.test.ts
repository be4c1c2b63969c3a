// Many sites in one installation (docs/sites.md): the Sites calls make sites (blank and from each
// template), rename them, give them a host name, duplicate and delete them; the one process serves
// each site at its own host name and at `<id>.localhost`, and any other host gets the default
// site. Refusals: API keys, viewers, another site's admin, bad host names, a wrong confirmation.
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated } from '../shared/api/auth';
import type { ProductItem } from '../shared/api/commerce';
import { API_KEYS_PATH } from '../shared/api/people';
import {
  type ManagedSite,
  SITES_PATH,
  SitesMessage,
  siteDeletePath,
  siteManagePath,
} from '../shared/sites/manage';
import { rootCategory } from '../shared/store/new-store';
import { contributor, NO_LIMITS } from './owner-test-helpers';
import { blankSite } from './seed/blank-site';
import { DEMO_SITE_ID } from './seed/demo-site';
import { openApp, type RunningServer, startServer } from './server';
import { openStores, type Stores } from './storage/stores';
import { serverOptions, storeOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('sites-manage');
let server: RunningServer;
let admin: TestClient;
let port: string;

/** GET `path` of the server with this Host header: the text and status. */
function onHost(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: Number(port), path, headers: { Host: `${host}:${port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function create(name: string, template: string, tone = 'bold'): Promise<string> {
  const response = await admin.send('POST', SITES_PATH, { name, template, tone });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function list(client: TestClient = admin): Promise<ManagedSite[]> {
  return (await (await client.request(SITES_PATH)).json()) as ManagedSite[];
}

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path, { limits: NO_LIMITS }));
  port = new URL(server.url).port;
  admin = await new TestClient(server.url).startAsOwner();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

describe('creating sites', () => {
  it('makes a blank site and one from each template, each with the creator as admin', async () => {
    const blank = await create('Blank Slate', 'blank');
    const shop = await create('Clay Shop', 'shop', 'playful');
    const folio = await create('Lens Folio', 'portfolio', 'sophisticated');
    const table = await create('Corner Table', 'restaurant', 'friendly');
    const rows = await list();
    for (const [id, title] of [
      [blank, 'Blank Slate'],
      [shop, 'Clay Shop'],
      [folio, 'Lens Folio'],
      [table, 'Corner Table'],
    ]) {
      expect(rows).toContainEqual({
        id,
        title,
        revision: expect.any(Number),
        hostName: null,
        role: 'admin',
      });
    }
    // Each answers at <id>.localhost with its own home page.
    expect((await onHost(`${shop}.localhost`, '/')).body).toContain('Clay Shop');
    expect((await onHost(`${table}.localhost`, '/')).body).toContain('Corner Table');
    expect((await onHost(`${blank}.localhost`, '/')).body).toContain('Blank Slate');
  }, 120_000);

  it('refuses a bad start, tone or name with a message, and an API key', async () => {
    for (const [body, message] of [
      [{ name: 'x', template: 'castle', tone: 'bold' }, SitesMessage.badStart],
      [{ name: 'x', template: 'shop', tone: 'loud' }, SitesMessage.badTone],
      [{ name: '  ', template: 'blank', tone: 'bold' }, SitesMessage.nameMissing],
    ] as const) {
      const response = await admin.send('POST', SITES_PATH, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(message);
    }
    const keyed = await admin.send('POST', API_KEYS_PATH, { name: 'k', scopes: ['site:read'] });
    const { key } = (await keyed.json()) as ApiKeyCreated;
    const script = await new TestClient(server.url).start();
    const response = await script.request(SITES_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Scripted', template: 'blank', tone: 'bold' }),
    });
    expect(response.status).toBe(403);
    const anonymous = await new TestClient(server.url).start();
    expect(
      (await anonymous.send('POST', SITES_PATH, { name: 'a', template: 'blank' })).status,
    ).toBe(401);
  });
});

describe('host names', () => {
  it('serves each site at its host name, and the default site at any other host', async () => {
    const shop = await create('Harbour Goods', 'shop');
    const blank = await create('Quiet Page', 'blank');
    expect(
      (await admin.send('PUT', siteManagePath(shop, 'host'), { hostName: 'Goods.Example.test' }))
        .status,
    ).toBe(200);
    expect((await list()).find((site) => site.id === shop)?.hostName).toBe('goods.example.test');
    const home = await onHost('goods.example.test', '/');
    expect(home.body).toContain('Harbour Goods');
    const products = JSON.parse(
      (await onHost('goods.example.test', '/api/commerce/products')).body,
    ) as {
      items?: ProductItem[];
    };
    expect(JSON.stringify(products)).toContain('"name"');
    // The blank site has no products; the default site is the demo.
    const none = await onHost(`${blank}.localhost`, '/api/commerce/products');
    expect(none.body).not.toContain('"name"');
    expect((await onHost('unknown.example.test', '/')).body).toContain('Juniper');
    expect((await onHost('127.0.0.1', '/')).body).toContain('Juniper');
  });

  it('refuses a bad or taken host name with a message', async () => {
    const one = await create('One', 'blank');
    const two = await create('Two', 'blank');
    const bad = await admin.send('PUT', siteManagePath(one, 'host'), {
      hostName: 'http://x.test/',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(SitesMessage.badHost);
    await admin.send('PUT', siteManagePath(one, 'host'), { hostName: 'one.example.test' });
    const taken = await admin.send('PUT', siteManagePath(two, 'host'), {
      hostName: 'one.example.test',
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe(SitesMessage.hostTaken);
    // Cleared, the name is free again.
    await admin.send('PUT', siteManagePath(one, 'host'), { hostName: '' });
    expect(
      (await admin.send('PUT', siteManagePath(two, 'host'), { hostName: 'one.example.test' }))
        .status,
    ).toBe(200);
    expect((await onHost('one.example.test', '/')).body).toContain('Two');
  });

  it('lets a viewer open but not readdress a site, and hides a site from who has no role', async () => {
    const site = await create('Viewed', 'blank');
    const viewer = await contributor(admin, 'viewer@sites.test', 'viewer');
    // The viewer has a role on the demo site only.
    expect((await list(viewer)).map((row) => row.id)).toEqual([DEMO_SITE_ID]);
    const hidden = await viewer.send('PUT', siteManagePath(site, 'host'), {
      hostName: 'v.example.test',
    });
    expect(hidden.status).toBe(404);
    const demo = await viewer.send('PUT', siteManagePath(DEMO_SITE_ID, 'host'), {
      hostName: 'v.example.test',
    });
    expect(demo.status).toBe(403);
  });
});

describe('opening a site', () => {
  it('answers a one-time link to its editor at its own address, which signs in there', async () => {
    const site = await create('Opened', 'blank');
    const response = await admin.send('POST', siteManagePath(site, 'open'));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^http://${site}\\.localhost:${port}/config/\\?signin=`));
    const link = new URL(url);
    const followed = await new Promise<{ status: number; cookie: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: Number(port),
          path: `${link.pathname}${link.search}`,
          headers: { Host: link.host },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie'] ?? '') });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(followed.status).toBe(303);
    expect(followed.cookie).toContain('HttpOnly');
    // Someone without a role on the site is not told it exists.
    const viewer = await contributor(admin, 'opener@sites.test', 'viewer');
    expect((await viewer.send('POST', siteManagePath(site, 'open'))).status).toBe(404);
    expect((await viewer.send('POST', siteManagePath(DEMO_SITE_ID, 'open'))).status).toBe(200);
  });
});

describe('rename, duplicate and delete', () => {
  it('renames a site: its title in the list and on its next published page', async () => {
    const site = await create('Old Name', 'blank');
    const renamed = await admin.send('PUT', siteManagePath(site, 'name'), { name: 'New Name' });
    expect(renamed.status).toBe(200);
    expect((await list()).find((row) => row.id === site)?.title).toBe('New Name');
    expect((await admin.send('PUT', siteManagePath(site, 'name'), { name: '' })).status).toBe(400);
  });

  it('duplicates a site with its published pages, products, forms, files and events', async () => {
    const original = await create('Corner Bistro', 'restaurant');
    const response = await admin.send('POST', siteManagePath(original, 'duplicate'), {});
    expect(response.status).toBe(201);
    const copy = ((await response.json()) as { id: string }).id;
    expect((await list()).find((row) => row.id === copy)?.title).toBe('Corner Bistro (copy)');
    const page = await onHost(`${copy}.localhost`, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Corner Bistro (copy)');
    const stores = await openStores(storeOptions(`${dir.path}/data`));
    try {
      const count = async (id: string) => ({
        files: (await stores.files(id).list()).length,
        forms: (await stores.forms(id).listForms()).length,
        collections: (await stores.collections(id).listCollections()).length,
      });
      const before = await count(original);
      expect(before.files).toBeGreaterThan(0);
      expect(await count(copy)).toEqual(before);
      // The copy's files are its own: new ids, served at the copy's address.
      const copyFiles = await stores.files(copy).list();
      const originalIds = new Set((await stores.files(original).list()).map((f) => f.id));
      expect(copyFiles.some((file) => originalIds.has(file.id))).toBe(false);
      const served = await onHost(
        `${copy}.localhost`,
        `/files/${copyFiles[0]!.id}/${copyFiles[0]!.urlName}`,
      );
      expect(served.status).toBe(200);
      expect(page.body).toContain(copyFiles[0]!.id);
    } finally {
      await stores.close();
    }
  }, 60_000);

  it('duplicates its store, languages, preferences and translated words under new ids', async () => {
    const original = await create('Tea House', 'shop');
    const before = await openStores(storeOptions(`${dir.path}/data`));
    let productId: string;
    try {
      const setup = before.storeSetup(original);
      const made = await setup.createCollection({
        navigationTitle: 'Shop',
        title: 'Shop',
        urlId: 'shop',
        description: '',
        enabled: true,
      });
      if (made.kind !== 'created') throw new Error(made.kind);
      const root = await setup.createCategory(made.collection.id, rootCategory('Shop'));
      if (root.kind !== 'created') throw new Error(root.kind);
      await setup.savePreferences('checkout', { orderNumberStart: 500 });
      await before.languages(original).setLanguages([
        { code: 'en-US', isDefault: true },
        { code: 'fr-FR', isDefault: false },
      ]);
      productId = (await before.commerce(original, async () => 'USD').listProducts())[0]!.id;
      await before.translations(original).put('product', productId, 'fr-FR', { name: 'Thé vert' });
    } finally {
      await before.close();
    }
    const response = await admin.send('POST', siteManagePath(original, 'duplicate'), {});
    expect(response.status).toBe(201);
    const copy = ((await response.json()) as { id: string }).id;
    const stores = await openStores(storeOptions(`${dir.path}/data`));
    try {
      const [own] = await stores.storeSetup(original).collections();
      const [copied] = await stores.storeSetup(copy).collections();
      expect(copied).toMatchObject({ title: 'Shop', urlId: 'shop', websiteId: copy });
      expect(copied!.id).not.toBe(own!.id);
      expect(await stores.storeSetup(copy).categories(copied!.id)).toHaveLength(1);
      expect(await stores.storeSetup(copy).preferences('checkout')).toEqual({
        orderNumberStart: 500,
      });
      expect((await stores.languages(copy).languages()).map((entry) => entry.code)).toEqual([
        'en-US',
        'fr-FR',
      ]);
      const products = await stores.commerce(copy, async () => 'USD').listProducts();
      const words = await stores.translations(copy).wordsIn('product', 'fr-FR');
      expect(products.map((product) => words.get(product.id)?.name).filter(Boolean)).toEqual([
        'Thé vert',
      ]);
      expect(products.some((product) => product.id === productId)).toBe(false);
      // The original keeps its own.
      expect((await stores.translations(original).wordsIn('product', 'fr-FR')).size).toBe(1);
    } finally {
      await stores.close();
    }
  }, 60_000);

  it('deletes a site only with its name typed, removing every row and its host', async () => {
    const site = await create('Gone Soon', 'shop');
    await admin.send('PUT', siteManagePath(site, 'host'), { hostName: 'gone.example.test' });
    expect((await onHost('gone.example.test', '/')).body).toContain('Gone Soon');
    const wrong = await admin.send('DELETE', siteDeletePath(site), { confirm: 'Gone' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(SitesMessage.confirmMismatch);
    const other = await contributor(admin, 'other-admin@sites.test', 'admin');
    // An admin of the demo site only: the site is not found for them.
    expect(
      (await other.send('DELETE', siteDeletePath(site), { confirm: 'Gone Soon' })).status,
    ).toBe(404);
    expect(
      (await admin.send('DELETE', siteDeletePath(site), { confirm: 'Gone Soon' })).status,
    ).toBe(200);
    expect((await list()).some((row) => row.id === site)).toBe(false);
    expect((await onHost('gone.example.test', '/')).body).toContain('Juniper');
    expect((await onHost(`${site}.localhost`, '/')).body).toContain('Juniper');
    const stores: Stores = await openStores(storeOptions(`${dir.path}/data`));
    try {
      const left: string[] = [];
      for (const { table, column } of await stores.registry.tablesWithSite()) {
        const counted = await stores.registry.countRows(table, column, site);
        if (counted > 0) left.push(`${table}: ${counted}`);
      }
      expect(left).toEqual([]);
      expect(await stores.sites.get(site)).toBeUndefined();
    } finally {
      await stores.close();
    }
  }, 60_000);
});

describe('after the demo site is deleted', () => {
  it('a restart serves the first site left and seeds no demo content into it', async () => {
    const root = tempDir('sites-restart');
    const options = serverOptions(root.path, { limits: NO_LIMITS });
    let first = await startServer(options);
    try {
      const owner = await new TestClient(first.url).startAsOwner();
      const made = await owner.send('POST', SITES_PATH, { name: 'Kept', template: 'blank' });
      const { id } = (await made.json()) as { id: string };
      const gone = await owner.send('DELETE', siteDeletePath(DEMO_SITE_ID), {
        confirm: 'Juniper & Oak',
      });
      expect(gone.status).toBe(200);
      await first.close();
      first = await startServer(options);
      const visitor = await new TestClient(first.url).start();
      expect(await (await visitor.request('/')).text()).toContain('Kept');
      const products = await (await visitor.request('/api/commerce/products')).text();
      expect(products).not.toContain('Linen Cushion');
      const stores = await openStores(storeOptions(join(root.path, 'data')));
      try {
        expect(await stores.forms(id).listForms()).toEqual([]);
        expect(await stores.registry.siteIds()).toEqual([id]);
      } finally {
        await stores.close();
      }
    } finally {
      await first.close();
      root.remove();
    }
  }, 60_000);
});

describe('behind a trusted proxy', () => {
  it('reads X-Forwarded-Host only when TRUST_PROXY is set', async () => {
    const root = tempDir('sites-proxy');
    const options = serverOptions(root.path);
    // The demo site, then a second one straight into the database.
    await (await openApp(options)).close();
    const stores = await openStores(storeOptions(options.dataDir));
    const created = await stores.sites.create(blankSite('site-proxied', 'Proxied Site'));
    if (created.kind === 'created') await stores.sites.publish('site-proxied', created.revision);
    await stores.close();
    for (const trustProxy of [true, false]) {
      const opened = await openApp({ ...options, trustProxy });
      try {
        const page = await opened.dispatch.request('http://127.0.0.1/', {
          headers: { 'X-Forwarded-Host': 'site-proxied.localhost' },
        });
        expect(await page.text()).toContain(trustProxy ? 'Proxied Site' : 'Juniper');
      } finally {
        await opened.close();
      }
    }
    root.remove();
  }, 60_000);
});
