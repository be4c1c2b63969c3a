// Rate-limit buckets in the database, so every process counts against the same buckets. One
// transaction per call: the bucket's row is inserted or locked by one upsert (`on conflict do
// update` locks the row it meets), spent with the same arithmetic as the memory store, and written
// back. Full buckets are forgotten now and then.
import type { Kysely } from 'kysely';
import { type LimitStore, spend, type Taken } from '../limits/limiter';
import type { BucketRule } from '../limits/rules';
import type { Database } from './database';

/** One call in this many also deletes the buckets that are full again. */
const SWEEP_EVERY = 200;

export class KyselyLimitStore implements LimitStore {
  private calls = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async take(key: string, rule: BucketRule, now: number): Promise<Taken> {
    if (++this.calls % SWEEP_EVERY === 0) {
      await this.db.deleteFrom('rate_limit_buckets').where('full_at', '<=', now).execute();
    }
    return this.db.transaction().execute(async (trx) => {
      // One statement inserts a placeholder (a fresh bucket is told apart by at = -1) or locks the
      // bucket's row: no other call's sweep can forget the row between finding and locking it.
      const row = await trx
        .insertInto('rate_limit_buckets')
        .values({ key, tokens: 0, at: -1, full_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ key: (eb) => eb.ref('excluded.key') }))
        .returningAll()
        .executeTakeFirstOrThrow();
      const bucket =
        row.at < 0 ? undefined : { tokens: row.tokens, at: row.at, fullAt: row.full_at };
      const { taken, next } = spend(bucket, rule, now);
      if (next) {
        await trx
          .updateTable('rate_limit_buckets')
          .set({ tokens: next.tokens, at: next.at, full_at: next.fullAt })
          .where('key', '=', key)
          .execute();
      }
      return taken;
    });
  }
}
