// One block on the page. It subscribes to its own block object and to whether it is selected,
// so a settings patch or a selection change re-renders this block alone. The selection outline
// and hover outline are CSS (see preview.css).
import { memo } from 'react';
import { BlockView } from '../../blocks/BlockView';
import { usePreview } from './store-context';

export const BlockNode = memo(function BlockNode({ id }: { readonly id: string }) {
  const block = usePreview((state) => state.view.blocks.get(id));
  const selected = usePreview((state) => state.selectedBlockId === id);
  if (!block) return null;
  return (
    <div
      className="sb-block"
      data-block-id={id}
      data-block-type={block.type}
      data-selected={selected ? '' : undefined}
    >
      <BlockView block={block} />
    </div>
  );
});
