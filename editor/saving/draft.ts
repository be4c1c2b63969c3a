// The local draft: the document with unsaved edits, kept in localStorage so they survive a
// reload or a crash. Written (debounced) while there are unsaved edits, removed after a save.
import { parseSite } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftRecord {
  readonly siteId: string;
  /** The server revision the edits were made on. */
  readonly baseRevision: number;
  readonly site: Site;
  /** When the draft was written, in ms since the epoch. */
  readonly savedAt: number;
}

export type DraftRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'found'; readonly draft: DraftRecord };

export function draftKey(siteId: string): string {
  return `sitebuilder:draft:${siteId}`;
}

/** localStorage when the page may use it (a sandboxed or private window may refuse). */
export function browserStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(storage: DraftStorage | null, siteId: string): DraftRead {
  let text: string | null;
  try {
    text = storage?.getItem(draftKey(siteId)) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  let record: Partial<Record<keyof DraftRecord, unknown>>;
  try {
    record = JSON.parse(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (
    typeof record !== 'object' ||
    record === null ||
    record.siteId !== siteId ||
    typeof record.baseRevision !== 'number' ||
    typeof record.savedAt !== 'number'
  ) {
    return { kind: 'invalid' };
  }
  const parsed = parseSite(record.site);
  if (!parsed.ok) return { kind: 'invalid' };
  return {
    kind: 'found',
    draft: {
      siteId,
      baseRevision: record.baseRevision,
      site: parsed.site,
      savedAt: record.savedAt,
    },
  };
}

/** Writes the draft; false when the storage refused (full, or not allowed). */
export function writeDraft(storage: DraftStorage | null, draft: DraftRecord): boolean {
  try {
    storage?.setItem(draftKey(draft.siteId), JSON.stringify(draft));
    return storage !== null;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage | null, siteId: string): void {
  try {
    storage?.removeItem(draftKey(siteId));
  } catch {
    // Nothing to do: a draft that cannot be removed is checked against the server on next start.
  }
}
