// Every block type's renderer, joined with its schema half, keyed by its numeric type code. Adding
// a block type is its folder plus one line here (`block(schema, Render)`; a family of similar
// types passes its list of schemas and one renderer). Types missing here render as a placeholder
// (BlockView.tsx).
import { ButtonRender } from './button/Render';
import { buttonSchema } from './button/schema';
import { ChartRender } from './chart/Render';
import { chartSchema } from './chart/schema';
import { GalleryRender } from './gallery/Render';
import { gallerySchema } from './gallery/schema';
import { HorizontalRuleRender } from './horizontal-rule/Render';
import { horizontalRuleSchema } from './horizontal-rule/schema';
import { HtmlRender } from './html/Render';
import { htmlSchema } from './html/schema';
import { ImageRender } from './image/Render';
import { imageSchema } from './image/schema';
import { MapRender } from './map/Render';
import { mapSchema } from './map/schema';
import { QuoteRender } from './quote/Render';
import { quoteSchema } from './quote/schema';
import { SpacerRender } from './spacer/Render';
import { spacerSchema } from './spacer/schema';
import type { BlockDefinition, BlockSchemaDefinition, BlockSettings } from './types';

/**
 * Joins a block's schema half with its renderer. The settings type is erased so all blocks share
 * one table; this is sound because the renderer only ever receives `readSettings` output, which
 * the same schema produced.
 */
function block<S extends BlockSettings>(
  schemas: BlockSchemaDefinition<S> | readonly BlockSchemaDefinition<S>[],
  Render: BlockDefinition<S>['Render'],
): BlockDefinition[] {
  const list = Array.isArray(schemas) ? schemas : [schemas as BlockSchemaDefinition<S>];
  return list.map((schema) => ({ ...schema, Render }) as unknown as BlockDefinition);
}

const list: readonly (readonly BlockDefinition[])[] = [
  block(htmlSchema, HtmlRender),
  block(imageSchema, ImageRender),
  block(gallerySchema, GalleryRender),
  block(spacerSchema, SpacerRender),
  block(quoteSchema, QuoteRender),
  block(horizontalRuleSchema, HorizontalRuleRender),
  block(buttonSchema, ButtonRender),
  block(chartSchema, ChartRender),
  block(mapSchema, MapRender),
];

export const BLOCK_DEFINITIONS: Readonly<Record<number, BlockDefinition>> = Object.fromEntries(
  list.flat().map((definition) => [definition.type, definition]),
);

export function getBlockDefinition(type: number): BlockDefinition | undefined {
  return Object.hasOwn(BLOCK_DEFINITIONS, type) ? BLOCK_DEFINITIONS[type] : undefined;
}
