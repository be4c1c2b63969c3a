// The installation's sites as a whole (docs/sites.md), on each engine (openStores: SQLite here,
// PostgreSQL under `npm run test:postgres`): host names are unique and follow their site out,
// and removing a site leaves no row naming it in any table with a site column, another site's
// rows untouched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../../shared/api/forms';
import { site } from '../../shared/document/fixtures';
import { storeOptions, tempDir } from '../test-helpers';
import { IdMap } from './site-copy';
import { openStores, type Stores } from './stores';

const dir = tempDir('site-registry');
let stores: Stores;

beforeEach(async () => {
  stores = await openStores(storeOptions(dir.path));
  for (const id of ['a', 'b']) await stores.sites.create(site([], { id, title: id.toUpperCase() }));
});
afterEach(async () => {
  await stores.close();
  dir.remove();
});

const form = formDefinitionSchema.parse({
  id: 'contact',
  name: 'Contact',
  fields: [],
  submitLabel: 'Send',
});

describe('host names', () => {
  it('gives each host to one site, moves none, and frees it when cleared', async () => {
    expect(await stores.registry.setHost('a', 'a.example.test')).toBe('set');
    expect(await stores.registry.setHost('b', 'a.example.test')).toBe('taken');
    expect(await stores.registry.setHost('a', 'a2.example.test')).toBe('set');
    expect(await stores.registry.hostOf('a')).toBe('a2.example.test');
    expect(await stores.registry.setHost('b', 'a.example.test')).toBe('set');
    await stores.registry.setHost('a', null);
    expect([...(await stores.registry.hosts())]).toEqual([['a.example.test', 'b']]);
  });
});

describe('removing a site', () => {
  it('removes every row naming it and keeps the other site whole', async () => {
    await stores.registry.setHost('a', 'a.example.test');
    for (const id of ['a', 'b']) {
      await stores.forms(id).createForm(form, '2026-11-27T10:00:00.000Z');
      await stores.owners.setRole(id, (await stores.owners.ensure('o@test.example')).id, 'admin');
    }
    expect(await stores.registry.remove('a')).toBe(true);
    expect(await stores.registry.remove('a')).toBe(false);
    const tables = await stores.registry.tablesWithSite();
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(['forms', 'products', 'site_hosts']),
    );
    for (const { table, column } of tables) {
      expect(await stores.registry.countRows(table, column, 'a'), table).toBe(0);
    }
    expect(await stores.registry.siteIds()).toEqual(['b']);
    expect(await stores.forms('b').getForm('contact')).toBeDefined();
  });

  it('copies forms to a new site under the same ids, other rows under new ones', async () => {
    await stores.forms('a').createForm(form, '2026-11-27T10:00:00.000Z');
    const ids = await stores.registry.copyRows('a', 'c', new IdMap());
    expect(await stores.forms('c').getForm('contact')).toBeDefined();
    expect(ids.rewrite('"contact"')).toBe('"contact"');
  });
});

describe('IdMap', () => {
  it('rewrites ids standing alone, never inside a longer id', () => {
    const ids = new IdMap();
    ids.set('a-events', 'c-events');
    ids.set('a-events-1', 'c-events-1');
    ids.set('f00d', 'beef');
    expect(
      ids.rewrite('{"c":"a-events","i":"a-events-1","u":"/files/f00d/x.png","n":"xa-events2"}'),
    ).toBe('{"c":"c-events","i":"c-events-1","u":"/files/beef/x.png","n":"xa-events2"}');
    expect(new IdMap().rewrite('same')).toBe('same');
  });
});
