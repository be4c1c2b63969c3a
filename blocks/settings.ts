// Reading a block's stored settings through its schema, and checking an edit at a path inside
// them. A stored value that does not fit the schema (an older document, a hand-edited file) falls
// back to that key's default, so one bad value never breaks the page; the editor refuses bad
// values before they are stored.
import type { BlockSchemaDefinition, BlockSettings, SettingsPath } from './types';

/** A key's last stored value read, and what reading it gave (not ok: the default). */
interface LastRead {
  readonly stored: unknown;
  readonly ok: boolean;
  readonly value: unknown;
}
const lastReads = new WeakMap<object, Map<string, LastRead>>();

/**
 * The settings to render with. Stored values are never changed in place (an edit makes new
 * objects along its path), so a key whose stored value is the one read last time for this block
 * type gives the same value again without parsing: a keystroke in one setting parses that
 * setting only, not the block's other settings.
 */
export function readSettings<S extends BlockSettings>(
  definition: BlockSchemaDefinition<S>,
  stored: Readonly<Record<string, unknown>>,
): S {
  const result = { ...definition.defaults };
  let reads = lastReads.get(definition);
  if (!reads) {
    reads = new Map();
    lastReads.set(definition, reads);
  }
  for (const key of Object.keys(definition.defaults) as Array<keyof S & string>) {
    if (!Object.hasOwn(stored, key)) continue;
    const storedValue = stored[key];
    let read = reads.get(key);
    if (!read || !Object.is(read.stored, storedValue)) {
      const parsed = definition.schema.shape[key].safeParse(storedValue);
      read = { stored: storedValue, ok: parsed.success, value: parsed.data };
      reads.set(key, read);
    }
    if (read.ok) result[key] = read.value as S[typeof key];
  }
  return result;
}

/** A stored value that does not fit its key's schema: readSettings shows the default instead. */
export interface UnusableSetting {
  readonly key: string;
  /** The schema's message for the value, as the settings panel would show it. */
  readonly message: string;
}

/** The stored values readSettings passes over, in the schema's key order (none: all fit). */
export function unusableSettings<S extends BlockSettings>(
  definition: BlockSchemaDefinition<S>,
  stored: Readonly<Record<string, unknown>>,
): UnusableSetting[] {
  const unusable: UnusableSetting[] = [];
  for (const key of Object.keys(definition.defaults) as Array<keyof S & string>) {
    if (!Object.hasOwn(stored, key)) continue;
    const checked = validateSetting(definition, key, stored[key]);
    if (!checked.ok) unusable.push({ key, message: checked.message });
  }
  return unusable;
}

export type SettingCheck =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string };

/** Checks one value for one key: the parsed value, or the schema's message for the editor. */
export function validateSetting<S extends BlockSettings>(
  definition: BlockSchemaDefinition<S>,
  key: keyof S & string,
  value: unknown,
): SettingCheck {
  const parsed = definition.schema.shape[key].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
}

/** Keys that would reach an object's prototype instead of a setting. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

/** The spec's refusal for a value or key that is not allowed here. */
export function notAnOption(value: unknown): { readonly ok: false; readonly message: string } {
  return { ok: false, message: `${String(value)} is not one of the expected options.` };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` inside `root`, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: SettingsPath): unknown {
  let current = root;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current) || !Number.isInteger(step)) return undefined;
      current = current[step];
    } else {
      if (!isRecord(current) || !Object.hasOwn(current, step)) return undefined;
      current = current[step];
    }
  }
  return current;
}

/** What withValueAt answers when a step of the path does not exist. */
export const NO_PATH: unique symbol = Symbol('no such path');

/**
 * A copy of `root` with `value` (null included) at `path`, sharing everything off the path; NO_PATH
 * when a step of the path does not exist (only the last step may add a key to an object).
 */
export function withValueAt(root: unknown, path: SettingsPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    if (!Array.isArray(root) || !Number.isInteger(step) || step < 0 || step >= root.length) {
      return NO_PATH;
    }
    const inner = withValueAt(root[step], rest, value);
    if (inner === NO_PATH) return NO_PATH;
    const copy = [...root];
    copy[step] = inner;
    return copy;
  }
  if (!isRecord(root) || FORBIDDEN_KEYS.has(step as string)) return NO_PATH;
  if (rest.length > 0 && !Object.hasOwn(root, step as string)) return NO_PATH;
  const inner = withValueAt(root[step as string], rest, value);
  if (inner === NO_PATH) return NO_PATH;
  return { ...root, [step as string]: inner };
}

export type PathCheck =
  | {
      readonly ok: true;
      /** The top-level key the path starts with, and its whole new value as the schema parsed it. */
      readonly key: string;
      readonly top: unknown;
      /** The parsed value at the path itself: what the edit stores. */
      readonly value: unknown;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Checks putting `value` at `path` inside one block's settings: the whole top-level value the
 * path starts in is rebuilt with the change and checked by its schema (one block is cheap), so a
 * list's own rules (at most N items, ...) hold as well as the field's.
 */
export function checkSettingAt<S extends BlockSettings>(
  definition: BlockSchemaDefinition<S>,
  settings: Readonly<Record<string, unknown>>,
  path: SettingsPath,
  value: unknown,
): PathCheck {
  const [key, ...rest] = path;
  if (typeof key !== 'string' || isForbiddenKey(key)) return notAnOption(key);
  if (!Object.hasOwn(definition.schema.shape, key)) {
    return { ok: false, message: `This block has no setting named ${key}.` };
  }
  const current = Object.hasOwn(settings, key)
    ? settings[key]
    : definition.defaults[key as keyof S & string];
  const next = withValueAt(current, rest, value);
  if (next === NO_PATH) return { ok: false, message: 'That item no longer exists.' };
  const checked = validateSetting(definition, key as keyof S & string, next);
  if (!checked.ok) return checked;
  return { ok: true, key, top: checked.value, value: valueAt(checked.value, rest) };
}
