// Migration 0009 numbers the orders a store already has in creation order, per website, and the
// next order of each store continues from there.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrateTo, migrateToLatest } from './migrations';

let db: Kysely<Database> | undefined;
afterEach(async () => {
  await db?.destroy();
});

function order(id: string, websiteId: string, createdAt: string) {
  return {
    id,
    website_id: websiteId,
    cart_id: `cart-${id}`,
    email: 'ada@example.com',
    shipping_address: null,
    currency: 'USD',
    subtotal_minor: 100,
    shipping_minor: 0,
    tax_minor: 0,
    grand_total_minor: 100,
    created_at: createdAt,
    site_user_id: null,
  };
}

describe('0009_order_extras', () => {
  it('numbers existing orders per store in creation order, from #1001', async () => {
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
    });
    await migrateTo(db as Kysely<unknown>, '0007_revisions_saved_by');
    const old = db as unknown as Kysely<{ orders: ReturnType<typeof order> }>;
    await old
      .insertInto('orders')
      .values([
        order('zz', 'demo', '2026-01-01T10:00:00.000Z'),
        order('aa', 'demo', '2026-01-03T10:00:00.000Z'),
        order('mm', 'other', '2026-01-02T10:00:00.000Z'),
        order('bb', 'demo', '2026-01-02T10:00:00.000Z'),
      ])
      .execute();
    await migrateToLatest(db as Kysely<unknown>);
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'website_id', 'number'])
      .orderBy('number')
      .orderBy('website_id')
      .execute();
    expect(rows).toEqual([
      { id: 'zz', website_id: 'demo', number: 1001 },
      { id: 'mm', website_id: 'other', number: 1001 },
      { id: 'bb', website_id: 'demo', number: 1002 },
      { id: 'aa', website_id: 'demo', number: 1003 },
    ]);
    const counters = await db
      .selectFrom('order_counters')
      .selectAll()
      .orderBy('website_id')
      .execute();
    expect(counters).toEqual([
      { website_id: 'demo', last_number: 1003 },
      { website_id: 'other', last_number: 1001 },
    ]);
    await expect(
      db.updateTable('orders').set({ number: 1001 }).where('id', '=', 'bb').execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
