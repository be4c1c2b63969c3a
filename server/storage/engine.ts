// Which engine a Kysely instance runs on, and what differs between them: the column types a
// migration uses (the same on SQLite as before, PostgreSQL's own where it matters) and row locks
// (PostgreSQL's `for update`; SQLite needs none, its transactions run one at a time).
import { type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: any database shape; only the adapter is read.
type AnyKysely = Kysely<any>;

export function isPostgres(db: AnyKysely): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column types of the migrations: SQLite's stay as they always were. */
export function columnTypes(db: AnyKysely) {
  const pg = isPostgres(db);
  return {
    /**
     * A JSON document as the migrations up to 0012 made it (`json`); 0013 turns every one into
     * `jsonb`, which new migrations use (`jsonb` below).
     */
    json: pg ? 'json' : 'text',
    /** A JSON document: written with `jsonText` (json-column.ts). */
    jsonb: pg ? 'jsonb' : 'text',
    /** Epoch milliseconds: beyond 32 bits. */
    epochMs: pg ? 'bigint' : 'integer',
    /** Integer minor units of money. */
    money: pg ? 'bigint' : 'integer',
    /** A fraction (focal points): 8 bytes on both. */
    real: pg ? 'double precision' : 'real',
  } as const;
}

/** `select … for update` on PostgreSQL: the row stays locked until the transaction ends. */
export function lockingRows<Q extends { forUpdate(): Q }>(db: AnyKysely, query: Q): Q {
  return isPostgres(db) ? query.forUpdate() : query;
}
