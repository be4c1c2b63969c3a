// Finding things in a draft by id. Searches read the draft's base (plain objects) so that
// looking does not create a proxy for every page and section passed on the way. The base is the
// document before the edit: edits look things up first and change the draft after.
import { type Draft, isDraft, original } from 'immer';
import type { Block, Page, Section } from '../../../shared/document/schema';
import { type BlockLocation, FOOTER_LAYOUT_ID } from '../block-index';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { EditMessage } from './messages';

export function base<T>(value: T): T {
  return isDraft(value) ? ((original(value as Draft<T>) as T | undefined) ?? value) : value;
}

export function pageIndexOf(draft: SiteDraft, pageId: string): number {
  return base(draft.pages).findIndex((page: Page) => page.id === pageId);
}

export function sectionIndexOf(page: LayoutDraft, sectionId: string): number {
  return base(page.sections).findIndex((section: Section) => section.id === sectionId);
}

/** A layout: a page, or the footer (its sections are edited as a page's, under FOOTER_LAYOUT_ID). */
export interface LayoutDraft {
  readonly id: string;
  readonly sections: SiteDraft['footer']['sections'];
}

/** The layout with this id (a page's, or the footer's), or null when there is none. */
export function layoutDraft(draft: SiteDraft, layoutId: string): LayoutDraft | null {
  if (layoutId === FOOTER_LAYOUT_ID)
    return { id: FOOTER_LAYOUT_ID, sections: draft.footer.sections };
  const pageIndex = pageIndexOf(draft, layoutId);
  return pageIndex < 0 ? null : draft.pages[pageIndex]!;
}

/** The layout of a position found in the draft (it exists). */
export function layoutAt(draft: SiteDraft, at: SectionPosition): LayoutDraft {
  return layoutDraft(draft, at.layoutId)!;
}

export interface SectionPosition {
  readonly layoutId: string;
  readonly sectionIndex: number;
}

/** Where a section is: looked up in `preferredLayoutId` first, then the pages, then the footer. */
export function findSection(
  draft: SiteDraft,
  sectionId: string,
  preferredLayoutId: string,
): SectionPosition | null {
  const pages = base(draft.pages);
  const ids = [preferredLayoutId, ...pages.map((page: Page) => page.id), FOOTER_LAYOUT_ID];
  for (const layoutId of ids) {
    const sections =
      layoutId === FOOTER_LAYOUT_ID
        ? base(draft.footer.sections)
        : pages.find((page: Page) => page.id === layoutId)?.sections;
    const sectionIndex = sections?.findIndex((s: Section) => s.id === sectionId) ?? -1;
    if (sectionIndex >= 0) return { layoutId, sectionIndex };
  }
  return null;
}

export interface BlockPosition extends SectionPosition {
  readonly blockIndex: number;
}

/** Where a block is, following its index entry (layout, then section, then the block). */
export function findBlock(
  draft: SiteDraft,
  blockId: string,
  location: BlockLocation | undefined,
): BlockPosition | null {
  if (!location) return null;
  const layout = layoutDraft(draft, location.pageId);
  if (!layout) return null;
  const sectionIndex = sectionIndexOf(layout, location.sectionId);
  if (sectionIndex < 0) return null;
  const blockIndex = base(layout.sections[sectionIndex]!.blocks).findIndex((b) => b.id === blockId);
  return blockIndex < 0 ? null : { layoutId: layout.id, sectionIndex, blockIndex };
}

export function blockCount(page: { readonly sections: readonly Section[] }): number {
  let count = 0;
  for (const section of base(page.sections)) count += section.blocks.length;
  return count;
}

/** A whole number between min and max; anything that is not a finite number means max. */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return max;
  return Math.min(Math.max(Math.trunc(value), min), max);
}

export type BlockDraft =
  | { readonly ok: true; readonly draft: Draft<Block>; readonly base: Block }
  | (EditOutcome & { readonly ok: false });

/**
 * A block's draft (to change its settings) and its base (to read without making proxies), or a
 * refusal: a stand-in for a stored block the editor could not read has no settings to change.
 */
export function blockDraft(draft: SiteDraft, ctx: EditContext, blockId: string): BlockDraft {
  const at = findBlock(draft, blockId, ctx.locate(blockId));
  if (!at) return refuse(EditMessage.blockGone) as BlockDraft;
  const block = layoutAt(draft, at).sections[at.sectionIndex]!.blocks[at.blockIndex]!;
  const read = base(block) as Block;
  if (read.unreadable) return refuse(EditMessage.unreadable) as BlockDraft;
  return { ok: true, draft: block, base: read };
}
