// One click listener for the whole frame (event delegation): a click anywhere inside a block
// selects that block, and links never navigate the frame away from the editor.

/** Handles a click in the frame while it is inside the editor. */
export function handleFrameClick(event: MouseEvent, select: (blockId: string) => void): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (target.closest('a[href], area[href]')) event.preventDefault();
  const blockId = target.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
  if (blockId) select(blockId);
}
