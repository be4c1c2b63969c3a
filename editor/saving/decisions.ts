// The saving rules as pure functions: what to do at start-up given the server's document and a
// local draft, and what a save's answer means for the status, the draft and further saves.
import type { Site } from '../../shared/document/schema';
import type { SaveStatus } from '../store/types';
import type { SaveSiteResult } from './client';
import type { DraftRead } from './draft';
import { SaveMessage } from './messages';

/** Quiet time after the last edit before it is saved. */
export const AUTOSAVE_DELAY_MS = 800;
/** Quiet time after the last edit before the local draft is written. */
export const DRAFT_DELAY_MS = 300;
/** After a failed save, the next try comes with the next edit or after this long. */
export const RETRY_DELAY_MS = 5000;

export type BootPlan =
  /** No draft: show the server's document. */
  | { readonly kind: 'server' }
  /** A draft that cannot be read: drop it, say so, show the server's document. */
  | { readonly kind: 'discard-draft'; readonly notice: string }
  /** A draft made on the server's current revision: show it as unsaved and save it. */
  | { readonly kind: 'resume-draft'; readonly site: Site }
  /** A draft made on another revision: show it and ask the owner (conflict). */
  | { readonly kind: 'draft-conflict'; readonly site: Site; readonly baseRevision: number };

export function planBoot(serverRevision: number, draft: DraftRead): BootPlan {
  switch (draft.kind) {
    case 'none':
      return { kind: 'server' };
    case 'invalid':
      return { kind: 'discard-draft', notice: SaveMessage.draftDiscarded };
    case 'found':
      return draft.draft.baseRevision === serverRevision
        ? { kind: 'resume-draft', site: draft.draft.site }
        : {
            kind: 'draft-conflict',
            site: draft.draft.site,
            baseRevision: draft.draft.baseRevision,
          };
  }
}

export interface AfterSave {
  readonly status: SaveStatus;
  /** The status line's save message; null clears an earlier save message (never a refusal). */
  readonly notice: string | null;
  /** The revision the document is now based on, after a successful save. */
  readonly revision?: number;
  /** Conflict: no more autosaves until the owner chooses. */
  readonly pause: boolean;
  /** Try again after this long (besides on the next edit). */
  readonly retryAfterMs?: number;
  /** The local draft: remove it (all saved), rewrite it on the new revision, or leave it. */
  readonly draft: 'clear' | 'rewrite' | 'keep';
}

/** `editsArrived`: the document changed while the save was on its way. */
export function afterSave(result: SaveSiteResult, editsArrived: boolean): AfterSave {
  switch (result.kind) {
    case 'ok':
      return editsArrived
        ? {
            status: 'unsaved',
            notice: null,
            revision: result.revision,
            pause: false,
            draft: 'rewrite',
          }
        : {
            status: 'saved',
            notice: null,
            revision: result.revision,
            pause: false,
            draft: 'clear',
          };
    case 'conflict':
      return { status: 'conflict', notice: result.message, pause: true, draft: 'keep' };
    case 'invalid':
      return { status: 'error', notice: result.message, pause: false, draft: 'keep' };
    case 'failed':
      return {
        status: 'error',
        notice: result.message,
        pause: false,
        retryAfterMs: RETRY_DELAY_MS,
        draft: 'keep',
      };
    case 'network-error':
      return {
        status: 'error',
        notice: SaveMessage.network,
        pause: false,
        retryAfterMs: RETRY_DELAY_MS,
        draft: 'keep',
      };
  }
}
