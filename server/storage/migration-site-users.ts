// 0005_site_users: a visitor's own account on the site and its sessions; carts and orders learn
// which site user they belong to. A user has at most one open shopping cart (partial unique
// index), so two tabs adding at once can never make two.

import { type Kysely, type Migration, sql } from 'kysely';
import { columnTypes } from './engine';

export const siteUsersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('site_users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('site_users_email', ['website_id', 'email'])
      .execute();
    await db.schema
      .createTable('site_user_sessions')
      .addColumn('token_digest', 'text', (col) => col.primaryKey())
      .addColumn('site_user_id', 'text', (col) =>
        col.notNull().references('site_users.id').onDelete('cascade'),
      )
      .addColumn('expires_at', t.epochMs, (col) => col.notNull())
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('site_user_sessions_user')
      .on('site_user_sessions')
      .column('site_user_id')
      .execute();
    await db.schema.alterTable('carts').addColumn('site_user_id', 'text').execute();
    await db.schema
      .createIndex('carts_open_per_user')
      .on('carts')
      .column('site_user_id')
      .unique()
      .where('site_user_id', 'is not', null)
      .where(sql.ref('is_purchased'), '=', 0)
      .where(sql.ref('kind'), '=', 'shopping')
      .execute();
    await db.schema.alterTable('orders').addColumn('site_user_id', 'text').execute();
  },
};
