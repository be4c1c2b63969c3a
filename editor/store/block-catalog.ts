// What the store needs to know about block types: a new block's default settings and whether a
// settings value fits. The definitions live in blocks/ (blocks/registry.ts); editor/main.tsx
// wires them with configureBlocks(getBlockDefinition), and tests pass their own lookup.
import { validateSetting } from '../../blocks/settings';
import type { BlockSchemaDefinition } from '../../blocks/types';

export type BlockDefinitionLookup = (type: number) => BlockSchemaDefinition | undefined;

export type SettingCheck =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string };

export interface BlockCatalog {
  /** Default settings for a new block of this type ({} when the type has no definition). */
  defaults(type: number): Record<string, unknown>;
  /** Checks one settings value; types without a definition accept any JSON value. */
  check(type: number, key: string, value: unknown): SettingCheck;
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

export function catalogFrom(lookup: BlockDefinitionLookup): BlockCatalog {
  return {
    defaults: (type) => ({ ...(lookup(type)?.defaults ?? {}) }),
    check(type, key, value) {
      const definition = lookup(type);
      if (!definition) {
        return isJsonValue(value)
          ? { ok: true, value }
          : { ok: false, message: `${String(value)} is not one of the expected options.` };
      }
      if (!Object.hasOwn(definition.schema.shape, key)) {
        return { ok: false, message: `This block has no setting named ${key}.` };
      }
      return validateSetting(definition, key, value);
    },
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
