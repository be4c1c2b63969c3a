// Where the owner was: the page being edited and the selected block, kept per site in
// localStorage when the editor is left (pagehide), and put back when it opens again. Nothing is
// written while editing, so no keystroke or selection pays for it. A page or block that is gone
// since is skipped (the editor opens on its first page, nothing selected).
import type { DraftStorage } from './draft';

export const PLACE_VERSION = 1;

export interface Place {
  readonly version: typeof PLACE_VERSION;
  readonly pageId: string;
  readonly selectedBlockId: string | null;
}

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
  const { version, pageId, selectedBlockId } = value as Record<string, unknown>;
  if (version !== PLACE_VERSION || typeof pageId !== 'string') return null;
  const block = typeof selectedBlockId === 'string' ? selectedBlockId : null;
  return { version: PLACE_VERSION, pageId, selectedBlockId: block };
}

export function writePlace(
  storage: DraftStorage | null,
  siteId: string,
  where: { readonly pageId: string; readonly selectedBlockId: string | null },
): void {
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
}

export function restorePlace(target: PlaceTarget, place: Place | null): void {
  if (!place) return;
  target.selectPage(place.pageId);
  if (place.selectedBlockId !== null) target.select(place.selectedBlockId);
}
