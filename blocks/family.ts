// Building one block definition from a list of settings: each setting is its key, its zod schema
// (with a default) and its one field descriptor, so a family of similar block types (the service
// cards, the collection lists) can give each type its own settings from one table and still have
// exactly one field per key.
import { z } from 'zod';
import type { BlockSchemaDefinition, BlockSettings, FieldDescriptor } from './types';

export interface Setting {
  readonly schema: z.ZodType;
  readonly field: FieldDescriptor;
}

/** A settings key with its schema and field; the field's key is the setting's key. */
export function setting(schema: z.ZodType, field: FieldDescriptor): Setting {
  return { schema, field };
}

/**
 * One block type's definition from its settings, in panel order. `S` is the family's settings
 * type: keys that only some types of the family have are optional in it, so the renderer reads
 * them knowing they may be absent.
 */
export function familyDefinition<S extends BlockSettings>(
  type: number,
  settings: readonly Setting[],
): BlockSchemaDefinition<S> {
  const schema = z.object(Object.fromEntries(settings.map((s) => [s.field.key, s.schema])));
  return {
    type,
    schema: schema as unknown as BlockSchemaDefinition<S>['schema'],
    defaults: schema.parse({}) as S,
    fields: settings.map((s) => s.field),
  };
}
