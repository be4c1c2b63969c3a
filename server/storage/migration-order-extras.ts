// 0009_order_extras: a short order number per store (#1001, #1002, …), and what an order item
// records beyond its price: the subscription plan bought and a gift card's recipient.
// Existing orders are numbered per website in creation order; `order_counters` holds each
// website's last number, taken with an UPDATE … RETURNING inside the order's transaction.
import type { Kysely, Migration } from 'kysely';

/** The first order of a store is #1001 (our choice). */
export const FIRST_ORDER_NUMBER = 1001;

interface Tables {
  orders: { id: string; website_id: string; created_at: string; number: number | null };
  order_counters: { website_id: string; last_number: number };
}

export const orderExtrasMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Tables>;
    await db.schema.alterTable('orders').addColumn('number', 'integer').execute();
    await db.schema.alterTable('order_items').addColumn('subscription_plan', 'text').execute();
    await db.schema.alterTable('order_items').addColumn('gift_card', 'text').execute();
    await db.schema
      .createTable('order_counters')
      .addColumn('website_id', 'text', (col) => col.primaryKey())
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'website_id'])
      .orderBy('website_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const last = new Map<string, number>();
    for (const row of rows) {
      const number = (last.get(row.website_id) ?? FIRST_ORDER_NUMBER - 1) + 1;
      last.set(row.website_id, number);
      await db.updateTable('orders').set({ number }).where('id', '=', row.id).execute();
    }
    for (const [website_id, last_number] of last) {
      await db.insertInto('order_counters').values({ website_id, last_number }).execute();
    }
    await db.schema
      .createIndex('orders_number')
      .on('orders')
      .columns(['website_id', 'number'])
      .unique()
      .execute();
  },
};
