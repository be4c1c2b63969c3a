// Deletes a section with its blocks. A page may be left without sections (inserting a block
// then creates one). The selection is cleared when the selected block was in the section.
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base, findSection, layoutAt } from './find';
import { EditMessage } from './messages';
import { pruneDraftTranslations } from './translation-edits';

export function deleteSection(draft: SiteDraft, ctx: EditContext, sectionId: string): EditOutcome {
  const at = findSection(draft, sectionId, ctx.layoutId);
  if (!at) return refuse(EditMessage.sectionGone);
  const sections = layoutAt(draft, at).sections;
  const blockIds = base(sections)[at.sectionIndex]!.blocks.map((block) => block.id);
  sections.splice(at.sectionIndex, 1);
  pruneDraftTranslations(draft);
  const index = { remove: blockIds };
  const selectionGone = ctx.selectedBlockId !== null && blockIds.includes(ctx.selectedBlockId);
  return selectionGone ? { ok: true, selectedBlockId: null, index } : { ok: true, index };
}
