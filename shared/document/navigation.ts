// The site's navigations, header and footer (spec site-and-editor.md §3 "Navigation update",
// "Header/footer"; §4 folders). Two navigations, main and footer, each a list of items: a page
// (by id), an external link, a member area, or a folder holding items of the first three kinds.
// The header and footer hold what shows around every page (docs/navigation.md).
import { z } from 'zod';
import { FOLDER_BEHAVIORS } from '../content/folders';
import { isSitePath } from '../content/site-path';
import { MAX_URL_LENGTH } from '../limits';

/** Ids of navigation entries: the same shape as the document's other ids. */
const navIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, dashes or underscores');

/** A navigation holds at most this many entries, folders' items included (our limit). */
export const MAX_NAVIGATION_ITEMS = 100;
/** A navigation title, a link's or a folder's: at most this many characters (our limit). */
export const MAX_NAV_TITLE_LENGTH = 80;
/** The footer's social links: at most this many (as the social links block). */
export const MAX_SOCIAL_LINKS = 20;

export const NAV_LINK_HINT =
  'Use a page path (/about), or an address starting with https://, http://, mailto: or tel:.';
export const SOCIAL_LINK_HINT = 'Use an address starting with https://.';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const WEB_ADDRESS = /^https?:\/\/[^\s/\\?#@]+(?:[/?#]\S*)?$/i;
const MAIL_OR_PHONE = /^(?:mailto:[^\s\\]+|tel:\+?[0-9 ().-]{3,30})$/i;

/** Why `url` may not be a navigation link (a message to show), or null when it may. */
export function navLinkProblem(url: string): string | null {
  if (url.trim() === '') return `Enter an address. ${NAV_LINK_HINT}`;
  if (url.length > MAX_URL_LENGTH) {
    return `An address can be at most ${MAX_URL_LENGTH} characters.`;
  }
  if (hasControlCharacter(url)) return 'An address must not contain tabs or line breaks.';
  if (url.includes('\\')) return `An address must not contain backslashes. ${NAV_LINK_HINT}`;
  const value = url.trim();
  if (value.startsWith('/')) return isSitePath(value) ? null : `This is not a path on this site.`;
  return WEB_ADDRESS.test(value) || MAIL_OR_PHONE.test(value) ? null : NAV_LINK_HINT;
}

/** Why `url` may not be a social link, or null when it may (https only). */
export function socialLinkProblem(url: string): string | null {
  const problem = navLinkProblem(url);
  if (problem) return problem;
  return /^https:\/\//i.test(url.trim()) ? null : SOCIAL_LINK_HINT;
}

const linkUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = navLinkProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const navTitleSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_NAV_TITLE_LENGTH, `must be at most ${MAX_NAV_TITLE_LENGTH} characters`);

export const navPageItemSchema = z.object({
  kind: z.literal('page'),
  id: navIdSchema,
  pageId: navIdSchema,
});

export const navLinkItemSchema = z.object({
  kind: z.literal('link'),
  id: navIdSchema,
  title: navTitleSchema,
  url: linkUrlSchema,
  newWindow: z.boolean(),
});

/** A member area (spec §6: "Member areas exist as a navigation type"): its entry for site users. */
export const navMemberAreaItemSchema = z.object({
  kind: z.literal('memberArea'),
  id: navIdSchema,
  memberAreaId: navIdSchema,
  title: navTitleSchema,
});

const leafItemSchema = z.discriminatedUnion('kind', [
  navPageItemSchema,
  navLinkItemSchema,
  navMemberAreaItemSchema,
]);

export const navFolderItemSchema = z.object({
  kind: z.literal('folder'),
  id: navIdSchema,
  title: navTitleSchema,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes'),
  /** Spec §3 folder behaviours; `none` makes the folder's own entry not clickable (§4). */
  behavior: z.enum(FOLDER_BEHAVIORS),
  items: z.array(leafItemSchema),
});

export const navItemSchema = z.discriminatedUnion('kind', [
  navPageItemSchema,
  navLinkItemSchema,
  navMemberAreaItemSchema,
  navFolderItemSchema,
]);

export const NAVIGATION_NAMES = ['main', 'footer'] as const;
export type NavigationName = (typeof NAVIGATION_NAMES)[number];

export const navigationSchema = z.object({
  main: z.array(navItemSchema),
  footer: z.array(navItemSchema),
});

export const headerSchema = z.object({
  /** 'title': the site's title as text; 'logo': the logo image (its title is the alt text). */
  brand: z.enum(['title', 'logo']),
  /** The logo file's address (from the file manager); null: none chosen. */
  logoUrl: z
    .string()
    .refine((value) => isSitePath(value) || /^https:\/\/[^\s\\]+$/i.test(value), {
      message: 'must be a path on this site or an https:// address',
    })
    .nullable(),
  showAccountLink: z.boolean(),
  showCartLink: z.boolean(),
});

export const socialLinkSchema = z.object({
  id: navIdSchema,
  url: z.string().superRefine((value, ctx) => {
    const problem = socialLinkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export type NavPageItem = z.infer<typeof navPageItemSchema>;
export type NavLinkItem = z.infer<typeof navLinkItemSchema>;
export type NavMemberAreaItem = z.infer<typeof navMemberAreaItemSchema>;
export type NavFolderItem = z.infer<typeof navFolderItemSchema>;
export type NavLeafItem = z.infer<typeof leafItemSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type SiteHeader = z.infer<typeof headerSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const DEFAULT_HEADER: SiteHeader = {
  brand: 'title',
  logoUrl: null,
  showAccountLink: true,
  showCartLink: true,
};

/** Every item of a navigation, folders' items after their folder. */
export function flattenItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.kind === 'folder' ? [item, ...item.items] : [item]));
}

/** The main navigation a site starts with: every page, in the pages' order. */
export function navigationOfPages(pages: readonly { readonly id: string }[]): NavItem[] {
  return pages.map((page, index) => ({ kind: 'page', id: `main-${index + 1}`, pageId: page.id }));
}
