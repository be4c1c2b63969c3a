// The schema, as an ordered list of Kysely migrations. Dialect-neutral (SQLite and PostgreSQL);
// never edit a migration that has shipped, add a new one.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { columnTypes } from './engine';
import { analyticsMigration } from './migration-analytics';
import { analyticsRollupsMigration } from './migration-analytics-rollups';
import { categoryParentsMigration } from './migration-category-parents';
import { collectionsMigration } from './migration-collections';
import { commentsMigration } from './migration-comments';
import { commerceMigration } from './migration-commerce';
import { jsonbMigration } from './migration-jsonb';
import { languagesMigration } from './migration-languages';
import { orderExtrasMigration } from './migration-order-extras';
import { ownersMigration } from './migration-owners';
import { pageAccessMigration } from './migration-page-access';
import { pageCacheMigration } from './migration-page-cache';
import { seoMigration } from './migration-seo';
import { sharedStateMigration } from './migration-shared-state';
import { siteHostsMigration } from './migration-site-hosts';
import { siteScopeMigration } from './migration-site-scope';
import { siteUsersMigration } from './migration-site-users';
import { storeSetupMigration } from './migration-store-setup';
import { templatesMigration } from './migration-templates';
import { translationsMigration } from './migration-translations';

const migrations: Record<string, Migration> = {
  '0001_sites': {
    async up(db: Kysely<unknown>) {
      const t = columnTypes(db);
      await db.schema
        .createTable('sites')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('document', t.json, (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('site_revisions')
        .addColumn('site_id', 'text', (col) =>
          col.notNull().references('sites.id').onDelete('cascade'),
        )
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('document', t.json, (col) => col.notNull())
        .addColumn('saved_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('site_revisions_pk', ['site_id', 'revision'])
        .execute();
    },
  },
  '0002_files': {
    async up(db: Kysely<unknown>) {
      const t = columnTypes(db);
      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (col) => col.primaryKey())
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
        .execute();
      await db.schema.createIndex('files_created_at').on('files').column('created_at').execute();
    },
  },
  '0003_commerce': commerceMigration,
  '0004_forms': {
    async up(db: Kysely<unknown>) {
      const t = columnTypes(db);
      await db.schema
        .createTable('mailing_lists')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('forms')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('definition', t.json, (col) => col.notNull())
        .addColumn('mailing_list_id', 'text', (col) =>
          col.references('mailing_lists.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('form_id', 'text', (col) =>
          col.notNull().references('forms.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('form_values', t.json, (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('page_path', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('form_submissions_form_id')
        .on('form_submissions')
        .columns(['form_id', 'id'])
        .execute();
      await db.schema
        .createTable('form_submission_keys')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('mailing_list_members')
        .addColumn('list_id', 'text', (col) =>
          col.notNull().references('mailing_lists.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('form_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('mailing_list_members_pk', ['list_id', 'email'])
        .execute();
      await db.schema
        .createTable('captcha_challenges')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('captcha_keys')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
  '0005_site_users': siteUsersMigration,
  '0006_owners': ownersMigration,
  '0007_revisions_saved_by': {
    // Who saved a revision: an owner's email, "API key <name>", or null when nobody is known
    // (every revision saved before this migration).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('site_revisions').addColumn('saved_by', 'text').execute();
    },
  },
  '0008_publications': {
    // Every publish: which revision went live, when and by whom. The site's current published
    // revision counts as published at its save time, by whoever saved it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_publications')
        .addColumn('site_id', 'text', (col) =>
          col.notNull().references('sites.id').onDelete('cascade'),
        )
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('published_at', 'text', (col) => col.notNull())
        .addColumn('published_by', 'text')
        .execute();
      await db.schema
        .createIndex('site_publications_site_time')
        .on('site_publications')
        .columns(['site_id', 'published_at'])
        .execute();
      await sql`insert into site_publications (site_id, revision, published_at, published_by)
        select sites.id, sites.published_revision, site_revisions.saved_at, site_revisions.saved_by
        from sites join site_revisions
          on site_revisions.site_id = sites.id and site_revisions.revision = sites.published_revision`.execute(
        db,
      );
    },
  },
  '0009_order_extras': orderExtrasMigration,
  '0010_page_access': pageAccessMigration,
  '0011_published_pages': seoMigration,
  '0012_shared_state': sharedStateMigration,
  '0013_jsonb': jsonbMigration,
  '0014_page_cache': pageCacheMigration,
  '0015_owner_templates': templatesMigration,
  '0016_analytics': analyticsMigration,
  '0017_collections': collectionsMigration,
  '0018_analytics_rollups': analyticsRollupsMigration,
  '0019_comments': commentsMigration,
  '0020_category_parents': categoryParentsMigration,
  '0021_store_setup': storeSetupMigration,
  '0022_languages': languagesMigration,
  '0024_site_scope': siteScopeMigration,
  '0025_site_hosts': siteHostsMigration,
  '0026_translations': translationsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema up to the named migration and no further (a migration's own test). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** The names of all migrations, in order (for tests). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);
