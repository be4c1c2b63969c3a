// 0011_published_pages: what the last publish put where, for search engines (docs/seo.md).
// `published_pages`: each published page's address, a hash of its content and when that last
// changed (the sitemap's lastmod). `slug_redirects`: old addresses and the page they now lead to.
import type { Kysely, Migration } from 'kysely';

export const seoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('published_pages')
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('page_id', 'text', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('changed_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('published_pages_pk', ['site_id', 'page_id'])
      .execute();
    await db.schema
      .createTable('slug_redirects')
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('from_path', 'text', (col) => col.notNull())
      .addColumn('page_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('slug_redirects_pk', ['site_id', 'from_path'])
      .execute();
  },
};
