// Migration 0024 gives the files, forms, submissions, submission keys, mailing lists and members a
// database already holds the installation's site, and the stores of that site find them where
// another site's do not. Runs on SQLite and, in `npm run test:postgres`, on PostgreSQL.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { storeOptions, tempDir, testDatabaseUrl } from '../test-helpers';
import type { Database } from './database';
import { migrateTo, migrateToLatest } from './migrations';
import { connectPostgres } from './postgres';
import { openStores, storesOn } from './stores';

const AT = '2026-03-01T10:00:00.000Z';
const dirs: ReturnType<typeof tempDir>[] = [];
let db: Kysely<Database> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
  for (const dir of dirs.splice(0)) dir.remove();
});

/** An empty database on the suite's engine, not migrated. */
async function emptyDatabase(): Promise<Kysely<Database>> {
  const dir = tempDir('migration-site-scope');
  dirs.push(dir);
  const url = testDatabaseUrl(dir.path);
  if (url) return connectPostgres(url);
  mkdirSync(dir.path, { recursive: true });
  const sqlite = new BetterSqlite3(join(dir.path, 'site.db'));
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** The rows of 0022's tables, as a one-site installation wrote them. */
async function oneSiteRows(old: Kysely<Database>, siteId: string): Promise<void> {
  await sql`insert into sites (id, revision, document, updated_at)
    values (${siteId}, 1, ${'{}'}, ${AT})`.execute(old);
  await sql`insert into files (id, name, search_name, url_name, type, size, width, height,
      focal_x, focal_y, variants, created_at)
    values ('f1', 'Beach.jpg', 'beach.jpg', 'beach.jpg', 'image/jpeg', 10, 4, 3, 0.5, 0.5,
      '100w', ${AT})`.execute(old);
  await sql`insert into mailing_lists (id, name, created_at)
    values ('letters', 'Letters', ${AT})`.execute(old);
  const definition = JSON.stringify({
    id: 'newsletter',
    name: 'Newsletter',
    fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
  });
  await sql`insert into forms (id, name, definition, mailing_list_id, created_at, updated_at)
    values ('newsletter', 'Newsletter', ${definition}, 'letters', ${AT}, ${AT})`.execute(old);
  await sql`insert into form_submissions (id, form_id, created_at, form_values, search_text,
      page_path)
    values ('s1', 'newsletter', ${AT}, ${'{"email":"ada@example.com"}'}, 'ada@example.com',
      '/')`.execute(old);
  await sql`insert into form_submission_keys (key, expires_at)
    values ('k1', '2999-01-01T00:00:00.000Z')`.execute(old);
  await sql`insert into mailing_list_members (list_id, email, form_id, created_at)
    values ('letters', 'ada@example.com', 'newsletter', ${AT})`.execute(old);
}

const SCOPED = [
  'files',
  'mailing_lists',
  'forms',
  'form_submissions',
  'form_submission_keys',
  'mailing_list_members',
] as const;

describe('0024_site_scope', () => {
  it("gives every row the installation's site; that site's stores find them, another's do not", async () => {
    db = await emptyDatabase();
    await migrateTo(db as Kysely<unknown>, '0022_languages');
    await oneSiteRows(db, 'shop');
    await migrateToLatest(db as Kysely<unknown>);

    for (const table of SCOPED) {
      const rows = await db.selectFrom(table).select('site_id').execute();
      expect({ table, sites: rows.map((row) => row.site_id) }).toEqual({ table, sites: ['shop'] });
    }
    const stores = storesOn(db, () => new Date(AT));
    const [shop, other] = [stores.forms('shop'), stores.forms('other')];
    expect(await shop.listForms()).toMatchObject([
      { id: 'newsletter', submissionCount: 1, mailingListId: 'letters' },
    ]);
    expect(await shop.listMembers('letters')).toEqual([
      { email: 'ada@example.com', formId: 'newsletter', createdAt: AT },
    ]);
    expect((await shop.allSubmissions('newsletter')).map((s) => s.id)).toEqual(['s1']);
    expect(await shop.takeSubmissionKey('k1', AT)).toBe(true);
    expect((await stores.files('shop').get('f1'))?.name).toBe('Beach.jpg');

    expect(await other.listForms()).toEqual([]);
    expect(await other.getForm('newsletter')).toBeUndefined();
    expect(await other.listMembers('letters')).toBeUndefined();
    expect(await other.allSubmissions('newsletter')).toEqual([]);
    expect(await stores.files('other').get('f1')).toBeUndefined();
    expect(await stores.files('other').list()).toEqual([]);
    // A form's id is unique per site: the other site may have its own `newsletter`.
    const form = (await shop.getForm('newsletter'))!;
    expect(await other.createForm({ ...form, name: 'Theirs' }, AT)).toBe(true);
    expect((await shop.getForm('newsletter'))?.name).toBe('Newsletter');
    // Deleting it leaves the first site's form and submissions alone.
    expect(await other.deleteForm('newsletter')).toBe(true);
    expect((await shop.allSubmissions('newsletter')).map((s) => s.id)).toEqual(['s1']);
  });

  it('an empty database migrates with nothing to fill, and its stores start empty', async () => {
    const dir = tempDir('migration-site-scope-empty');
    dirs.push(dir);
    const stores = await openStores(storeOptions(join(dir.path, 'data')));
    try {
      expect(await stores.forms('demo').listForms()).toEqual([]);
      expect(await stores.files('demo').list()).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});
