// Pure edits of a navigation's items, shared by the editor's store actions and the server's
// UpdateNavigation. Each returns a new list and leaves its input as it was.
import type { NavFolderItem, NavItem, Navigation, NavLeafItem } from './navigation';

export interface ItemPlace {
  readonly item: NavItem;
  /** The folder holding it; null at the top level. */
  readonly folderId: string | null;
  readonly index: number;
}

/** Where the item with `itemId` is, or undefined. */
export function findItem(items: readonly NavItem[], itemId: string): ItemPlace | undefined {
  for (const [index, item] of items.entries()) {
    if (item.id === itemId) return { item, folderId: null, index };
    if (item.kind === 'folder') {
      const inner = item.items.findIndex((child) => child.id === itemId);
      if (inner >= 0) return { item: item.items[inner]!, folderId: item.id, index: inner };
    }
  }
  return undefined;
}

/** The item of `pageId` in `items` (top level or in a folder), or undefined. */
export function pageItem(items: readonly NavItem[], pageId: string): ItemPlace | undefined {
  for (const [index, item] of items.entries()) {
    if (item.kind === 'page' && item.pageId === pageId) return { item, folderId: null, index };
    if (item.kind === 'folder') {
      const inner = item.items.findIndex(
        (child) => child.kind === 'page' && child.pageId === pageId,
      );
      if (inner >= 0) return { item: item.items[inner]!, folderId: item.id, index: inner };
    }
  }
  return undefined;
}

/** `items` without the item `itemId`; a removed folder's items take its place. */
export function removeItem(items: readonly NavItem[], itemId: string): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.id === itemId) return item.kind === 'folder' ? [...item.items] : [];
    if (item.kind !== 'folder') return [item];
    return [{ ...item, items: item.items.filter((child) => child.id !== itemId) }];
  });
}

/** Both navigations without any entry for the page `pageId` (the page was deleted). */
export function withoutPage(navigation: Navigation, pageId: string): Navigation {
  const drop = (items: readonly NavItem[]): NavItem[] =>
    items.flatMap((item): NavItem[] => {
      if (item.kind === 'page') return item.pageId === pageId ? [] : [item];
      if (item.kind !== 'folder') return [item];
      return [
        { ...item, items: item.items.filter((c) => c.kind !== 'page' || c.pageId !== pageId) },
      ];
    });
  return { main: drop(navigation.main), footer: drop(navigation.footer) };
}

export type MoveResult =
  | { readonly ok: true; readonly items: NavItem[] }
  | { readonly ok: false; readonly message: string };

export const NavEditMessage = {
  itemGone: 'This navigation entry is not there any more.',
  folderGone: 'This folder is not there any more.',
  folderInFolder: 'A folder cannot go inside another folder.',
} as const;

/**
 * Moves the item `itemId` to `index` of the folder `folderId` (null: the top level). The index
 * counts the list as it is after the item was taken out.
 */
export function moveItem(
  items: readonly NavItem[],
  itemId: string,
  folderId: string | null,
  index: number,
): MoveResult {
  const place = findItem(items, itemId);
  if (!place) return { ok: false, message: NavEditMessage.itemGone };
  if (folderId !== null && place.item.kind === 'folder') {
    return { ok: false, message: NavEditMessage.folderInFolder };
  }
  const without = items
    .filter((item) => item.id !== itemId)
    .map((item) =>
      item.kind === 'folder' && place.folderId === item.id
        ? { ...item, items: item.items.filter((child) => child.id !== itemId) }
        : item,
    );
  if (folderId === null) {
    const at = clamp(index, without.length);
    return { ok: true, items: [...without.slice(0, at), place.item, ...without.slice(at)] };
  }
  const folderIndex = without.findIndex((item) => item.id === folderId);
  const folder = without[folderIndex];
  if (folder?.kind !== 'folder') return { ok: false, message: NavEditMessage.folderGone };
  const at = clamp(index, folder.items.length);
  const moved: NavFolderItem = {
    ...folder,
    items: [...folder.items.slice(0, at), place.item as NavLeafItem, ...folder.items.slice(at)],
  };
  return { ok: true, items: without.map((item, i) => (i === folderIndex ? moved : item)) };
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(Math.trunc(index), length));
}

/** `items` with the item `itemId` replaced by `change(item)`. */
export function mapItem(
  items: readonly NavItem[],
  itemId: string,
  change: (item: NavItem) => NavItem,
): NavItem[] {
  return items.map((item) => {
    if (item.id === itemId) return change(item);
    if (item.kind !== 'folder') return item;
    return {
      ...item,
      items: item.items.map((child) =>
        child.id === itemId ? (change(child) as NavLeafItem) : child,
      ),
    };
  });
}

/** The slugs of every folder of both navigations (a page may not take one). */
export function folderSlugs(navigation: Navigation): Set<string> {
  return new Set(
    [...navigation.main, ...navigation.footer].flatMap((item) =>
      item.kind === 'folder' ? [item.slug] : [],
    ),
  );
}

/** Every address a page or folder of the site holds: a new page or store must take another. */
export function usedSlugs(site: {
  readonly pages: readonly { readonly slug: string }[];
  readonly navigation: Navigation;
}): Set<string> {
  const taken = folderSlugs(site.navigation);
  for (const page of site.pages) taken.add(page.slug);
  return taken;
}
