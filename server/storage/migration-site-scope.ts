// 0024_site_scope: the tables that carried no site get `site_id` (docs/storage.md "Sites in one
// database"). Files, forms, their submissions and submission keys, mailing lists and their members
// are rebuilt with the column (NOT NULL) and every row there is given the installation's site: the
// first in `sites` by id, as the server picks it, or `demo` (the site a first start makes) when
// there is none yet. A form's and a mailing list's id is unique per site, so two sites may each
// hold a form `newsletter`. Rebuilding (rename, create, copy, drop) reads the same on SQLite and
// PostgreSQL; the new keys and indexes have names of their own, as the renamed tables keep theirs
// until they are dropped.
import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { columnTypes } from './engine';

/** The site of a database that served one: the first by id, or the one a first start makes. */
export async function installationSite(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ id: string }>`select id from sites order by id limit 1`.execute(db);
  return rows[0]?.id ?? 'demo';
}

interface Rebuilt {
  readonly table: string;
  /** The columns copied as they are (every column but `site_id`). */
  readonly columns: readonly string[];
  readonly create: (
    table: CreateTableBuilder<string, never>,
    types: ReturnType<typeof columnTypes>,
  ) => { execute(): Promise<void> };
}

const siteColumn = (table: CreateTableBuilder<string, never>) =>
  table.addColumn('site_id', 'text', (col) => col.notNull());

/** Parents before children: created in this order, the old tables dropped in the reverse one. */
const REBUILT: readonly Rebuilt[] = [
  {
    table: 'files',
    columns: [
      'id',
      'name',
      'search_name',
      'url_name',
      'type',
      'size',
      'width',
      'height',
      'focal_x',
      'focal_y',
      'variants',
      'created_at',
    ],
    create: (table, t) =>
      siteColumn(table)
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('search_name', 'text', (col) => col.notNull())
        .addColumn('url_name', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('focal_x', t.real, (col) => col.notNull())
        .addColumn('focal_y', t.real, (col) => col.notNull())
        .addColumn('variants', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        // Ids are random and name the bytes' folder: unique in the installation.
        .addPrimaryKeyConstraint('files_site_pk', ['id']),
  },
  {
    table: 'mailing_lists',
    columns: ['id', 'name', 'created_at'],
    create: (table) =>
      siteColumn(table)
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('mailing_lists_site_pk', ['site_id', 'id']),
  },
  {
    table: 'forms',
    columns: ['id', 'name', 'definition', 'mailing_list_id', 'created_at', 'updated_at'],
    // The list a form feeds is checked by the store: a key on (site_id, mailing_list_id) could
    // not set only the list to null when the list went.
    create: (table, t) =>
      siteColumn(table)
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('definition', t.jsonb, (col) => col.notNull())
        .addColumn('mailing_list_id', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('forms_site_pk', ['site_id', 'id']),
  },
  {
    table: 'form_submissions',
    columns: ['id', 'form_id', 'created_at', 'form_values', 'search_text', 'page_path'],
    create: (table, t) =>
      siteColumn(table)
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('form_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('form_values', t.jsonb, (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('page_path', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('form_submissions_site_pk', ['id'])
        .addForeignKeyConstraint(
          'form_submissions_site_form',
          ['site_id', 'form_id'],
          'forms',
          ['site_id', 'id'],
          (fk) => fk.onDelete('cascade'),
        ),
  },
  {
    table: 'form_submission_keys',
    columns: ['key', 'expires_at'],
    create: (table) =>
      siteColumn(table)
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('form_submission_keys_site_pk', ['key']),
  },
  {
    table: 'mailing_list_members',
    columns: ['list_id', 'email', 'form_id', 'created_at'],
    create: (table) =>
      siteColumn(table)
        .addColumn('list_id', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('form_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('mailing_list_members_site_pk', ['site_id', 'list_id', 'email'])
        .addForeignKeyConstraint(
          'mailing_list_members_site_list',
          ['site_id', 'list_id'],
          'mailing_lists',
          ['site_id', 'id'],
          (fk) => fk.onDelete('cascade'),
        ),
  },
];

const unscoped = (table: string) => `${table}_unscoped`;

export const siteScopeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const site = await installationSite(db);
    const t = columnTypes(db);
    for (const { table } of REBUILT) {
      await db.schema.alterTable(table).renameTo(unscoped(table)).execute();
    }
    for (const { table, columns, create } of REBUILT) {
      await create(db.schema.createTable(table), t).execute();
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into ${sql.table(table)} (site_id, ${list})
        select ${site}, ${list} from ${sql.table(unscoped(table))}`.execute(db);
    }
    for (const { table } of [...REBUILT].reverse()) {
      await db.schema.dropTable(unscoped(table)).execute();
    }
    await db.schema
      .createIndex('files_site_created_at')
      .on('files')
      .columns(['site_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('form_submissions_site_form_id')
      .on('form_submissions')
      .columns(['site_id', 'form_id', 'id'])
      .execute();
  },
};
