import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '../../shared/document/schema';
import { demoSite } from '../seed/demo-site';
import { tempDir } from '../test-helpers';
import { MIGRATION_NAMES } from './migrations';
import { REVISIONS_KEPT, type SiteStore } from './site-store';
import { DATABASE_FILE, openSqliteStore } from './sqlite';

const retitled = (site: Site, title: string): Site => ({ ...site, title });
const fixedClock = () => new Date('2026-01-02T03:04:05.000Z');

describe('SQLite site store', () => {
  let dir: ReturnType<typeof tempDir>;
  let store: SiteStore;

  beforeEach(async () => {
    dir = tempDir('store');
    store = await openSqliteStore({ dataDir: join(dir.path, 'nested', 'data'), clock: fixedClock });
  });
  afterEach(async () => {
    await store.close();
    dir.remove();
  });

  const raw = () => new BetterSqlite3(join(dir.path, 'nested', 'data', DATABASE_FILE));

  it('creates the data folder and a WAL-mode database', () => {
    const db = raw();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('starts empty and creates a site at revision 1', async () => {
    expect(await store.list()).toEqual([]);
    expect(await store.get('demo')).toBeUndefined();
    expect(await store.create(demoSite)).toEqual({ kind: 'created', revision: 1 });
    expect(await store.create(demoSite)).toEqual({ kind: 'exists' });
    expect(await store.get('demo')).toEqual({ site: demoSite, revision: 1 });
    expect(await store.list()).toEqual([{ id: 'demo', title: 'Juniper & Oak', revision: 1 }]);
    expect(await store.revisions('demo')).toEqual([
      { revision: 1, savedAt: '2026-01-02T03:04:05.000Z' },
    ]);
  });

  it('saves on the current revision and refuses a stale one', async () => {
    await store.create(demoSite);
    expect(await store.save('demo', 1, retitled(demoSite, 'First'))).toEqual({
      kind: 'saved',
      revision: 2,
    });
    expect(await store.save('demo', 1, retitled(demoSite, 'Stale'))).toEqual({
      kind: 'conflict',
      currentRevision: 2,
    });
    expect(await store.save('demo', 3, retitled(demoSite, 'Future'))).toEqual({
      kind: 'conflict',
      currentRevision: 2,
    });
    const stored = await store.get('demo');
    expect(stored?.revision).toBe(2);
    expect(stored?.site.title).toBe('First');
  });

  it('answers not-found when saving a site that does not exist', async () => {
    expect(await store.save('nope', 1, { ...demoSite, id: 'nope' })).toEqual({ kind: 'not-found' });
    expect(await store.list()).toEqual([]);
  });

  it(`keeps only the last ${REVISIONS_KEPT} revisions`, async () => {
    await store.create(demoSite);
    const saves = REVISIONS_KEPT + 5;
    for (let base = 1; base <= saves; base++) {
      await store.save('demo', base, retitled(demoSite, `Save ${base}`));
    }
    const revisions = await store.revisions('demo');
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]?.revision).toBe(saves + 1);
    expect(revisions.at(-1)?.revision).toBe(saves + 2 - REVISIONS_KEPT);
  });

  it('stores nothing when a step of the save transaction fails', async () => {
    await store.create(demoSite);
    const db = raw();
    // A stray history row makes the history insert of revision 2 fail after the sites update.
    db.prepare(
      "insert into site_revisions (site_id, revision, document, saved_at) values ('demo', 2, '{}', 'x')",
    ).run();
    db.close();
    await expect(store.save('demo', 1, retitled(demoSite, 'Lost'))).rejects.toThrow();
    expect(await store.get('demo')).toEqual({ site: demoSite, revision: 1 });
  });

  it('migrates stored documents forward and refuses corrupt ones on load', async () => {
    const db = raw();
    const insert = db.prepare(
      "insert into sites (id, revision, document, updated_at) values (?, 1, ?, 'x')",
    );
    const { schemaVersion: _, settings: __, ...v0 } = demoSite;
    insert.run('old', JSON.stringify({ ...v0, id: 'old' }));
    insert.run('bad', JSON.stringify({ ...demoSite, id: 'bad', pages: [] }));
    db.close();
    expect((await store.get('old'))?.site.settings).toEqual(demoSite.settings);
    await expect(store.get('bad')).rejects.toThrow('pages: a site needs at least one page');
    expect((await store.list()).map((site) => site.id)).toEqual(['bad', 'old']);
  });

  it('keeps data across close and reopen, and migrations run once', async () => {
    await store.create(demoSite);
    await store.save('demo', 1, retitled(demoSite, 'Kept'));
    await store.close();
    store = await openSqliteStore({ dataDir: join(dir.path, 'nested', 'data') });
    expect(await store.get('demo')).toMatchObject({ revision: 2, site: { title: 'Kept' } });
    const db = raw();
    const names = db.prepare('select name from kysely_migration').all();
    db.close();
    expect(names).toEqual(MIGRATION_NAMES.map((name) => ({ name })));
  });
});
