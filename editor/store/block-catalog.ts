// What the store needs to know about block types: a new block's default settings and whether a
// settings value fits at a path. The definitions live in blocks/ (blocks/registry.ts);
// editor/main.tsx wires them with configureBlocks(getBlockDefinition), and tests pass their own.
import {
  checkSettingAt,
  isForbiddenKey,
  NO_PATH,
  notAnOption,
  type PathCheck,
  valueAt,
  withValueAt,
} from '../../blocks/settings';
import { holdsWordsAt } from '../../blocks/text-keys';
import type { BlockSchemaDefinition, SettingsPath } from '../../blocks/types';

export type BlockDefinitionLookup = (type: number) => BlockSchemaDefinition | undefined;

export interface BlockCatalog {
  /** Default settings for a new block of this type ({} when the type has no definition). */
  defaults(type: number): Record<string, unknown>;
  /**
   * Checks putting `value` at `path` in a block's settings; types without a definition accept any
   * JSON value. The answer holds the parsed value to store at the path.
   */
  checkAt(
    type: number,
    settings: Readonly<Record<string, unknown>>,
    path: SettingsPath,
    value: unknown,
  ): PathCheck;
  /**
   * Whether the setting at `path` holds words to translate: a block's own text or one inside a
   * list item (blocks/text-keys.ts).
   */
  holdsWords(type: number, path: SettingsPath): boolean;
}

function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    return (
      (proto === Object.prototype || proto === null) && Object.values(value).every(isJsonValue)
    );
  }
  return false;
}

/** Any JSON value at any existing path: for block types that have no schema yet. */
function checkUntyped(
  settings: Readonly<Record<string, unknown>>,
  path: SettingsPath,
  value: unknown,
): PathCheck {
  const [key, ...rest] = path;
  if (!isJsonValue(value)) return notAnOption(value);
  if (typeof key !== 'string' || isForbiddenKey(key)) return notAnOption(key);
  const top = withValueAt(settings[key], rest, value);
  if (top === NO_PATH) return { ok: false, message: 'That item no longer exists.' };
  return { ok: true, key, top, value: valueAt(top, rest) };
}

export function catalogFrom(lookup: BlockDefinitionLookup): BlockCatalog {
  return {
    defaults: (type) => structuredClone(lookup(type)?.defaults ?? {}),
    checkAt(type, settings, path, value) {
      const definition = lookup(type);
      return definition
        ? checkSettingAt(definition, settings, path, value)
        : checkUntyped(settings, path, value);
    },
    holdsWords: (type, path) => holdsWordsAt(lookup(type), path),
  };
}

let catalog: BlockCatalog = catalogFrom(() => undefined);

/** Called once at start-up with blocks/registry.ts's getBlockDefinition. */
export function configureBlocks(lookup: BlockDefinitionLookup): void {
  catalog = catalogFrom(lookup);
}

export function blockCatalog(): BlockCatalog {
  return catalog;
}
