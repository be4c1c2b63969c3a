// The page document: a site with its pages, sections and blocks (design.md "Page document").
// Every saved document carries `schemaVersion`; older ones are brought forward by migrate.ts.
import { z } from 'zod';
import { isBlockTypeCode } from '../codes/block-types';
import { isPageTypeCode, PageType, type PageTypeCode } from '../codes/page-types';
import { siteDesignSchema } from '../design/site-design';
import { DEFAULT_TIME_ZONE, MAX_BLOCKS_PER_LAYOUT } from '../limits';
import { DEFAULT_CURRENCY } from '../money/currencies';
import { analyticsSettingsSchema } from './analytics-settings';
import { footerIssues, navigationIssues } from './chrome-rules';
import {
  DEFAULT_HEADER,
  headerSchema,
  MAX_SOCIAL_LINKS,
  navigationSchema,
  socialLinkSchema,
} from './navigation';
import { DEFAULT_STORE_SETTINGS, storeSettingsSchema } from './store-settings';
import { translationsSchema } from './translations';

export const SCHEMA_VERSION = 5;

/** Ids are short, URL- and selector-safe strings. */
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, dashes or underscores');

/** Site and page titles hold at most this many characters (our limit; the spec gives none). */
export const MAX_TITLE_LENGTH = 200;

/**
 * Search-engine texts (our limits; the spec gives none). Search engines show about 60 characters
 * of a title and 155 of a description; we keep room beyond that and refuse only what is plainly
 * not a title or a description.
 */
export const MAX_SEO_TITLE_LENGTH = 120;
export const MAX_SEO_DESCRIPTION_LENGTH = 320;

/** An uploaded file's address: `/files/{id}/{name}.{ext}` (shared/api/files.ts). */
export const FILE_URL_PATTERN = /^\/files\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9._-]{1,255}$/;

const seoDescriptionSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_SEO_DESCRIPTION_LENGTH);

/**
 * A page's own title and description for search engines and sharing. Optional, and so is each
 * field: absent means the page title, and the site's description (or none).
 */
export const pageSeoSchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(MAX_SEO_TITLE_LENGTH).optional(),
  description: seoDescriptionSchema.optional(),
});

/** The owner's favicon: an uploaded image file. */
export const faviconSchema = z.object({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a file id'),
  url: z.string().regex(FILE_URL_PATTERN, 'must be the address of an uploaded file'),
});

/** A page URL slug: lower-case words joined by single dashes ("about-us"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Section padding presets (spec §3): small 3%, medium 6%, large 12%. */
export const SECTION_PADDING = { small: 3, medium: 6, large: 12 } as const;
export type SectionPadding = keyof typeof SECTION_PADDING;
/** Section corner radius choices in px (spec §3): 0 or 22. */
export const SECTION_CORNER_RADII = [0, 22] as const;

/**
 * A block's settings: an object, kept as it is (each block's own schema reads it, blocks/). Not
 * z.record, which copies the object and silently drops a key named `__proto__`.
 */
const settingsSchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'must be an object of settings',
);

/**
 * Marks a stand-in for a stored block this version cannot read (stored.ts): the server keeps the
 * block as it was stored, and the editor shows the reason in its place.
 */
export const unreadableSchema = z.object({ reason: z.string().min(1).max(1000) });

export const blockSchema = z
  .object({
    id: idSchema,
    type: z.number().int(),
    variant: z.string().min(1).max(40).optional(),
    settings: settingsSchema,
    unreadable: unreadableSchema.optional(),
  })
  .superRefine((block, ctx) => {
    // A stand-in keeps the type it was stored with, which may be one this version does not know.
    if (block.unreadable === undefined && !isBlockTypeCode(block.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: 'is not a block type code of the spec',
      });
    }
  });

/** Section divider presets (spec §3: two modern friendly presets, soft corners and rounded). */
export const SECTION_DIVIDERS = ['none', 'soft-corners', 'rounded'] as const;
export type SectionDivider = (typeof SECTION_DIVIDERS)[number];

export const sectionStyleSchema = z.object({
  padding: z.enum(['small', 'medium', 'large']),
  cornerRadius: z.union([z.literal(0), z.literal(22)]),
  divider: z.enum(SECTION_DIVIDERS),
  /** The section's colour theme (an id of `design.colorThemes`); null: the site's default. */
  theme: idSchema.nullable(),
});

export const sectionSchema = z.object({
  id: idSchema,
  style: sectionStyleSchema,
  blocks: z.array(blockSchema),
});

/** Who may see a page (docs/page-access.md): anyone, whoever knows its password, or members. */
export const PAGE_ACCESS_KINDS = ['public', 'password', 'members'] as const;
export type PageAccessKind = (typeof PAGE_ACCESS_KINDS)[number];
/** A member page lists at most this many member areas (our limit). */
export const MAX_PAGE_MEMBER_AREAS = 20;

/**
 * A page's access. The password itself is never in the document (the published document reaches
 * browsers): the server keeps its hash (server/access/). No member areas: any signed-in site user.
 */
export const pageAccessSchema = z.object({
  kind: z.enum(PAGE_ACCESS_KINDS),
  memberAreaIds: z.array(idSchema).max(MAX_PAGE_MEMBER_AREAS).optional(),
});

/** How a collection page lays out its items. */
export const COLLECTION_VIEWS = ['list', 'grid'] as const;
export type CollectionViewKind = (typeof COLLECTION_VIEWS)[number];

export const pageCollectionSchema = z.object({
  /** The collection's id (/api/collections). */
  id: idSchema,
  view: z.enum(COLLECTION_VIEWS),
});

export type PageCollection = z.infer<typeof pageCollectionSchema>;

export const pageSchema = z.object({
  id: idSchema,
  title: z.string().trim().min(1, 'must not be empty').max(MAX_TITLE_LENGTH),
  slug: z.string().regex(SLUG_PATTERN, 'must be lower-case words joined by dashes'),
  pageType: z
    .number()
    .int()
    .refine(isPageTypeCode, 'is not a page type code of the spec')
    .transform((code) => code as PageTypeCode),
  sections: z.array(sectionSchema),
  seo: pageSeoSchema.optional(),
  /** Absent: public (optional, so documents of version 3 need no migration). */
  access: pageAccessSchema.optional(),
  /**
   * A collection page (type 1): the blog, events or album it shows, and how its list is laid
   * out (docs/collections.md). Absent: an ordinary page (type 1 without it lists the products).
   */
  collection: pageCollectionSchema.optional(),
});

/** The owner's messages on the lock screen and the popup hold at most this many characters. */
export const MAX_ACCESS_MESSAGE_LENGTH = 1000;

/** The lock screen (page type 103): a site-wide password, whose hash the server keeps. */
export const lockScreenSchema = z.object({
  enabled: z.boolean(),
  /** Shown above the password field; empty: our default sentence. */
  message: z.string().max(MAX_ACCESS_MESSAGE_LENGTH),
});

/** The promotional popup overlay (page type 104). */
export const popupOverlaySchema = z.object({
  enabled: z.boolean(),
  message: z.string().max(MAX_ACCESS_MESSAGE_LENGTH),
  /** The sign-up form whose mailing list gets the address (the seeded `newsletter` form). */
  formId: idSchema,
  /** Shown once per visitor per version: an edit of the message raises it. */
  version: z.number().int().min(1),
});

/** What shows below every page: sections of blocks (edited as a page's), the footer navigation
 * when `showNavigation`, and social links. */
export const footerSchema = z.object({
  sections: z.array(sectionSchema),
  showNavigation: z.boolean(),
  socialLinks: z
    .array(socialLinkSchema)
    .max(MAX_SOCIAL_LINKS, `holds at most ${MAX_SOCIAL_LINKS} links`),
});

export const siteSettingsSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  timeZone: z.string().min(1),
  useCLDRMoneyFormat: z.boolean(),
  /** The captcha's site key (spec captchaSettings.siteKey); empty: captcha not set up. */
  captchaSiteKey: z.string().trim().max(200),
  store: storeSettingsSchema,
  lockScreen: lockScreenSchema.optional(),
  popup: popupOverlaySchema.optional(),
  /** Visitor analytics: raw events' retention, the cookie banner; absent: the defaults. */
  analytics: analyticsSettingsSchema.optional(),
  /** The site's description for search engines and sharing; absent: none. */
  description: seoDescriptionSchema.optional(),
  /** The owner's favicon; absent: one made from the site's initials. */
  favicon: faviconSchema.optional(),
  /**
   * The spec's websiteSettings.commentsEnabled: off, no comments anywhere on the site (shown or
   * taken). Absent: on (optional, so documents stored before it stay valid; docs/comments.md).
   */
  commentsEnabled: z.boolean().optional(),
});

export const siteSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    id: idSchema,
    title: z.string().trim().min(1, 'must not be empty').max(MAX_TITLE_LENGTH),
    settings: siteSettingsSchema,
    design: siteDesignSchema,
    pages: z.array(pageSchema).min(1, 'a site needs at least one page'),
    navigation: navigationSchema,
    header: headerSchema,
    footer: footerSchema,
    /** The words translated into the site's other languages (translations.ts); absent: none. */
    translations: translationsSchema.optional(),
  })
  .superRefine((site, ctx) => {
    for (const issue of [...navigationIssues(site), ...footerIssues(site)]) {
      ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    }
    const slugs = new Set<string>();
    const ids = new Set<string>();
    const themeIds = new Set(site.design.colorThemes.map((theme) => theme.id));
    site.pages.forEach((page, pageIndex) => {
      if (slugs.has(page.slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages', pageIndex, 'slug'],
          message: `"${page.slug}" is used by another page`,
        });
      }
      slugs.add(page.slug);
      let blockCount = 0;
      page.sections.forEach((section, sectionIndex) => {
        const sectionPath = ['pages', pageIndex, 'sections', sectionIndex];
        if (ids.has(section.id)) {
          ctx.addIssue({ code: 'custom', path: [...sectionPath, 'id'], message: 'duplicate id' });
        }
        ids.add(section.id);
        if (section.style.theme !== null && !themeIds.has(section.style.theme)) {
          const path = [...sectionPath, 'style', 'theme'];
          ctx.addIssue({ code: 'custom', path, message: 'is not a colour theme of the site' });
        }
        section.blocks.forEach((block, blockIndex) => {
          if (ids.has(block.id)) {
            const path = [...sectionPath, 'blocks', blockIndex, 'id'];
            ctx.addIssue({ code: 'custom', path, message: 'duplicate id' });
          }
          ids.add(block.id);
        });
        blockCount += section.blocks.length;
      });
      if (blockCount > MAX_BLOCKS_PER_LAYOUT) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages', pageIndex, 'sections'],
          message: `has ${blockCount} blocks; a page holds at most ${MAX_BLOCKS_PER_LAYOUT}`,
        });
      }
    });
  });

export type Block = z.infer<typeof blockSchema>;
export type SectionStyle = z.infer<typeof sectionStyleSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Page = z.infer<typeof pageSchema>;
export type PageSeo = z.infer<typeof pageSeoSchema>;
export type Favicon = z.infer<typeof faviconSchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type PageAccess = z.infer<typeof pageAccessSchema>;
export type LockScreenSettings = z.infer<typeof lockScreenSchema>;
export type PopupOverlaySettings = z.infer<typeof popupOverlaySchema>;
export type Footer = z.infer<typeof footerSchema>;
export type Site = z.infer<typeof siteSchema>;

/** The site key of our own offline captcha provider (server/forms/captcha). */
export const DEFAULT_CAPTCHA_SITE_KEY = 'local-captcha';
export const DEFAULT_SECTION_STYLE: SectionStyle = {
  padding: 'medium',
  cornerRadius: 0,
  divider: 'none',
  theme: null,
};
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  currency: DEFAULT_CURRENCY,
  timeZone: DEFAULT_TIME_ZONE,
  useCLDRMoneyFormat: false,
  captchaSiteKey: DEFAULT_CAPTCHA_SITE_KEY,
  store: DEFAULT_STORE_SETTINGS,
};
export { DEFAULT_HEADER };
export const DEFAULT_FOOTER: Footer = { sections: [], showNavigation: true, socialLinks: [] };
export const DEFAULT_PAGE_TYPE: PageTypeCode = PageType.page;
