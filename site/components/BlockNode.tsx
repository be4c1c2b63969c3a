// One block on the page. It subscribes (once) to its own block object and to whether it is
// selected, so a settings patch or a selection change re-renders this block alone. The selection outline
// and hover outline are CSS (see preview.css); a newly selected block is scrolled into view when
// it is off screen (picked in the outline, or just inserted). On the live site a block of an
// interactive type is an island (islands/BlockIsland.tsx).
import { memo, useEffect, useRef } from 'react';
import { BlockView } from '../../blocks/BlockView';
import type { Block } from '../../shared/document/schema';
import { BlockIsland } from '../islands/BlockIsland';
import { usePreview } from './store-context';

function scrollIntoViewIfNeeded(element: HTMLElement): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

interface NodeState {
  readonly block: Block | undefined;
  readonly selected: boolean;
}

/** The block and whether it is selected, by one subscription; the same object while both are. */
function useNodeState(id: string): NodeState {
  const previous = useRef<NodeState | null>(null);
  return usePreview((state) => {
    const block = state.view.blocks.get(id);
    const selected = state.selectedBlockId === id;
    const last = previous.current;
    if (last && last.block === block && last.selected === selected) return last;
    const next: NodeState = { block, selected };
    previous.current = next;
    return next;
  });
}

export const BlockNode = memo(function BlockNode({ id }: { readonly id: string }) {
  const { block, selected } = useNodeState(id);
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected && node.current) scrollIntoViewIfNeeded(node.current);
  }, [selected]);
  if (!block) return null;
  return (
    <div
      ref={node}
      className="sb-block"
      data-block-id={id}
      data-block-type={block.type}
      data-selected={selected ? '' : undefined}
    >
      <BlockIsland block={block}>
        <BlockView block={block} />
      </BlockIsland>
    </div>
  );
});
