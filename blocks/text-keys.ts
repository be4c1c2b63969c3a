// Which of a block's settings hold words to translate (docs/languages.md "Translating in the
// editor"): its own text, long text and rich-text fields, and the same fields of its lists' items,
// but not source code nor a text marked `translatable: false` (a link, a colour, an id, a
// filter's value). A text inside a list is keyed by its item's id (`items.<itemId>.title`,
// shared/document/list-texts.ts), so a block's keys depend on the items it holds.
import { textKeyAt } from '../shared/document/list-texts';
import { memoByPair } from '../shared/weak-memo';
import type { BlockSchemaDefinition, FieldDescriptor, SettingsPath } from './types';

type Settings = Readonly<Record<string, unknown>>;

const known = new WeakMap<BlockSchemaDefinition, readonly string[]>();

/** Whether a field holds words a visitor reads (a text, a long text that is not code, rich text). */
export function holdsWords(field: FieldDescriptor): boolean {
  if (field.translatable === false) return false;
  if (field.kind === 'textarea') return field.code !== true;
  return field.kind === 'text' || field.kind === 'richtext';
}

/**
 * The names of the settings of a block type that hold words ([] without a definition): its own
 * fields only, not the texts inside its lists (blockTextKeys lists those too).
 */
export function textKeysOf(definition: BlockSchemaDefinition | undefined): readonly string[] {
  if (!definition) return [];
  let keys = known.get(definition);
  if (!keys) {
    keys = definition.fields.filter(holdsWords).map((field) => field.key);
    known.set(definition, keys);
  }
  return keys;
}

function listKeys(
  fields: readonly FieldDescriptor[],
  node: Settings,
  at: SettingsPath,
  root: Settings,
  into: string[],
): void {
  for (const field of fields) {
    if (field.kind !== 'list') continue;
    const items = node[field.key];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      if (typeof item !== 'object' || item === null) return;
      const itemPath = [...at, field.key, index];
      for (const inner of field.itemFields) {
        if (!holdsWords(inner)) continue;
        const key = textKeyAt(root, [...itemPath, inner.key]);
        if (key) into.push(key);
      }
      listKeys(field.itemFields, item as Settings, itemPath, root, into);
    });
  }
}

const keysOfBlock = memoByPair(
  (definition: BlockSchemaDefinition, settings: Settings): readonly string[] => {
    const keys = [...textKeysOf(definition)];
    listKeys(definition.fields, settings, [], settings, keys);
    return keys;
  },
);

/**
 * The translation keys of one block's texts: its settings that hold words, then, list by list
 * and item by item, `list.<itemId>.field` for each item's text (only items the block holds,
 * each with an id). Remembered per settings object.
 */
export function blockTextKeys(
  definition: BlockSchemaDefinition | undefined,
  settings: Settings,
): readonly string[] {
  return definition ? keysOfBlock(definition, settings) : [];
}

/** The field a settings path edits (`['items', 2, 'title']`: the items' Title), or undefined. */
export function fieldAt(
  definition: BlockSchemaDefinition | undefined,
  path: SettingsPath,
): FieldDescriptor | undefined {
  let fields = definition?.fields;
  let field: FieldDescriptor | undefined;
  for (const step of path) {
    if (typeof step === 'number') {
      if (field?.kind !== 'list') return undefined;
      fields = field.itemFields;
      continue;
    }
    field = fields?.find((candidate) => candidate.key === step);
    if (!field) return undefined;
    fields = undefined;
  }
  return field;
}

/** Whether the setting at `path` holds words (a block's own text, or one inside a list item). */
export function holdsWordsAt(
  definition: BlockSchemaDefinition | undefined,
  path: SettingsPath,
): boolean {
  const field = fieldAt(definition, path);
  return field !== undefined && holdsWords(field);
}
