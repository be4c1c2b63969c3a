// A block of an interactive type on the live page: an island whose props are the block and its
// settings as its schema reads them, so the browser hydrates it without the schemas (or zod).
import type { ReactNode } from 'react';
import { getBlockDefinition } from '../../blocks/registry';
import { readSettings } from '../../blocks/settings';
import type { Block } from '../../shared/document/schema';
import { Island } from './Island';
import { ISLAND_BLOCK_TYPES, IslandKind } from './kinds';

export function BlockIsland(props: { readonly block: Block; readonly children: ReactNode }) {
  const { block } = props;
  const definition = getBlockDefinition(block.type);
  if (block.unreadable || !definition || !ISLAND_BLOCK_TYPES.has(block.type)) {
    return props.children;
  }
  const settings = readSettings(definition, block.settings);
  return (
    <Island kind={IslandKind.block} props={{ block, settings }}>
      {props.children}
    </Island>
  );
}
