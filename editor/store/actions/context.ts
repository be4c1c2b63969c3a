// What every document edit receives besides the draft, and what it returns. Edits are pure:
// they read the context, change the draft (or, when they refuse, leave it untouched) and report
// the view and index changes for the store to apply.
import type { Draft } from 'immer';
import type { PathPatch } from '../../../shared/document/patches';
import type { Site } from '../../../shared/document/schema';
import type { BlockCatalog } from '../block-catalog';
import type { BlockLocation, IndexChanges } from '../block-index';

export type SiteDraft = Draft<Site>;

export interface EditContext {
  /** The page the owner is looking at. */
  readonly pageId: string;
  /** The layout being edited: `pageId`, or FOOTER_LAYOUT_ID while the footer is (block-index). */
  readonly layoutId: string;
  readonly selectedBlockId: string | null;
  /** The block index: where a block lives, without walking the site. */
  locate(blockId: string): BlockLocation | undefined;
  newId(): string;
  readonly blocks: BlockCatalog;
  /**
   * The language whose words the owner edits, when it is not the site's default: texts go to its
   * translation (translation-edits.ts). null: the default language's words.
   */
  readonly language: string | null;
}

export type EditOutcome =
  | {
      readonly ok: true;
      /** The page (or FOOTER_LAYOUT_ID: the footer) to edit after the edit, when it changes. */
      readonly pageId?: string;
      /** The block to select after the edit (null clears), when it changes. */
      readonly selectedBlockId?: string | null;
      readonly index?: IndexChanges;
      /** Consecutive steps with the same key may merge into one undo step. */
      readonly mergeKey?: string;
    }
  | { readonly ok: false; readonly message: string; readonly field?: string };

/**
 * An edit worked out on the plain document instead of a draft: its patches and the ones that undo
 * it (shared/document/patches.ts). The hot edits (a keystroke in a settings field) take this way,
 * which skips immer's drafts.
 */
export type PlannedEdit =
  | (Extract<EditOutcome, { ok: true }> & {
      readonly patches: readonly PathPatch[];
      readonly inversePatches: readonly PathPatch[];
    })
  | Extract<EditOutcome, { ok: false }>;

export const done: EditOutcome = { ok: true };

/** A refusal; `field` names the form input it concerns, when there is one. */
export function refuse(message: string, field?: string): Extract<EditOutcome, { ok: false }> {
  return field === undefined ? { ok: false, message } : { ok: false, message, field };
}
