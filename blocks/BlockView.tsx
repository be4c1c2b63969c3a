// Renders one block by its type code: its renderer with settings read through its schema (every
// type of the spec's table has one; registry.test.ts checks it). Each block sits in its own error
// boundary; a stand-in for a stored block that could not be read (shared/document/stored.ts)
// shows why in its place.
import { memo } from 'react';
import type { Block } from '../shared/document/schema';
import { BlockErrorBoundary, BlockProblem } from './BlockErrorBoundary';
import { getBlockDefinition } from './registry';
import { readSettings } from './settings';

function BlockContent({ block }: { readonly block: Block }) {
  if (block.unreadable) return <BlockProblem reason={block.unreadable.reason} />;
  const definition = getBlockDefinition(block.type);
  if (!definition) throw new Error(`No renderer for block type ${block.type}.`);
  const { Render } = definition;
  return <Render settings={readSettings(definition, block.settings)} block={block} />;
}

/** Memoized on the block object: immer keeps an unchanged block's reference, so it skips. */
export const BlockView = memo(function BlockView({ block }: { readonly block: Block }) {
  return (
    <BlockErrorBoundary resetKey={block}>
      <BlockContent block={block} />
    </BlockErrorBoundary>
  );
});
