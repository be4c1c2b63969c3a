// The navigation and header/footer calls (spec site-and-editor.md §7): POST
// /api/widget/UpdateNavigation, GET /api/commondata/GetSiteLayout, GET and PUT
// /api/site-header-footer. Their shapes, messages, and the pure step from an UpdateNavigation
// body to the document's navigation (docs/navigation.md).
import { z } from 'zod';
import {
  flattenItems,
  headerSchema,
  type NavItem,
  type NavigationName,
  type NavLeafItem,
  navLinkItemSchema,
} from '../document/navigation';
import type { NavLink } from '../document/navigation-links';
import { footerSchema, type Site } from '../document/schema';

export const UPDATE_NAVIGATION_PATH = '/api/widget/UpdateNavigation';
export const SITE_LAYOUT_PATH = '/api/commondata/GetSiteLayout';
export const SITE_HEADER_FOOTER_PATH = '/api/site-header-footer';

export const SiteChromeMessage = {
  /** Spec §8. */
  noMainNavigation: 'Unable to find site main navigation',
  invalid: 'The navigation is invalid.',
  wrongTemplate: "templateId must be this site's templateId (see GetSiteLayout).",
  folderInFolder: 'A folder cannot go inside another folder.',
  oneKind: 'must name exactly one of collectionId, externalLink and memberAreaId',
  notAPageOrFolder: 'is not a page or folder of the site',
  notALink: 'is not an external link of the site; send {title, url} to add one',
  memberAreaTitle: 'a new member area needs a title',
  itemsOnlyInFolders: 'only a folder holds items',
} as const;

/** The navigations' field names (the spec's `fieldName`), and the layout identifiers. */
export const NAVIGATION_FIELDS: Readonly<Record<NavigationName, string>> = {
  main: 'mainNavigation',
  footer: 'footerNavigation',
};

const idString = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id');

const newLinkSchema = navLinkItemSchema
  .pick({ title: true, url: true })
  .extend({ newWindow: z.boolean().default(false) });

export interface WireNavItem {
  readonly collectionId?: string | undefined;
  readonly externalLink?: string | z.infer<typeof newLinkSchema> | undefined;
  readonly memberAreaId?: string | undefined;
  readonly title?: string | undefined;
  readonly items?: readonly WireNavItem[] | undefined;
}

const wireItemSchema: z.ZodType<WireNavItem> = z.lazy(() =>
  z
    .object({
      collectionId: idString.optional(),
      externalLink: z.union([idString, newLinkSchema]).optional(),
      memberAreaId: idString.optional(),
      title: z.string().trim().min(1).max(80).optional(),
      items: z.array(wireItemSchema).max(100).optional(),
    })
    .refine(
      (item) =>
        [item.collectionId, item.externalLink, item.memberAreaId].filter((v) => v !== undefined)
          .length === 1,
      SiteChromeMessage.oneKind,
    ),
);

export const updateNavigationSchema = z.object({
  fieldName: z.enum([NAVIGATION_FIELDS.main, NAVIGATION_FIELDS.footer], {
    message: `must be "${NAVIGATION_FIELDS.main}" or "${NAVIGATION_FIELDS.footer}"`,
  }),
  templateId: z.string().min(1, 'must not be empty'),
  navigation: z.object({ items: z.array(wireItemSchema).max(100) }),
});

export type UpdateNavigationRequest = z.infer<typeof updateNavigationSchema>;

/** GET /api/commondata/GetSiteLayout: the navigations of the site's draft. */
export interface SiteLayoutResponse {
  readonly templateId: string;
  readonly layout: readonly {
    readonly identifier: string;
    readonly links: readonly (NavLink & {
      readonly collectionId?: string;
      readonly externalLink?: string;
      readonly memberAreaId?: string;
    })[];
  }[];
}

/** GET and PUT /api/site-header-footer. */
export const headerFooterSchema = z.object({ header: headerSchema, footer: footerSchema });
export type HeaderFooter = z.infer<typeof headerFooterSchema>;

export type NavigationResult =
  | { readonly ok: true; readonly items: NavItem[] }
  | { readonly ok: false; readonly path: string; readonly message: string };

/**
 * The navigation an UpdateNavigation body asks for, in the document's terms: a collectionId names
 * a page or an existing folder, an externalLink an existing link entry (by id) or a new one
 * ({title, url}), a memberAreaId a member area (new ones need a title). Entries that exist keep
 * their ids; new ones get `newId()`.
 */
export function navigationFromWire(
  site: Pick<Site, 'pages' | 'navigation'>,
  name: NavigationName,
  wire: readonly WireNavItem[],
  newId: () => string,
): NavigationResult {
  const same = flattenItems(site.navigation[name]);
  const other = flattenItems(site.navigation[name === 'main' ? 'footer' : 'main']);
  /** An existing entry: as it is from this navigation, with a new id from the other one. */
  const existing = (match: (entry: NavItem) => boolean): NavItem | undefined => {
    const here = same.find(match);
    if (here) return here;
    const there = other.find(match);
    return there && { ...there, id: newId() };
  };
  const pages = new Set(site.pages.map((page) => page.id));
  let failure: { path: string; message: string } | null = null;
  const fail = (path: string, message: string) => {
    failure ??= { path, message };
    return null;
  };
  const convert = (item: WireNavItem, path: string, inFolder: boolean): NavItem | null => {
    const hasItems = (item.items?.length ?? 0) > 0;
    if (item.collectionId !== undefined) {
      const id = item.collectionId;
      if (pages.has(id)) {
        if (hasItems) return fail(`${path}.items`, SiteChromeMessage.itemsOnlyInFolders);
        const kept = same.find((e) => e.kind === 'page' && e.pageId === id);
        return { kind: 'page', id: kept?.id ?? newId(), pageId: id };
      }
      const folder = existing((e) => e.kind === 'folder' && e.id === id);
      if (folder?.kind !== 'folder')
        return fail(`${path}.collectionId`, `"${id}" ${SiteChromeMessage.notAPageOrFolder}`);
      if (inFolder) return fail(path, SiteChromeMessage.folderInFolder);
      const items = (item.items ?? []).map((child, i) =>
        convert(child, `${path}.items[${i}]`, true),
      );
      return {
        ...folder,
        items: items.filter((c): c is NavLeafItem => c !== null && c.kind !== 'folder'),
      };
    }
    if (hasItems) return fail(`${path}.items`, SiteChromeMessage.itemsOnlyInFolders);
    if (item.externalLink !== undefined) {
      const link = item.externalLink;
      if (typeof link !== 'string') return { kind: 'link', id: newId(), ...link };
      const kept = existing((e) => e.kind === 'link' && e.id === link);
      return kept ?? fail(`${path}.externalLink`, `"${link}" ${SiteChromeMessage.notALink}`);
    }
    const memberAreaId = item.memberAreaId!;
    const kept = existing((e) => e.kind === 'memberArea' && e.memberAreaId === memberAreaId);
    const title = item.title ?? (kept?.kind === 'memberArea' ? kept.title : undefined);
    if (title === undefined) return fail(`${path}.title`, SiteChromeMessage.memberAreaTitle);
    return { kind: 'memberArea', id: kept?.id ?? newId(), memberAreaId, title };
  };
  const items = wire.map((item, i) => convert(item, `navigation.items[${i}]`, false));
  if (failure) return { ok: false, ...(failure as { path: string; message: string }) };
  return { ok: true, items: items as NavItem[] };
}
