// One block on the page. It subscribes to its own block object and to whether it is selected,
// so a settings patch or a selection change re-renders this block alone. The selection outline
// and hover outline are CSS (see preview.css); a newly selected block is scrolled into view when
// it is off screen (picked in the outline, or just inserted). On the live site a block of an
// interactive type is an island (islands/BlockIsland.tsx).
import { memo, useEffect, useRef } from 'react';
import { BlockView } from '../../blocks/BlockView';
import { BlockIsland } from '../islands/BlockIsland';
import { usePreview } from './store-context';

function scrollIntoViewIfNeeded(element: HTMLElement): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

export const BlockNode = memo(function BlockNode({ id }: { readonly id: string }) {
  const block = usePreview((state) => state.view.blocks.get(id));
  const selected = usePreview((state) => state.selectedBlockId === id);
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
