// JSON documents in the database: text on SQLite, `jsonb` on PostgreSQL. Every store writes them
// with `jsonText` and reads them with JSON.parse: the `pg` driver hands `jsonb` back as its text
// (`typeParsers` in postgres.ts), so both engines give the stores the same shapes.
// `jsonb` refuses two things JSON.stringify writes and SQLite keeps: the escape of U+0000 and
// escapes of lone surrogates. On PostgreSQL both become U+FFFD, as U+0000 does in its text columns.
import type { Kysely } from 'kysely';
import { isPostgres } from './engine';

// biome-ignore lint/suspicious/noExplicitAny: any database shape; only the engine is asked.
type AnyKysely = Kysely<any>;

/**
 * A `\u0000` escape, or the escape of a surrogate (JSON.stringify writes pairs as the character
 * itself, so an escaped one stands alone), preceded by an even number of backslashes: a real
 * escape, not the text `\u0000` after an escaped backslash. The migration to `jsonb` uses the same.
 */
export const REFUSED_ESCAPE_PATTERN = String.raw`(?<!\\)((?:\\\\)*)\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})`;
const REFUSED_ESCAPE = new RegExp(REFUSED_ESCAPE_PATTERN, 'g');

/** JSON text as `jsonb` accepts it: the escapes it refuses turned into U+FFFD's. */
export function jsonbText(text: string): string {
  return text.includes('\\u') ? text.replace(REFUSED_ESCAPE, '$1\\ufffd') : text;
}

/** The text to store for a JSON document on `db`'s engine. */
export function jsonText(db: AnyKysely, value: unknown): string {
  const text = JSON.stringify(value);
  return isPostgres(db) ? jsonbText(text) : text;
}
