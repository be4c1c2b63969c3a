// Adds a new block: at `place` when given, else after the selected block, else at the end of the
// current page's last section (creating a section on a page that has none). Selects the block.
import { isBlockTypeCode } from '../../../shared/codes/block-types';
import { DEFAULT_SECTION_STYLE } from '../../../shared/document/schema';
import { MAX_BLOCKS_PER_LAYOUT } from '../../../shared/limits';
import type { BlockPlace } from '../types';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { blockCount, clamp, findBlock, findSection, pageIndexOf } from './find';
import { EditMessage } from './messages';

interface Target {
  readonly pageIndex: number;
  readonly sectionIndex: number;
  readonly blockIndex: number;
}

function targetOf(draft: SiteDraft, ctx: EditContext, place?: BlockPlace): Target | string {
  if (place) {
    const found = findSection(draft, place.sectionId, ctx.pageId);
    if (!found) return EditMessage.sectionGone;
    const length = draft.pages[found.pageIndex]!.sections[found.sectionIndex]!.blocks.length;
    return { ...found, blockIndex: clamp(place.index, 0, length) };
  }
  const selected = ctx.selectedBlockId;
  const location = selected ? ctx.locate(selected) : undefined;
  if (selected && location?.pageId === ctx.pageId) {
    const found = findBlock(draft, selected, location);
    if (found) return { ...found, blockIndex: found.blockIndex + 1 };
  }
  const pageIndex = pageIndexOf(draft, ctx.pageId);
  if (pageIndex < 0) return EditMessage.pageGone;
  const sections = draft.pages[pageIndex]!.sections;
  const last = sections.at(-1);
  return last
    ? { pageIndex, sectionIndex: sections.length - 1, blockIndex: last.blocks.length }
    : { pageIndex, sectionIndex: -1, blockIndex: 0 };
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
  const page = draft.pages[target.pageIndex]!;
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
