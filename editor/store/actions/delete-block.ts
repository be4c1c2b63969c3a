// Removes a block. Deleting the selected block clears the selection (rather than selecting a
// neighbour), so a second Delete press never removes a block the owner did not pick.
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { findBlock, layoutAt } from './find';
import { EditMessage } from './messages';
import { pruneDraftTranslations } from './translation-edits';

export function deleteBlock(draft: SiteDraft, ctx: EditContext, blockId: string): EditOutcome {
  const at = findBlock(draft, blockId, ctx.locate(blockId));
  if (!at) return refuse(EditMessage.blockGone);
  layoutAt(draft, at).sections[at.sectionIndex]!.blocks.splice(at.blockIndex, 1);
  pruneDraftTranslations(draft);
  const index = { remove: [blockId] };
  return ctx.selectedBlockId === blockId
    ? { ok: true, selectedBlockId: null, index }
    : { ok: true, index };
}
