// The site's design ("site aesthetics"): the five-colour palette, the colour themes generated
// from it and the default one, font themes and the active one, the font usage categories
// (headings, paragraphs, buttons), buttons, the scroll animation and spacing. The keys of the first six are
// the spec's dirty paths (§3); see dirty.ts.
import { z } from 'zod';
import type { Hsla } from './color';
import { hslaSchema, PALETTE_SIZE, themeSlotColorSchema } from './color-value';
import { FONT_IDS } from './fonts';
import { generateThemes } from './themes';

const themeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, dashes or underscores');

export const colorThemeSchema = z.object({
  id: themeIdSchema,
  name: z.string().trim().min(1).max(60),
  background: themeSlotColorSchema,
  text: themeSlotColorSchema,
  accent: themeSlotColorSchema,
});

export const FONT_CATEGORIES = ['headings', 'paragraphs', 'buttons'] as const;
export type FontUsageCategory = (typeof FONT_CATEGORIES)[number];
export const FONT_CATEGORY_NAMES: Readonly<Record<FontUsageCategory, string>> = {
  headings: 'Headings',
  paragraphs: 'Paragraphs',
  buttons: 'Buttons',
};

const fontIdSchema = z.enum(FONT_IDS);

export const fontThemeSchema = z.object({
  id: themeIdSchema,
  name: z.string().trim().min(1).max(60),
  headings: fontIdSchema,
  paragraphs: fontIdSchema,
  buttons: fontIdSchema,
});

/** Size in rem, weight 100-900, line height; the bounds are ours (the spec gives none). */
export const FONT_SIZE_RANGE = { min: 0.75, max: 5 } as const;
export const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800] as const;
export const LINE_HEIGHT_RANGE = { min: 1, max: 2.2 } as const;

export const fontUsageSchema = z.object({
  size: z.number().min(FONT_SIZE_RANGE.min).max(FONT_SIZE_RANGE.max),
  weight: z.union(
    FONT_WEIGHTS.map((w) => z.literal(w)) as [z.ZodLiteral<300>, ...z.ZodLiteral<number>[]],
  ),
  lineHeight: z.number().min(LINE_HEIGHT_RANGE.min).max(LINE_HEIGHT_RANGE.max),
});

export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export const BUTTON_FILLS = ['solid', 'outline'] as const;
/** Corner radius of rounded buttons, in px (our bounds). */
export const BUTTON_RADIUS_RANGE = { min: 0, max: 40 } as const;
export const SCROLL_ANIMATIONS = ['none', 'fade', 'slide', 'scale'] as const;
export type ScrollAnimation = (typeof SCROLL_ANIMATIONS)[number];

/**
 * Spacing (ours; the spec's section padding presets stay per section): the design scales them
 * and sets the room between blocks. Factors of the presets and block gaps in rem.
 */
export const SPACING_LEVELS = ['compact', 'comfortable', 'spacious'] as const;
export type SpacingLevel = (typeof SPACING_LEVELS)[number];
export const SECTION_SPACING_FACTOR: Readonly<Record<SpacingLevel, number>> = {
  compact: 0.75,
  comfortable: 1,
  spacious: 1.5,
};
export const BLOCK_SPACING_REM: Readonly<Record<SpacingLevel, number>> = {
  compact: 0.75,
  comfortable: 1.5,
  spacious: 2.5,
};
export const DEFAULT_SPACING = { section: 'comfortable', block: 'comfortable' } as const;

export const siteDesignSchema = z
  .object({
    colorPalette: z.array(hslaSchema).length(PALETTE_SIZE),
    colorThemes: z.array(colorThemeSchema).min(1).max(10),
    defaultThemeId: themeIdSchema,
    fontThemes: z.array(fontThemeSchema).min(1).max(10),
    activeFontThemeId: themeIdSchema,
    fontUsageCategories: z.object({
      headings: fontUsageSchema,
      paragraphs: fontUsageSchema,
      buttons: fontUsageSchema,
    }),
    buttons: z.object({
      shape: z.enum(BUTTON_SHAPES),
      fill: z.enum(BUTTON_FILLS),
      cornerRadius: z.number().int().min(BUTTON_RADIUS_RANGE.min).max(BUTTON_RADIUS_RANGE.max),
    }),
    scrollAnimation: z.enum(SCROLL_ANIMATIONS),
    spacing: z.object({ section: z.enum(SPACING_LEVELS), block: z.enum(SPACING_LEVELS) }),
  })
  .superRefine((design, ctx) => {
    const themeIds = design.colorThemes.map((theme) => theme.id);
    if (new Set(themeIds).size !== themeIds.length) {
      ctx.addIssue({ code: 'custom', path: ['colorThemes'], message: 'theme ids must differ' });
    }
    if (!themeIds.includes(design.defaultThemeId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultThemeId'],
        message: 'is not a colour theme of the site',
      });
    }
    const fontIds = design.fontThemes.map((theme) => theme.id);
    if (new Set(fontIds).size !== fontIds.length) {
      ctx.addIssue({ code: 'custom', path: ['fontThemes'], message: 'theme ids must differ' });
    }
    if (!fontIds.includes(design.activeFontThemeId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['activeFontThemeId'],
        message: 'is not a font theme of the site',
      });
    }
  });

export type SiteDesign = z.infer<typeof siteDesignSchema>;
export type FontTheme = z.infer<typeof fontThemeSchema>;
export type FontUsage = z.infer<typeof fontUsageSchema>;
export type ButtonStyle = SiteDesign['buttons'];

const hsl = (hue: number, saturation: number, lightness: number): Hsla => ({
  hue,
  saturation,
  lightness,
  alpha: 1,
});

/** The default palette: near-white, a warm light, a blue accent, a dark slate, near-black. */
export const DEFAULT_PALETTE: readonly Hsla[] = [
  hsl(40, 0.23, 0.97),
  hsl(36, 0.33, 0.86),
  hsl(221, 0.79, 0.48),
  hsl(215, 0.28, 0.25),
  hsl(240, 0.04, 0.12),
];

export const DEFAULT_FONT_THEMES: readonly FontTheme[] = [
  {
    id: 'modern',
    name: 'Modern',
    headings: 'system-ui',
    paragraphs: 'system-ui',
    buttons: 'system-ui',
  },
  {
    id: 'classic',
    name: 'Classic',
    headings: 'old-style',
    paragraphs: 'transitional',
    buttons: 'humanist',
  },
  {
    id: 'editorial',
    name: 'Editorial',
    headings: 'didone',
    paragraphs: 'geometric',
    buttons: 'geometric',
  },
];

/** A fresh design for the default palette (new sites and the v3 migration). */
export function defaultDesign(palette: readonly Hsla[] = DEFAULT_PALETTE): SiteDesign {
  const colorThemes = generateThemes(palette);
  return {
    colorPalette: palette.map((color) => ({ ...color })),
    colorThemes,
    defaultThemeId: colorThemes[0]!.id,
    fontThemes: DEFAULT_FONT_THEMES.map((theme) => ({ ...theme })),
    activeFontThemeId: DEFAULT_FONT_THEMES[0]!.id,
    fontUsageCategories: {
      headings: { size: 2.25, weight: 700, lineHeight: 1.2 },
      paragraphs: { size: 1, weight: 400, lineHeight: 1.55 },
      buttons: { size: 1, weight: 600, lineHeight: 1.2 },
    },
    buttons: { shape: 'rounded', fill: 'solid', cornerRadius: 6 },
    scrollAnimation: 'none',
    spacing: { ...DEFAULT_SPACING },
  };
}
