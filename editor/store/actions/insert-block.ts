// Adds a new block: at `place` when given, else after the selected block, else at the end of the
// last section of the layout being edited (the current page or the footer; creating a section
// when it has none). Selects the block.
import { isBlockTypeCode } from '../../../shared/codes/block-types';
import { DEFAULT_SECTION_STYLE } from '../../../shared/document/schema';
import { MAX_BLOCKS_PER_LAYOUT } from '../../../shared/limits';
import type { BlockPlace } from '../types';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { blockCount, clamp, findBlock, findSection, layoutDraft } from './find';
import { EditMessage } from './messages';

interface Target {
  readonly layoutId: string;
  readonly sectionIndex: number;
  readonly blockIndex: number;
}

function targetOf(draft: SiteDraft, ctx: EditContext, place?: BlockPlace): Target | string {
  if (place) {
    const found = findSection(draft, place.sectionId, ctx.layoutId);
    if (!found) return EditMessage.sectionGone;
    const length = layoutDraft(draft, found.layoutId)!.sections[found.sectionIndex]!.blocks.length;
    return { ...found, blockIndex: clamp(place.index, 0, length) };
  }
  const selected = ctx.selectedBlockId;
  const location = selected ? ctx.locate(selected) : undefined;
  if (selected && location?.pageId === ctx.layoutId) {
    const found = findBlock(draft, selected, location);
    if (found) return { ...found, blockIndex: found.blockIndex + 1 };
  }
  const layout = layoutDraft(draft, ctx.layoutId);
  if (!layout) return EditMessage.pageGone;
  const { sections, id: layoutId } = layout;
  const last = sections.at(-1);
  return last
    ? { layoutId, sectionIndex: sections.length - 1, blockIndex: last.blocks.length }
    : { layoutId, sectionIndex: -1, blockIndex: 0 };
}

export function insertBlock(
  draft: SiteDraft,
  ctx: EditContext,
  type: number,
  place?: BlockPlace,
): EditOutcome {
  if (!isBlockTypeCode(type)) return refuse(EditMessage.unknownBlockType(type));
  const target = targetOf(draft, ctx, place);
  if (typeof target === 'string') return refuse(target);
  const page = layoutDraft(draft, target.layoutId)!;
  if (blockCount(page) >= MAX_BLOCKS_PER_LAYOUT) return refuse(EditMessage.tooManyBlocks);

  let sectionIndex = target.sectionIndex;
  if (sectionIndex < 0) {
    page.sections.push({ id: ctx.newId(), style: { ...DEFAULT_SECTION_STYLE }, blocks: [] });
    sectionIndex = 0;
  }
  const section = page.sections[sectionIndex]!;
  const id = ctx.newId();
  section.blocks.splice(target.blockIndex, 0, { id, type, settings: ctx.blocks.defaults(type) });
  return {
    ok: true,
    pageId: page.id,
    selectedBlockId: id,
    index: { set: [[id, { pageId: page.id, sectionId: section.id }]] },
  };
}
