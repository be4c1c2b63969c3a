// Finding things in a draft by id. Searches read the draft's base (plain objects) so that
// looking does not create a proxy for every page and section passed on the way. The base is the
// document before the edit: edits look things up first and change the draft after.
import { type Draft, isDraft, original } from 'immer';
import type { Block, Page, Section } from '../../../shared/document/schema';
import type { BlockLocation } from '../block-index';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { EditMessage } from './messages';

export function base<T>(value: T): T {
  return isDraft(value) ? ((original(value as Draft<T>) as T | undefined) ?? value) : value;
}

export function pageIndexOf(draft: SiteDraft, pageId: string): number {
  return base(draft.pages).findIndex((page: Page) => page.id === pageId);
}

export function sectionIndexOf(page: SiteDraft['pages'][number], sectionId: string): number {
  return base(page.sections).findIndex((section: Section) => section.id === sectionId);
}

export interface SectionPosition {
  readonly pageIndex: number;
  readonly sectionIndex: number;
}

/** Where a section is: looked up on `preferredPageId` first, then on the other pages. */
export function findSection(
  draft: SiteDraft,
  sectionId: string,
  preferredPageId: string,
): SectionPosition | null {
  const pages = base(draft.pages);
  const preferred = pages.findIndex((page: Page) => page.id === preferredPageId);
  const order = preferred < 0 ? pages.keys() : [preferred, ...pages.keys()];
  for (const pageIndex of order) {
    const sectionIndex = pages[pageIndex]!.sections.findIndex((s: Section) => s.id === sectionId);
    if (sectionIndex >= 0) return { pageIndex, sectionIndex };
  }
  return null;
}

export interface BlockPosition extends SectionPosition {
  readonly blockIndex: number;
}

/** Where a block is, following its index entry (page, then section, then the block). */
export function findBlock(
  draft: SiteDraft,
  blockId: string,
  location: BlockLocation | undefined,
): BlockPosition | null {
  if (!location) return null;
  const pageIndex = pageIndexOf(draft, location.pageId);
  if (pageIndex < 0) return null;
  const page = draft.pages[pageIndex]!;
  const sectionIndex = sectionIndexOf(page, location.sectionId);
  if (sectionIndex < 0) return null;
  const blockIndex = base(page.sections[sectionIndex]!.blocks).findIndex((b) => b.id === blockId);
  return blockIndex < 0 ? null : { pageIndex, sectionIndex, blockIndex };
}

export function blockCount(page: Page): number {
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
  const block = draft.pages[at.pageIndex]!.sections[at.sectionIndex]!.blocks[at.blockIndex]!;
  const read = base(block) as Block;
  if (read.unreadable) return refuse(EditMessage.unreadable) as BlockDraft;
  return { ok: true, draft: block, base: read };
}
