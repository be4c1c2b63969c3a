import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFirstBlocks } from '../../shared/document/fixtures';
import type { Site } from '../../shared/document/schema';
import { demoSite } from '../seed/demo-site';
import { tempDir } from '../test-helpers';
import { KyselySiteStore } from './kysely-store';
import { MIGRATION_NAMES } from './migrations';
import { RETENTION } from './revision-retention';
import { DamagedSiteError, type SiteStore } from './site-store';
import { DATABASE_FILE, openSqliteDatabase, openSqliteStore } from './sqlite';

const retitled = (site: Site, title: string): Site => ({ ...site, title });
const fixedClock = () => new Date('2026-01-02T03:04:05.000Z');
const NEVER_PUBLISHED = { publishedAt: null, publishedBy: null };

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
      { revision: 1, savedAt: '2026-01-02T03:04:05.000Z', by: null, ...NEVER_PUBLISHED },
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

  it(`keeps the first revision and the last ${RETENTION.recentMax} of many saves in a row`, async () => {
    await store.create(demoSite);
    const saves = RETENTION.recentMax + 5;
    for (let base = 1; base <= saves; base++) {
      await store.save('demo', base, retitled(demoSite, `Save ${base}`));
    }
    const revisions = (await store.revisions('demo')).map((r) => r.revision);
    expect(revisions).toHaveLength(RETENTION.recentMax + 1);
    expect(revisions[0]).toBe(saves + 1);
    expect(revisions.at(-2)).toBe(saves + 2 - RETENTION.recentMax);
    expect(revisions.at(-1)).toBe(1);
  });

  it('records who saved each revision and answers its document', async () => {
    await store.create(demoSite);
    await store.save('demo', 1, retitled(demoSite, 'By Ada'), 'ada@example.com');
    await store.save('demo', 2, retitled(demoSite, 'By nobody known'));
    expect(await store.revisions('demo')).toEqual([
      { revision: 3, savedAt: '2026-01-02T03:04:05.000Z', by: null, ...NEVER_PUBLISHED },
      {
        revision: 2,
        savedAt: '2026-01-02T03:04:05.000Z',
        by: 'ada@example.com',
        ...NEVER_PUBLISHED,
      },
      { revision: 1, savedAt: '2026-01-02T03:04:05.000Z', by: null, ...NEVER_PUBLISHED },
    ]);
    expect(await store.revision('demo', 2)).toEqual({
      site: retitled(demoSite, 'By Ada'),
      revision: 2,
      savedAt: '2026-01-02T03:04:05.000Z',
      by: 'ada@example.com',
      ...NEVER_PUBLISHED,
    });
    expect(await store.revision('demo', 9)).toBeUndefined();
    expect(await store.revision('nope', 1)).toBeUndefined();
    expect(await store.revisions('nope')).toEqual([]);
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
    await expect(store.get('bad')).rejects.toBeInstanceOf(DamagedSiteError);
    expect((await store.list()).map((site) => site.id)).toEqual(['bad', 'old']);
  });

  describe('a stored block the document schema refuses', () => {
    const broken = [
      { id: 'old', type: 15, settings: { kept: 'as is' } },
      { id: 'nul', type: 53, settings: null },
    ];
    const storeBroken = () => {
      const document = withFirstBlocks(demoSite, (blocks) => [...blocks, ...broken]);
      const db = raw();
      db.prepare("update sites set document = ? where id = 'demo'").run(JSON.stringify(document));
      db.close();
      return document;
    };
    const storedDocument = () => {
      const db = raw();
      const row = db.prepare("select document from sites where id = 'demo'").get() as {
        document: string;
      };
      db.close();
      return JSON.parse(row.document);
    };

    it('opens with stand-ins and saving puts the stored blocks back as they were', async () => {
      await store.create(demoSite);
      const document = storeBroken();
      const opened = await store.get('demo');
      const blocks = opened!.site.pages[0]!.sections[0]!.blocks.slice(-2);
      expect(blocks.map((b) => [b.id, b.unreadable?.reason])).toEqual([
        ['old', 'type: is not a block type code of the spec'],
        ['nul', 'settings: must be an object of settings'],
      ]);
      expect(await store.save('demo', 1, retitled(opened!.site, 'Edited'), null)).toEqual({
        kind: 'saved',
        revision: 2,
      });
      expect(storedDocument()).toEqual({ ...document, title: 'Edited' });
    });

    it('refuses a stand-in for a block the stored document does not hold', async () => {
      await store.create(demoSite);
      storeBroken();
      const opened = (await store.get('demo'))!.site;
      const forged = { id: 'forged', type: 53, settings: {}, unreadable: { reason: 'mine' } };
      const site = withFirstBlocks(opened, () => [forged]);
      expect(await store.save('demo', 1, site)).toEqual({
        kind: 'invalid',
        issues: [
          {
            path: 'pages[0].sections[0].blocks[0]',
            message: 'is marked unreadable but is not a block the server kept as it was stored',
          },
        ],
      });
      expect((await store.get('demo'))?.revision).toBe(1);
    });
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

describe('SQLite site store: pinned revisions', () => {
  it('never drops a pinned revision, however old', async () => {
    const dir = tempDir('pinned');
    let now = Date.parse('2026-01-01T00:00:00.000Z');
    const clock = () => new Date(now);
    const open = async (pinned: readonly number[]) =>
      new KyselySiteStore(await openSqliteDatabase(join(dir.path, String(pinned))), clock, {
        pinned: async () => pinned,
      });
    for (const pinned of [[], [2]]) {
      now = Date.parse('2026-01-01T00:00:00.000Z');
      const store = await open(pinned);
      await store.create(demoSite);
      await store.save('demo', 1, retitled(demoSite, 'Second'));
      await store.save('demo', 2, retitled(demoSite, 'Third'));
      now += 60 * 24 * 60 * 60 * 1000;
      await store.save('demo', 3, retitled(demoSite, 'Two months on'));
      const kept = (await store.revisions('demo')).map((r) => r.revision);
      expect(kept).toEqual(pinned.length ? [4, 2, 1] : [4, 1]);
      await store.close();
    }
    dir.remove();
  });
});

describe('SQLite site store: published versions', () => {
  it('records each publish, and keeps the versions of the latest 10 however old', async () => {
    const dir = tempDir('published');
    let now = Date.parse('2026-01-01T00:00:00.000Z');
    const store = new KyselySiteStore(await openSqliteDatabase(dir.path), () => new Date(now));
    await store.create(demoSite);
    // Twelve publishes a day apart, each of a new version.
    for (let n = 1; n <= 12; n++) {
      now += 24 * 60 * 60 * 1000;
      await store.save('demo', n, retitled(demoSite, `Version ${n + 1}`), 'ada@example.com');
      expect(await store.publish('demo', n + 1, 'grace@example.com')).toBe('published');
    }
    expect(await store.publish('demo', 99)).toBe('not-found');
    // Two months of saves later, only the rule's own and the latest 10 publishes are left of them.
    now += 60 * 24 * 60 * 60 * 1000;
    await store.save('demo', 13, retitled(demoSite, 'Two months on'));
    const kept = await store.revisions('demo');
    expect(kept.map((entry) => entry.revision)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 1]);
    expect(kept[1]).toEqual({
      revision: 13,
      savedAt: '2026-01-13T00:00:00.000Z',
      by: 'ada@example.com',
      publishedAt: '2026-01-13T00:00:00.000Z',
      publishedBy: 'grace@example.com',
    });
    expect(kept[0]).toMatchObject(NEVER_PUBLISHED);
    expect((await store.revision('demo', 4))?.publishedBy).toBe('grace@example.com');
    await store.close();
    dir.remove();
  });
});
