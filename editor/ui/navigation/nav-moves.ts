// The navigation panel's moves as plain data: where Alt+Arrow or a drop puts an entry, and the
// sentence the live region says after a move.

import type { NavItem, NavigationName } from '../../../shared/document/navigation';
import { findItem } from '../../../shared/document/navigation-edit';
import type { Site } from '../../../shared/document/schema';

export const NAVIGATION_LABELS: Readonly<Record<NavigationName, string>> = {
  main: 'Main navigation',
  footer: 'Footer navigation',
};

/**
 * The title an entry shows in `language` (null: the default's): its translation, else the
 * default's (a page's entry: the page's title, translated the same way).
 */
export function entryTitleIn(item: NavItem, site: Site, language: string | null): string {
  const words = language === null ? undefined : site.translations?.[language];
  const own =
    item.kind === 'page' ? words?.pages?.[item.pageId]?.title : words?.navigation?.[item.id];
  return own ?? entryTitle(item, site.pages);
}

/** The title an entry shows: a page's own title, else the entry's. */
export function entryTitle(item: NavItem, pages: readonly { id: string; title: string }[]): string {
  if (item.kind === 'page') return pages.find((page) => page.id === item.pageId)?.title ?? '';
  return item.title;
}

/** Where leaving a folder puts an entry: just after the folder, at the top level. */
export function outOfFolderIndex(items: readonly NavItem[], folderId: string): number {
  return items.findIndex((item) => item.id === folderId) + 1;
}

/** Where Alt+ArrowUp / Alt+ArrowDown moves the entry at `index` of `count`; null: no move. */
export function keyMoveTarget(
  key: { key: string; altKey: boolean },
  index: number,
  count: number,
): number | null {
  if (!key.altKey) return null;
  if (key.key === 'ArrowUp') return index > 0 ? index - 1 : null;
  if (key.key === 'ArrowDown') return index < count - 1 ? index + 1 : null;
  return null;
}

export interface NavTarget {
  readonly folderId: string | null;
  readonly index: number;
}

/**
 * Where dropping `draggedId` on the entry `targetId` puts it: at the target's place, in the
 * target's list (a folder's entries or the top level). A folder dropped on a folder's entry goes
 * to the folder's place at the top level. Null: nothing to do.
 */
export function dropTarget(
  items: readonly NavItem[],
  draggedId: string,
  targetId: string,
): NavTarget | null {
  if (draggedId === targetId) return null;
  const dragged = findItem(items, draggedId);
  const target = findItem(items, targetId);
  if (!dragged || !target) return null;
  if (dragged.item.kind === 'folder' && target.folderId !== null) {
    return dropTarget(items, draggedId, target.folderId);
  }
  return { folderId: target.folderId, index: target.index };
}

/** What the live region says after an entry moved: its place now, and where. */
export function moveAnnouncement(
  items: readonly NavItem[],
  itemId: string,
  title: string,
  name: NavigationName,
): string {
  const place = findItem(items, itemId);
  if (!place) return '';
  const folder = place.folderId ? findItem(items, place.folderId)?.item : undefined;
  if (folder?.kind === 'folder') {
    return `${title} moved to position ${place.index + 1} of ${folder.items.length} in the folder ${folder.title}.`;
  }
  const where = `in the ${NAVIGATION_LABELS[name]}`;
  const count = items.length;
  return `${title} moved to position ${place.index + 1} of ${count} ${where}.`;
}
