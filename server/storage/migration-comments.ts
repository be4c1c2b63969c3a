// 0019_comments: visitors' comments on collection items and their likes (docs/comments.md). A
// comment row keeps who wrote it (a site user, a name and email, or an owner's reply) and whether
// it is approved; a like row is one visitor's like of one item, keyed by a digest (no address is
// kept). Both go with their item.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const commentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('collection_comments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('collection_id', 'text', (col) => col.notNull())
      .addColumn('item_id', 'text', (col) =>
        col.notNull().references('collection_items.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'text')
      .addColumn('author_name', 'text', (col) => col.notNull())
      .addColumn('author_email', 'text', (col) => col.notNull())
      .addColumn('site_user_id', 'text')
      .addColumn('from_owner', 'integer', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('collection_comments_by_item')
      .on('collection_comments')
      .columns(['item_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('collection_comments_by_collection')
      .on('collection_comments')
      .columns(['collection_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createTable('collection_likes')
      .addColumn('item_id', 'text', (col) =>
        col.notNull().references('collection_items.id').onDelete('cascade'),
      )
      .addColumn('visitor', 'text', (col) => col.notNull())
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .addPrimaryKeyConstraint('collection_likes_pk', ['item_id', 'visitor'])
      .execute();
  },
};
