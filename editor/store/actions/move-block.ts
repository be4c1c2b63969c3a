// Moves a block to a position in a section of the same page or footer (the same or another section).
// `place.index` is where the block ends up, counted without the block itself.
import type { BlockPlace } from '../types';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { clamp, findBlock, findSection, layoutAt, sectionIndexOf } from './find';
import { EditMessage } from './messages';

export function moveBlock(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  place: BlockPlace,
): EditOutcome {
  const location = ctx.locate(blockId);
  const from = findBlock(draft, blockId, location);
  if (!location || !from) return refuse(EditMessage.blockGone);
  const page = layoutAt(draft, from);
  const toSection = sectionIndexOf(page, place.sectionId);
  if (toSection < 0) {
    return refuse(
      findSection(draft, place.sectionId, page.id)
        ? EditMessage.otherPage
        : EditMessage.sectionGone,
    );
  }
  const source = page.sections[from.sectionIndex]!;
  const target = page.sections[toSection]!;
  const length = target.blocks.length - (toSection === from.sectionIndex ? 1 : 0);
  const index = clamp(place.index, 0, length);
  if (toSection === from.sectionIndex && index === from.blockIndex) return done;

  const [moved] = source.blocks.splice(from.blockIndex, 1);
  target.blocks.splice(index, 0, moved!);
  if (toSection === from.sectionIndex) return done;
  return { ok: true, index: { set: [[blockId, { pageId: page.id, sectionId: target.id }]] } };
}
