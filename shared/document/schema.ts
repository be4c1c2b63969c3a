// The page document: a site with its pages, sections and blocks (design.md "Page document").
// Every saved document carries `schemaVersion`; older ones are brought forward by migrate.ts.
import { z } from 'zod';
import { isBlockTypeCode } from '../codes/block-types';
import { isPageTypeCode, PageType, type PageTypeCode } from '../codes/page-types';
import { siteDesignSchema } from '../design/site-design';
import { DEFAULT_TIME_ZONE, MAX_BLOCKS_PER_LAYOUT } from '../limits';
import { DEFAULT_CURRENCY } from '../money/currencies';
import { footerIssues, navigationIssues } from './chrome-rules';
import {
  DEFAULT_HEADER,
  headerSchema,
  MAX_SOCIAL_LINKS,
  navigationSchema,
  socialLinkSchema,
} from './navigation';
import { DEFAULT_STORE_SETTINGS, storeSettingsSchema } from './store-settings';

export const SCHEMA_VERSION = 4;

/** Ids are short, URL- and selector-safe strings. */
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, dashes or underscores');

/** Site and page titles hold at most this many characters (our limit; the spec gives none). */
export const MAX_TITLE_LENGTH = 200;

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
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
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
