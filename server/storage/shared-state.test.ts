// The state several processes share on PostgreSQL (rate-limit buckets, scheduled jobs, cached
// pages), each tried with two sets of stores on one database as two processes would hold them.
// Runs on SQLite in the default run and on PostgreSQL in `npm run test:postgres`.
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, storeOptions, tempDir } from '../test-helpers';
import type { Job } from './job-store';
import { KyselyPageCache, MemoryPageCache } from './page-cache';
import { openStores, type Stores } from './stores';

const dir = tempDir('shared-state');
const opened: Stores[] = [];
const open = async () => {
  const stores = await openStores(storeOptions(dir.path));
  opened.push(stores);
  return stores;
};
/** Two processes' stores on PostgreSQL; on SQLite, which one process opens, the same twice. */
const openTwo = async (): Promise<[Stores, Stores]> => {
  const one = await open();
  return [one, one.engine === 'postgres' ? await open() : one];
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stores) => stores.close()));
  dir.remove();
});

describe('scheduled jobs', () => {
  it('runs each due job exactly once when two processes poll at the same time', async () => {
    const [one, two] = await openTwo();
    const at = Date.parse('2026-03-01T10:00:00Z');
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => one.jobs.schedule('publish', { n }, at)),
    );
    const later = await one.jobs.schedule('publish', { n: 'later' }, at + 60_000);
    const ran: Job[] = [];
    const handle = async (job: Job) => {
      ran.push(job);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const counts = await Promise.all([one.jobs.runDue(at, handle), two.jobs.runDue(at, handle)]);

    expect(counts[0] + counts[1]).toBe(20);
    expect(ran.map((job) => job.id).sort()).toEqual([...ids].sort());
    expect(ran.find((job) => job.id === later)).toBeUndefined();
    expect(await one.jobs.get(later)).toMatchObject({ doneBy: null, payload: { n: 'later' } });
  });

  it('tries a job again when its handler fails', async () => {
    const stores = await open();
    const id = await stores.jobs.schedule('publish', {}, 0);
    await expect(
      stores.jobs.runOne(1, async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(await stores.jobs.runDue(2, async () => undefined)).toBe(1);
    expect((await stores.jobs.get(id))?.doneBy).toBe(String(process.pid));
  });
});

describe('cached pages', () => {
  const page = (html: string) => ({ status: 200, html, etag: `"${html.length}"` });

  it('answers what was put for a site, revision and address, shared between processes', async () => {
    const [one, two] = await openTwo();
    const key = { siteId: 'demo', revision: 3, address: 'http://127.0.0.1/about' };
    expect(await one.pages.get(key)).toBeUndefined();
    await one.pages.put(key, page('<h1>About</h1>'));
    await one.pages.put(key, page('<h1>About us</h1>'));
    await one.pages.put({ ...key, revision: 4 }, { status: 404, html: 'gone', etag: '"g"' });
    await one.pages.put({ ...key, siteId: 'other' }, page('other'));
    expect(await one.pages.get(key)).toEqual(page('<h1>About us</h1>'));
    expect(await one.pages.get({ ...key, revision: 4 })).toEqual({
      status: 404,
      html: 'gone',
      etag: '"g"',
    });
    expect(await one.pages.get({ ...key, address: 'http://127.0.0.1/About' })).toBeUndefined();
    expect(await two.pages.get(key)).toEqual(page('<h1>About us</h1>'));
    await two.pages.clear('demo');
    expect(await one.pages.get(key)).toBeUndefined();
    expect(await one.pages.get({ ...key, revision: 4 })).toBeUndefined();
    expect(await one.pages.get({ ...key, siteId: 'other' })).toEqual(page('other'));
  });

  it.each(['memory', 'database'])(
    'keeps the newest pages of a site past its limit (%s)',
    async (kind) => {
      const db = kind === 'database' ? await openTestDatabase(dir.path) : undefined;
      let now = 0;
      const cache = db ? new KyselyPageCache(db, () => ++now, 3) : new MemoryPageCache(3);
      try {
        const key = (n: number) => ({ siteId: 'demo', revision: 1, address: `/${n}` });
        for (const n of [1, 2, 3, 4, 5]) await cache.put(key(n), page(`page ${n}`));
        await cache.put(key(3), page('page 3 again'));
        await cache.put(key(6), page('page 6'));
        const kept = await Promise.all(
          [1, 2, 3, 4, 5, 6].map(async (n) => (await cache.get(key(n)))?.html),
        );
        expect(kept).toEqual([undefined, undefined, 'page 3 again', undefined, 'page 5', 'page 6']);
      } finally {
        await db?.destroy();
      }
    },
  );
});
