// Every block type that has a renderer, keyed by its numeric type code. Types missing here
// render as a placeholder (BlockView.tsx) until their folder is added.
import { ButtonRender } from './button/Render';
import { buttonSchema } from './button/schema';
import { GalleryRender } from './gallery/Render';
import { gallerySchema } from './gallery/schema';
import { HorizontalRuleRender } from './horizontal-rule/Render';
import { horizontalRuleSchema } from './horizontal-rule/schema';
import { HtmlRender } from './html/Render';
import { htmlSchema } from './html/schema';
import { ImageRender } from './image/Render';
import { imageSchema } from './image/schema';
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
function define<S extends BlockSettings>(
  schema: BlockSchemaDefinition<S>,
  Render: BlockDefinition<S>['Render'],
): BlockDefinition {
  return { ...schema, Render } as unknown as BlockDefinition;
}

const list: readonly BlockDefinition[] = [
  define(htmlSchema, HtmlRender),
  define(imageSchema, ImageRender),
  define(gallerySchema, GalleryRender),
  define(spacerSchema, SpacerRender),
  define(quoteSchema, QuoteRender),
  define(horizontalRuleSchema, HorizontalRuleRender),
  define(buttonSchema, ButtonRender),
];

export const BLOCK_DEFINITIONS: Readonly<Record<number, BlockDefinition>> = Object.fromEntries(
  list.map((definition) => [definition.type, definition]),
);

export function getBlockDefinition(type: number): BlockDefinition | undefined {
  return Object.hasOwn(BLOCK_DEFINITIONS, type) ? BLOCK_DEFINITIONS[type] : undefined;
}
