// 0025_site_hosts: the host name each site answers to (docs/sites.md), at most one a site and
// each unique in the installation; removed with its site.
import type { Kysely, Migration } from 'kysely';

export const siteHostsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_hosts')
      .addColumn('site_id', 'text', (col) =>
        col.primaryKey().references('sites.id').onDelete('cascade'),
      )
      .addColumn('host_name', 'text', (col) => col.notNull().unique())
      .execute();
  },
};
