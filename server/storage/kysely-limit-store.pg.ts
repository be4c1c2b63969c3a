// Rate-limit buckets in PostgreSQL under load: calls on one bucket while another process forgets
// full buckets. PostgreSQL only (vitest.postgres.config.ts); SQLite keeps buckets in memory.
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase, storeOptions, tempDir } from '../test-helpers';
import { openStores } from './stores';

const dir = tempDir('limit-store');
afterAll(() => dir.remove());

it('answers every call on a bucket that another process keeps forgetting', async () => {
  const stores = await openStores(storeOptions(dir.path));
  const other = await openTestDatabase(dir.path);
  // A bucket that is full again at once, so any sweep may forget it between two calls.
  const rule = { burst: 1000, perSecond: 1000 };
  let sweeping = true;
  const sweeps = (async () => {
    while (sweeping) await other.deleteFrom('rate_limit_buckets').execute();
  })();
  try {
    const calls = Array.from({ length: 300 }, () => stores.limits.take('one', rule, Date.now()));
    const answers = await Promise.allSettled(calls);
    const failures = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [String(answer.reason)] : [],
    );
    expect(failures).toEqual([]);
    expect(answers.every((answer) => answer.status === 'fulfilled' && answer.value.ok)).toBe(true);
  } finally {
    sweeping = false;
    await sweeps;
    await other.destroy();
    await stores.close();
  }
});
