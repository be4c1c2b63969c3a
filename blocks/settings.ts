// Reading a block's stored settings through its schema. A stored value that does not fit the
// schema (an older document, a hand-edited file) falls back to that key's default, so one bad
// value never breaks the page; the editor refuses bad values before they are stored.
import type { BlockSchemaDefinition, BlockSettings } from './types';

export function readSettings<S extends BlockSettings>(
  definition: BlockSchemaDefinition<S>,
  stored: Readonly<Record<string, unknown>>,
): S {
  const result = { ...definition.defaults };
  for (const key of Object.keys(definition.defaults) as Array<keyof S & string>) {
    if (!(key in stored)) continue;
    const parsed = definition.schema.shape[key].safeParse(stored[key]);
    if (parsed.success) result[key] = parsed.data as S[typeof key];
  }
  return result;
}

/** Checks one value for one key: the parsed value, or the schema's message for the editor. */
export function validateSetting<S extends BlockSettings>(
  definition: BlockSchemaDefinition<S>,
  key: keyof S & string,
  value: unknown,
): { ok: true; value: S[typeof key] } | { ok: false; message: string } {
  const parsed = definition.schema.shape[key].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as S[typeof key] };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
}
