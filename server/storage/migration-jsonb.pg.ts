// 0013_jsonb on an installation that has data: a PostgreSQL database at 0012 (JSON documents as
// `json`, an order item's plan and gift card as text), filled through the stores, then migrated.
// Every store answers the same afterwards. Forms are written as rows of their 0012 tables (the
// form store writes the site column 0024 adds) and read back through the store. PostgreSQL only (vitest.postgres.config.ts).
import { type Kysely, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { SHIPPING_ADDRESS } from '../commerce-test-helpers';
import { DEMO_CONTACT_FORM_ID, demoForms } from '../seed/demo-forms';
import { buildDemoSite } from '../seed/demo-site';
import { seedDemoStore } from '../seed/demo-store';
import { tempDir, testDatabaseUrl } from '../test-helpers';
import type { Database } from './database';
import { JSONB_COLUMNS } from './migration-jsonb';
import { migrateTo, migrateToLatest } from './migrations';
import { connectPostgres } from './postgres';
import { type Stores, storesOn } from './stores';

const dir = tempDir('migration-jsonb');
afterAll(() => dir.remove());

const clock = () => new Date('2026-03-01T10:00:00.000Z');
const currency = async () => 'USD';

/** What the stores answer about everything the database holds. */
async function answers(stores: Stores, jobId: string) {
  const commerce = stores.commerce('demo', currency);
  return {
    site: await stores.sites.get('demo'),
    sites: await stores.sites.list(),
    products: await commerce.listProducts(),
    orders: await commerce.listOrders(),
    apiKeys: await stores.access.apiKeys('demo'),
    job: await stores.jobs.get(jobId),
  };
}

async function columnTypes(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name || '.' || column_name || ' ' || data_type as name
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  return rows.map((row) => row.name);
}

it('turns every JSON column into jsonb, and every store answers as before', async () => {
  const db = await connectPostgres(testDatabaseUrl(dir.path)!);
  try {
    await migrateTo(db as Kysely<unknown>, '0012_shared_state');
    const before = storesOn(db, clock);
    expect(await before.sites.create(buildDemoSite())).toMatchObject({ kind: 'created' });
    const commerce = before.commerce('demo', currency);
    await seedDemoStore(commerce, 'USD');
    const product = (await commerce.listProducts())[0]!;
    const sku = product.structuredContent.variants[0]!.sku;
    const added = await commerce.addEntry(
      { cartId: null, siteUserId: null },
      { itemId: product.id, sku, quantity: 1, additionalFields: null },
    );
    if (added.kind !== 'ok') throw new Error(added.message);
    const ordered = await commerce.placeOrder(
      { cartId: added.cart.id, siteUserId: null },
      { email: 'ada@example.com', shippingAddress: SHIPPING_ADDRESS, giftCards: new Map() },
    );
    expect(ordered.kind).toBe('ok');
    const at = clock().toISOString();
    const contact = demoForms().find((form) => form.id === DEMO_CONTACT_FORM_ID)!;
    const submission = {
      id: 'submission-1',
      formId: DEMO_CONTACT_FORM_ID,
      createdAt: at,
      values: { name: ['Ada', 'Lovelace'], message: 'Hello "there"' },
      pagePath: '/contact',
    };
    await sql`insert into forms (id, name, definition, mailing_list_id, created_at, updated_at)
      values (${contact.id}, ${contact.name}, ${JSON.stringify(contact)}, null, ${at}, ${at})`.execute(
      db,
    );
    await sql`insert into form_submissions
      (id, form_id, created_at, form_values, search_text, page_path)
      values (${submission.id}, ${submission.formId}, ${at}, ${JSON.stringify(submission.values)},
        'ada', ${submission.pagePath})`.execute(db);
    await before.access.createApiKey('digest', {
      siteId: 'demo',
      name: 'Deploy',
      prefix: 'abc',
      scopes: ['site:read'],
      createdBy: 'ada@example.com',
    });
    // What the `json` columns took and `jsonb` refuses: a NUL and a lone surrogate.
    const jobId = await before.jobs.schedule('publish', { note: 'a\u0000b\ud800', n: 1.5 }, 0);
    await sql`update jobs set payload = ${JSON.stringify({ note: 'a\u0000b\ud800', n: 1.5 })}`.execute(
      db,
    );
    const old = await answers(before, jobId);
    expect(old.job?.payload).toEqual({ note: 'a\u0000b\ud800', n: 1.5 });
    expect(old.orders).toHaveLength(1);
    const jsonColumns = Object.entries(JSONB_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${column}`),
    );
    expect((await columnTypes(db)).filter((name) => name.endsWith(' jsonb'))).toEqual([]);

    await migrateToLatest(db as Kysely<unknown>);

    const types = await columnTypes(db);
    // The tables 0013 converted (later migrations add tables with jsonb columns of their own).
    const converted = (name: string) => Object.hasOwn(JSONB_COLUMNS, name.split('.')[0] ?? '');
    expect(types.filter((name) => name.endsWith(' jsonb') && converted(name)).sort()).toEqual(
      jsonColumns.map((name) => `${name} jsonb`).sort(),
    );
    expect(types.filter((name) => name.endsWith(' json'))).toEqual([]);
    const migrated = storesOn(db, clock);
    const after = await answers(migrated, jobId);
    expect(await migrated.forms('demo').getForm(DEMO_CONTACT_FORM_ID)).toEqual(contact);
    expect(await migrated.forms('demo').allSubmissions(DEMO_CONTACT_FORM_ID)).toEqual([submission]);
    expect(after).toEqual({
      ...old,
      job: { ...old.job, payload: { note: 'a\uFFFDb\uFFFD', n: 1.5 } },
    });
  } finally {
    await db.destroy();
  }
});
