// The pure half of every block definition, keyed by type code: schemas, defaults and field
// descriptors without any React, so the editor can build settings panels cheaply. Found by folder:
// every `blocks/<name>/schema.ts` exports its definition (a family of similar types, such as the
// outside-service cards, exports a list of them), so a new block folder needs no line here.
import { isBlockSchemaDefinition } from './definition';
import type { BlockSchemaDefinition } from './types';

const modules = import.meta.glob<Record<string, unknown>>('./*/schema.ts', { eager: true });

/** Every block definition a module exports, alone or in a list. */
export function definitionsIn(module: Record<string, unknown>): BlockSchemaDefinition[] {
  return Object.values(module).flatMap((value) =>
    Array.isArray(value)
      ? value.filter(isBlockSchemaDefinition)
      : isBlockSchemaDefinition(value)
        ? [value]
        : [],
  );
}

function byType(definitions: readonly BlockSchemaDefinition[]) {
  const table: Record<number, BlockSchemaDefinition> = {};
  for (const definition of definitions) {
    if (Object.hasOwn(table, definition.type)) {
      throw new Error(`Two block folders define type ${definition.type}.`);
    }
    table[definition.type] = definition;
  }
  return table;
}

export const BLOCK_SCHEMAS: Readonly<Record<number, BlockSchemaDefinition>> = byType(
  Object.values(modules).flatMap(definitionsIn),
);

export function getBlockSchema(type: number): BlockSchemaDefinition | undefined {
  return Object.hasOwn(BLOCK_SCHEMAS, type) ? BLOCK_SCHEMAS[type] : undefined;
}
