// The PostgreSQL engine (DATABASE_URL=postgres://…): Kysely's PostgresDialect on a `pg` pool.
// Values come back as SQLite gives them, so every store answers the same on both engines:
// bigint and numeric as numbers (epoch milliseconds and money stay far below 2^53), `jsonb` as
// its text, which the stores parse as they parse SQLite's (json-column.ts). A database the URL
// names that does not exist yet is created, then migrated under Kysely's advisory lock inside
// one transaction.
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { migrateToLatest } from './migrations';

const INT8 = 20;
const NUMERIC = 1700;
const JSON_OID = 114;
const JSONB = 3802;

const asNumber = (text: string) => Number(text);
const asText = (text: string) => text;

/**
 * pg's parsers, with our four overrides. `json` and `jsonb` stay text: parsed by the driver, a
 * document that is a JSON string could not be told from SQLite's text of it.
 */
export const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return asNumber;
    if (oid === JSON_OID || oid === JSONB) return asText;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * PostgreSQL text cannot hold U+0000, which SQLite stores and a hostile visitor may send: in
 * string parameters it becomes U+FFFD (a lookup by such a key then finds nothing, as on SQLite;
 * JSON text holds it as an escape, which `jsonText` turns into U+FFFD's, json-column.ts).
 */
export function withoutNulChars(value: unknown): unknown {
  return typeof value === 'string' && value.includes('\u0000')
    ? value.replaceAll('\u0000', '\uFFFD')
    : value;
}

function withoutNul(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      return {
        // Kysely calls query(sql, parameters); cursors (streaming) are not used here.
        query: ((text: string, values?: readonly unknown[]) =>
          client.query(
            text,
            values?.map(withoutNulChars),
          )) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** Creates the database the URL names when it is missing (two processes may race: both fine). */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === '') return;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // 42P04: another process created it first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export interface PostgresOptions {
  /** Connections this process may hold; 10 by default (PG_POOL_SIZE). */
  readonly poolSize?: number;
}

/** Connects to the PostgreSQL database at `url`, creating it when missing; no migration. */
export async function connectPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<Kysely<Database>> {
  await ensureDatabase(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? (Number(process.env.PG_POOL_SIZE) || 10),
    types: typeParsers,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withoutNul(pool) }) });
}

/** Opens (creating and migrating when needed) the PostgreSQL database at `url`. */
export async function openPostgresDatabase(
  url: string,
  options: PostgresOptions = {},
): Promise<Kysely<Database>> {
  const db = await connectPostgres(url, options);
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
