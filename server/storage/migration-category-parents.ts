// 0020_category_parents: nested categories (docs/collections.md "Nested categories"). A term row
// gains `parent_key`, the name key of the category it sits in (null at the top, and always null
// for tags); the rows there are stay at the top.
import type { Kysely, Migration } from 'kysely';

export const categoryParentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('collection_terms').addColumn('parent_key', 'text').execute();
  },
};
