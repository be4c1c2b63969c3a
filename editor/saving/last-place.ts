// Where the owner was: the page being edited, the selected block and how far the frame was
// scrolled, kept per site in localStorage when the editor is left (pagehide), and put back when
// it opens again. Nothing is written while editing, so no keystroke or selection pays for it. A
// page or block that is gone since is skipped (the editor opens on its first page, nothing
// selected). Version 1 places (no scroll) read as scrolled to the top.
import { MAX_FRAME_SCROLL } from '../../shared/protocol/messages';
import type { DraftStorage } from './draft';

export const PLACE_VERSION = 2;

export interface Place {
  readonly version: typeof PLACE_VERSION;
  readonly pageId: string;
  readonly selectedBlockId: string | null;
  /** The frame's scroll height in px. */
  readonly scrollY: number;
}

type Where = Omit<Place, 'version'>;

export function placeKey(siteId: string): string {
  return `sitebuilder:place:${siteId}`;
}

/** The stored place, or null when there is none or it cannot be read (another version). */
export function readPlace(storage: DraftStorage | null, siteId: string): Place | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(placeKey(siteId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, pageId, selectedBlockId, scrollY } = value as Record<string, unknown>;
  if ((version !== 1 && version !== PLACE_VERSION) || typeof pageId !== 'string') return null;
  const block = typeof selectedBlockId === 'string' ? selectedBlockId : null;
  const scroll =
    version === PLACE_VERSION && typeof scrollY === 'number' && Number.isFinite(scrollY)
      ? Math.min(Math.max(0, Math.round(scrollY)), MAX_FRAME_SCROLL)
      : 0;
  return { version: PLACE_VERSION, pageId, selectedBlockId: block, scrollY: scroll };
}

export function writePlace(storage: DraftStorage | null, siteId: string, where: Where): void {
  const place: Place = { version: PLACE_VERSION, ...where };
  try {
    storage?.setItem(placeKey(siteId), JSON.stringify(place));
  } catch {
    // A full or refusing storage only loses the place to reopen on.
  }
}

/** The store's actions that put a place back (each ignores an unknown page or block). */
export interface PlaceTarget {
  selectPage(pageId: string): void;
  select(blockId: string): void;
  setFrameScrollToRestore(y: number | null): void;
  readonly pageId: string;
}

/** The scroll is put back only on the page it was taken on (not when that page is gone). */
export function restorePlace(target: () => PlaceTarget, place: Place | null): void {
  if (!place) return;
  target().selectPage(place.pageId);
  if (place.selectedBlockId !== null) target().select(place.selectedBlockId);
  if (place.scrollY > 0 && target().pageId === place.pageId) {
    target().setFrameScrollToRestore(place.scrollY);
  }
}
