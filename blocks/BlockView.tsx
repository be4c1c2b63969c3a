// Renders one block by its type code: its renderer with settings read through its schema, or a
// placeholder for types without a renderer yet. Each block sits in its own error boundary.
import { memo } from 'react';
import { blockDisplayName } from '../shared/codes/block-types';
import type { Block } from '../shared/document/schema';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { getBlockDefinition } from './registry';
import { readSettings } from './settings';

/** The placeholder text for a block type without a renderer. */
export function placeholderText(type: number): string {
  return `${blockDisplayName(type)} block (code ${type}) — preview coming soon`;
}

function BlockContent({ block }: { readonly block: Block }) {
  const definition = getBlockDefinition(block.type);
  if (!definition) return <div className="sb-block-placeholder">{placeholderText(block.type)}</div>;
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
