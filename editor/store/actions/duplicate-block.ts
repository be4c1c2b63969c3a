// Copies a block (settings included) right after itself under a new id, and selects the copy. A
// stand-in for a stored block the editor could not read is not copied: the server keeps one
// stored block for each stand-in, so a copy could never be saved.
import { MAX_BLOCKS_PER_LAYOUT } from '../../../shared/limits';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base, blockCount, findBlock, layoutAt } from './find';
import { EditMessage } from './messages';

export function duplicateBlock(draft: SiteDraft, ctx: EditContext, blockId: string): EditOutcome {
  const location = ctx.locate(blockId);
  const at = findBlock(draft, blockId, location);
  if (!location || !at) return refuse(EditMessage.blockGone);
  const page = layoutAt(draft, at);
  if (blockCount(page) >= MAX_BLOCKS_PER_LAYOUT) return refuse(EditMessage.tooManyBlocks);
  const blocks = page.sections[at.sectionIndex]!.blocks;
  const original = base(blocks[at.blockIndex]!);
  if (original.unreadable) return refuse(EditMessage.unreadable);
  const id = ctx.newId();
  const copy = { ...structuredClone(original), id };
  blocks.splice(at.blockIndex + 1, 0, copy);
  return { ok: true, selectedBlockId: id, index: { set: [[id, location]] } };
}
