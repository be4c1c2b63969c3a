// 0010_page_access: the lock screen's and protected pages' password hashes (never in the site
// document, which reaches browsers), member areas and which site users may enter each.
import type { Kysely, Migration } from 'kysely';

export const pageAccessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('access_passwords')
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('access_passwords_pk', ['website_id', 'scope'])
      .execute();
    await db.schema
      .createTable('member_areas')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('member_area_members')
      .addColumn('area_id', 'text', (col) =>
        col.notNull().references('member_areas.id').onDelete('cascade'),
      )
      .addColumn('site_user_id', 'text', (col) =>
        col.notNull().references('site_users.id').onDelete('cascade'),
      )
      .addColumn('added_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('member_area_members_pk', ['area_id', 'site_user_id'])
      .execute();
    await db.schema
      .createIndex('member_area_members_user')
      .on('member_area_members')
      .column('site_user_id')
      .execute();
  },
};
