// Brand tones (spec site-and-editor.md §1 and §3: "Brand tones: professional, sophisticated,
// friendly, playful, bold, quirky, innovative, custom") for the designed site templates
// (docs/site-templates.md). Each template offers a few colour palettes and font themes of its own;
// the tone an owner picks chooses one of each and a button shape. "custom" keeps the template's
// own look (its first palette and font theme), for owners who style the site themselves.
import { type Hsla, hexToHsl } from './color';
import type { ButtonStyle, FontTheme, SiteDesign } from './site-design';
import { generateThemes } from './themes';

export const BRAND_TONES = [
  'professional',
  'sophisticated',
  'friendly',
  'playful',
  'bold',
  'quirky',
  'innovative',
  'custom',
] as const;
export type BrandTone = (typeof BRAND_TONES)[number];

/** The designed templates a site can start from (server/seed/templates/). */
export const SITE_TEMPLATE_IDS = ['shop', 'portfolio', 'restaurant'] as const;
export type SiteTemplateId = (typeof SITE_TEMPLATE_IDS)[number];

export const isBrandTone = (value: unknown): value is BrandTone =>
  BRAND_TONES.includes(value as BrandTone);
export const isSiteTemplateId = (value: unknown): value is SiteTemplateId =>
  SITE_TEMPLATE_IDS.includes(value as SiteTemplateId);

/** Five colours, lightest to darkest: page, soft band, accent, deep, ink. */
export interface NamedPalette {
  readonly id: string;
  readonly name: string;
  readonly colors: readonly [string, string, string, string, string];
}

export const PALETTES = {
  clay: { name: 'Clay', colors: ['#fbf6ef', '#efdcc8', '#a4461f', '#5b3a29', '#221a16'] },
  sage: { name: 'Sage', colors: ['#f6f7f2', '#dde5d3', '#44664a', '#2f4233', '#171d18'] },
  harbour: { name: 'Harbour', colors: ['#f7f8fa', '#dbe3ec', '#255a8c', '#243447', '#10151b'] },
  sorbet: { name: 'Sorbet', colors: ['#fff8f2', '#ffd8c9', '#ad2c53', '#3d2c5e', '#1d1530'] },
  saffron: { name: 'Saffron', colors: ['#fffbeb', '#ffe27a', '#a83b0a', '#1f2937', '#0b0b0c'] },
  studio: { name: 'Studio', colors: ['#fafaf9', '#e7e5e4', '#8c4a2f', '#3f3f46', '#111111'] },
  dusk: { name: 'Dusk', colors: ['#f6f7fb', '#dcdff5', '#4b3fc4', '#252a4a', '#0f1124'] },
  bistro: { name: 'Bistro', colors: ['#fbf5ea', '#ecd9b8', '#8f2424', '#3b2a20', '#1c1512'] },
  olive: { name: 'Olive', colors: ['#f7f5ec', '#e1dcc2', '#56661f', '#37402a', '#171a12'] },
} as const satisfies Record<string, Omit<NamedPalette, 'id'>>;
export type PaletteId = keyof typeof PALETTES;

export const FONT_THEMES = {
  warm: { name: 'Warm', headings: 'lora', paragraphs: 'source-sans-3', buttons: 'source-sans-3' },
  clean: { name: 'Clean', headings: 'inter', paragraphs: 'inter', buttons: 'inter' },
  editorial: {
    name: 'Editorial',
    headings: 'playfair-display',
    paragraphs: 'source-sans-3',
    buttons: 'source-sans-3',
  },
  bookish: { name: 'Bookish', headings: 'playfair-display', paragraphs: 'lora', buttons: 'inter' },
  quirky: { name: 'Quirky', headings: 'slab-serif', paragraphs: 'source-sans-3', buttons: 'inter' },
} as const satisfies Record<string, Omit<FontTheme, 'id'>>;
export type FontThemeId = keyof typeof FONT_THEMES;

type ButtonShape = Pick<ButtonStyle, 'shape' | 'cornerRadius'>;
const SQUARE: ButtonShape = { shape: 'square', cornerRadius: 0 };
const ROUNDED: ButtonShape = { shape: 'rounded', cornerRadius: 6 };
const PILL: ButtonShape = { shape: 'pill', cornerRadius: 6 };

/** What a tone picks. */
export interface ToneLook {
  readonly palette: PaletteId;
  readonly fontTheme: FontThemeId;
  readonly buttons: ButtonShape;
}

/** A template's looks: its own first, then the others it offers, and each tone's pick. */
export interface TemplateLooks {
  readonly palettes: readonly PaletteId[];
  readonly fontThemes: readonly FontThemeId[];
  readonly tones: Readonly<Record<Exclude<BrandTone, 'custom'>, ToneLook>>;
}

const look = (palette: PaletteId, fontTheme: FontThemeId, buttons: ButtonShape): ToneLook => ({
  palette,
  fontTheme,
  buttons,
});

export const TEMPLATE_LOOKS: Readonly<Record<SiteTemplateId, TemplateLooks>> = {
  shop: {
    palettes: ['clay', 'sage', 'harbour', 'sorbet', 'saffron'],
    fontThemes: ['warm', 'clean', 'editorial', 'quirky'],
    tones: {
      professional: look('harbour', 'clean', ROUNDED),
      sophisticated: look('sage', 'editorial', SQUARE),
      friendly: look('clay', 'warm', PILL),
      playful: look('sorbet', 'warm', PILL),
      bold: look('saffron', 'clean', SQUARE),
      quirky: look('sorbet', 'quirky', PILL),
      innovative: look('harbour', 'editorial', ROUNDED),
    },
  },
  portfolio: {
    palettes: ['studio', 'dusk', 'sage', 'saffron'],
    fontThemes: ['clean', 'editorial', 'bookish', 'quirky'],
    tones: {
      professional: look('studio', 'clean', SQUARE),
      sophisticated: look('studio', 'editorial', SQUARE),
      friendly: look('sage', 'bookish', PILL),
      playful: look('saffron', 'quirky', PILL),
      bold: look('saffron', 'clean', SQUARE),
      quirky: look('dusk', 'quirky', PILL),
      innovative: look('dusk', 'clean', ROUNDED),
    },
  },
  restaurant: {
    palettes: ['bistro', 'olive', 'harbour', 'saffron'],
    fontThemes: ['editorial', 'warm', 'clean', 'quirky'],
    tones: {
      professional: look('harbour', 'clean', ROUNDED),
      sophisticated: look('bistro', 'editorial', SQUARE),
      friendly: look('olive', 'warm', PILL),
      playful: look('saffron', 'quirky', PILL),
      bold: look('saffron', 'clean', SQUARE),
      quirky: look('olive', 'quirky', PILL),
      innovative: look('harbour', 'editorial', ROUNDED),
    },
  },
};

export function palette(id: PaletteId): NamedPalette {
  return { id, ...PALETTES[id] };
}

export function paletteColors(id: PaletteId): Hsla[] {
  return PALETTES[id].colors.map((hex) => hexToHsl(hex)!);
}

export function fontTheme(id: FontThemeId): FontTheme {
  return { id, ...FONT_THEMES[id] };
}

/** The tone's pick for a template; "custom" is the template's own palette and font theme. */
export function toneLook(template: SiteTemplateId, tone: BrandTone): ToneLook | null {
  return tone === 'custom' ? null : TEMPLATE_LOOKS[template].tones[tone];
}

/**
 * The template's design as the tone styles it: the tone's palette (its colour themes generated
 * again, keeping their ids, so sections keep their themes), font theme and button shape. The
 * design's other choices (sizes, spacing, animation) stay; "custom" returns it unchanged.
 */
export function designForTone(
  design: SiteDesign,
  template: SiteTemplateId,
  tone: BrandTone,
): SiteDesign {
  const chosen = toneLook(template, tone);
  if (!chosen) return design;
  const colors = paletteColors(chosen.palette);
  return {
    ...design,
    colorPalette: colors,
    colorThemes: generateThemes(colors),
    fontThemes: TEMPLATE_LOOKS[template].fontThemes.map(fontTheme),
    activeFontThemeId: chosen.fontTheme,
    buttons: { ...design.buttons, ...chosen.buttons },
  };
}
