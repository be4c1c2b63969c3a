// Which of a block's settings hold words to translate (docs/languages.md "Translating in the
// editor"): its own text, long text and rich-text fields, but not source code nor a text marked
// `translatable: false` (a colour, an id, a filter's value). Texts inside lists are not among
// them: a translation replaces a whole setting, and a list's items are shared by every language.
import type { BlockSchemaDefinition, FieldDescriptor } from './types';

const known = new WeakMap<BlockSchemaDefinition, readonly string[]>();

function holdsWords(field: FieldDescriptor): boolean {
  if (field.translatable === false) return false;
  if (field.kind === 'textarea') return field.code !== true;
  return field.kind === 'text' || field.kind === 'richtext';
}

/** The names of the settings of a block type that hold words ([] without a definition). */
export function textKeysOf(definition: BlockSchemaDefinition | undefined): readonly string[] {
  if (!definition) return [];
  let keys = known.get(definition);
  if (!keys) {
    keys = definition.fields.filter(holdsWords).map((field) => field.key);
    known.set(definition, keys);
  }
  return keys;
}
