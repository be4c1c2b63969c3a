// The state several processes share on PostgreSQL (rate-limit buckets, scheduled jobs, cached
// pages), each tried with two sets of stores on one database as two processes would hold them.
// Runs on SQLite in the default run and on PostgreSQL in `npm run test:postgres`.
import { afterEach, describe, expect, it } from 'vitest';
import { storeOptions, tempDir } from '../test-helpers';
import type { Job } from './job-store';
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
  it('answers what was put for a site, revision and path, shared between processes', async () => {
    const [one, two] = await openTwo();
    const key = { siteId: 'demo', revision: 3, path: '/about' };
    expect(await one.pages.get(key)).toBeUndefined();
    await one.pages.put(key, { contentType: 'text/html', body: '<h1>About</h1>' });
    await one.pages.put(key, { contentType: 'text/html', body: '<h1>About us</h1>' });
    await one.pages.put({ ...key, revision: 4 }, { contentType: 'text/html', body: 'new' });
    expect(await one.pages.get(key)).toEqual({
      contentType: 'text/html',
      body: '<h1>About us</h1>',
    });
    expect(await one.pages.get({ ...key, path: '/About' })).toBeUndefined();
    if (one.engine === 'postgres')
      expect(await two.pages.get(key)).toEqual(await one.pages.get(key));
    await one.pages.prune('demo', 4);
    expect(await one.pages.get(key)).toBeUndefined();
    expect(await one.pages.get({ ...key, revision: 4 })).toMatchObject({ body: 'new' });
  });
});

describe('rate-limit buckets', () => {
  it('count the calls of every process holding the stores against one bucket', async () => {
    const [one, two] = await openTwo();
    const rule = { burst: 5, perSecond: 1 };
    const limits = [one.limits, two.limits];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => limits[n % 2]!.take('UPLOAD\n1.2.3.4', rule, 1_000)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await two.limits.take('UPLOAD\n5.6.7.8', rule, 1_000)).toEqual({ ok: true });
    expect(await limits[1]!.take('UPLOAD\n1.2.3.4', rule, 2_000)).toEqual({ ok: true });
  });
});
