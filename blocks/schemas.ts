// The pure half of every block definition, keyed by type code: schemas, defaults and field
// descriptors without any React, so the editor can build settings panels cheaply.
import { buttonSchema } from './button/schema';
import { gallerySchema } from './gallery/schema';
import { horizontalRuleSchema } from './horizontal-rule/schema';
import { htmlSchema } from './html/schema';
import { imageSchema } from './image/schema';
import { quoteSchema } from './quote/schema';
import { spacerSchema } from './spacer/schema';
import type { BlockSchemaDefinition } from './types';

const list: readonly BlockSchemaDefinition[] = [
  htmlSchema,
  imageSchema,
  gallerySchema,
  spacerSchema,
  quoteSchema,
  horizontalRuleSchema,
  buttonSchema,
];

export const BLOCK_SCHEMAS: Readonly<Record<number, BlockSchemaDefinition>> = Object.fromEntries(
  list.map((definition) => [definition.type, definition]),
);

export function getBlockSchema(type: number): BlockSchemaDefinition | undefined {
  return Object.hasOwn(BLOCK_SCHEMAS, type) ? BLOCK_SCHEMAS[type] : undefined;
}
