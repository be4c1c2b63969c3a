// The site's navigation folders as the Index (11) and Folder (17) blocks read them
// (docs/collections.md): each folder's path ('/<slug>'), title, where its own entry leads by its
// behaviour and the clickable rule (spec §3, §4: index, its own address; redirect, its first
// entry's; none, nowhere) and its entries with their addresses. Built from the site document by
// `navigationLinks`, the same as the header shows them. Pure.

import { NAVIGATION_NAMES } from '../document/navigation';
import { linkOf, type NavLink } from '../document/navigation-links';
import type { Site } from '../document/schema';
import type { FolderBehavior } from './folders';

export interface FolderEntry {
  /** The navigation entry's id. */
  readonly id: string;
  readonly title: string;
  /** Null: not clickable. */
  readonly href: string | null;
  readonly newWindow: boolean;
}

export interface FolderShown {
  /** '/portfolio': the folder's slug as a path. */
  readonly path: string;
  readonly title: string;
  readonly behavior: FolderBehavior;
  /** Where the folder's own entry leads; null when it is not clickable. */
  readonly href: string | null;
  readonly entries: readonly FolderEntry[];
}

const entryOf = (link: NavLink): FolderEntry => ({
  id: link.id,
  title: link.title,
  href: link.href,
  newWindow: link.newWindow,
});

/** Every folder of the site's navigations, main first, each once by path. */
export function foldersOf(site: Pick<Site, 'pages' | 'navigation'>): FolderShown[] {
  const folders = new Map<string, FolderShown>();
  for (const name of NAVIGATION_NAMES) {
    for (const item of site.navigation[name]) {
      if (item.kind !== 'folder' || folders.has(`/${item.slug}`)) continue;
      const link = linkOf(site, item);
      if (!link) continue;
      folders.set(`/${item.slug}`, {
        path: `/${item.slug}`,
        title: link.title,
        behavior: item.behavior,
        href: link.href,
        entries: link.items.map(entryOf),
      });
    }
  }
  return [...folders.values()];
}

/** The folder a path ('/more', 'more/') names; undefined when there is none. */
export function folderAtPath(
  folders: readonly FolderShown[],
  path: string | undefined,
): FolderShown | undefined {
  const wanted = `/${(path ?? '').trim().replace(/^\/+|\/+$/g, '')}`;
  return folders.find((folder) => folder.path === wanted);
}
