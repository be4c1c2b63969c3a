// The site design as CSS custom properties on the frame's document root, so a design change
// restyles the page without re-rendering a block. Palette colours are `--sb-palette-1..5`; each
// theme's colours are `--sb-theme-<id>-<role>` (palette references stay `var()` references); the
// default theme's colours are `--sb-background`, `--sb-text`, `--sb-accent`, `--sb-accent-text`,
// which a section with its own theme overrides (sectionThemeStyle). Button fill and the scroll
// animation are root attributes the stylesheets select on. The type scale, the spacing scale,
// section and block spacing and the corner radii of controls, cards and badges derive from the
// font sizes, spacing and button shape (docs/design.md "Tokens").
import { cssColor, type Hsla } from './color';
import { colorCss, type Palette, resolveColor, type ThemeSlotColor } from './color-value';
import { bestContrast } from './contrast';
import { fontStack } from './fonts';
import {
  BLOCK_SPACING_REM,
  FONT_CATEGORIES,
  SECTION_SPACING_FACTOR,
  type SiteDesign,
  type SpacingLevel,
} from './site-design';
import type { ColorTheme } from './themes';

export interface DesignStyle {
  readonly variables: Readonly<Record<string, string>>;
  readonly attributes: Readonly<Record<string, string>>;
}

const WHITE: Hsla = { hue: 0, saturation: 0, lightness: 1, alpha: 1 };
const BLACK: Hsla = { hue: 0, saturation: 0, lightness: 0, alpha: 1 };

/** Text on the accent colour: the theme's background or text, whichever reads better. */
function accentText(theme: ColorTheme, palette: Palette): string {
  const accent = resolveColor(theme.accent, palette) ?? BLACK;
  const choices: ThemeSlotColor[] = [theme.background, theme.text];
  const pick = bestContrast(accent, choices, (c) => resolveColor(c, palette) ?? WHITE);
  return colorCss(pick);
}

export const themeVariable = (themeId: string, role: string) => `--sb-theme-${themeId}-${role}`;

const SECTION_ROLES = ['background', 'text', 'accent', 'accent-text'] as const;

export function designStyle(design: SiteDesign): DesignStyle {
  const variables: Record<string, string> = {};
  design.colorPalette.forEach((color, index) => {
    variables[`--sb-palette-${index + 1}`] = cssColor(color);
  });
  for (const theme of design.colorThemes) {
    variables[themeVariable(theme.id, 'background')] = colorCss(theme.background);
    variables[themeVariable(theme.id, 'text')] = colorCss(theme.text);
    variables[themeVariable(theme.id, 'accent')] = colorCss(theme.accent);
    variables[themeVariable(theme.id, 'accent-text')] = accentText(theme, design.colorPalette);
  }
  for (const role of SECTION_ROLES) {
    variables[`--sb-${role}`] = `var(${themeVariable(design.defaultThemeId, role)})`;
  }
  const fonts =
    design.fontThemes.find((theme) => theme.id === design.activeFontThemeId) ??
    design.fontThemes[0]!;
  for (const category of FONT_CATEGORIES) {
    const usage = design.fontUsageCategories[category];
    variables[`--sb-font-${category}`] = fontStack(fonts[category]);
    variables[`--sb-${category}-size`] = `${usage.size}rem`;
    variables[`--sb-${category}-weight`] = String(usage.weight);
    variables[`--sb-${category}-line-height`] = String(usage.lineHeight);
  }
  Object.assign(variables, typeScale(design), spacingScale(design.spacing), radii(design));
  return {
    variables,
    attributes: {
      'data-sb-button-fill': design.buttons.fill,
      'data-sb-animation': design.scrollAnimation,
    },
  };
}

/** Rounded to 4 decimals so the values read cleanly in the inspector and in tests. */
const rem = (value: number) => `${Math.round(value * 10000) / 10000}rem`;

/** Steps of the type scale: body sizes from the paragraphs' size, headings from the headings'. */
export const TYPE_SCALE = {
  '--sb-text-xs': ['paragraphs', 0.75],
  '--sb-text-sm': ['paragraphs', 0.875],
  '--sb-text-md': ['paragraphs', 1],
  '--sb-text-lg': ['paragraphs', 1.25],
  '--sb-h1': ['headings', 1],
  '--sb-h2': ['headings', 0.75],
  '--sb-h3': ['headings', 0.55],
  '--sb-h4': ['headings', 0.45],
} as const;

function typeScale(design: SiteDesign): Record<string, string> {
  const scale: Record<string, string> = {};
  for (const [name, [category, factor]] of Object.entries(TYPE_SCALE)) {
    scale[name] = rem(design.fontUsageCategories[category].size * factor);
  }
  return scale;
}

/** The spacing scale in rem at comfortable block spacing; compact and spacious scale it. */
export const SPACE_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2.5, 4] as const;
const SPACE_FACTOR: Readonly<Record<SpacingLevel, number>> = {
  compact: 0.85,
  comfortable: 1,
  spacious: 1.2,
};

function spacingScale(spacing: SiteDesign['spacing']): Record<string, string> {
  const scale: Record<string, string> = {
    '--sb-section-spacing': String(SECTION_SPACING_FACTOR[spacing.section]),
    '--sb-block-spacing': rem(BLOCK_SPACING_REM[spacing.block]),
  };
  SPACE_STEPS.forEach((step, index) => {
    scale[`--sb-space-${index + 1}`] = rem(step * SPACE_FACTOR[spacing.block]);
  });
  return scale;
}

/** Buttons follow the shape; inputs, cards and badges follow it with gentler corners. */
function radii(design: SiteDesign): Record<string, string> {
  const { shape, cornerRadius } = design.buttons;
  if (shape === 'square') {
    return {
      '--sb-button-radius': '0px',
      '--sb-input-radius': '0px',
      '--sb-card-radius': '0px',
      '--sb-badge-radius': '0px',
    };
  }
  const rounded = shape === 'pill' ? 12 : cornerRadius;
  return {
    '--sb-button-radius': shape === 'pill' ? '999px' : `${cornerRadius}px`,
    '--sb-input-radius': `${Math.min(rounded, 10)}px`,
    '--sb-card-radius': `${Math.min(rounded * 1.5, 16)}px`,
    '--sb-badge-radius': '999px',
  };
}

const THEME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The custom properties a section with its own theme sets; none for the site's default, or for
 * an id that is not one (the id becomes part of a CSS name).
 */
export function sectionThemeStyle(themeId: string | null | undefined): Record<string, string> {
  if (!themeId || !THEME_ID.test(themeId)) return {};
  const style: Record<string, string> = {};
  for (const role of SECTION_ROLES) style[`--sb-${role}`] = `var(${themeVariable(themeId, role)})`;
  return style;
}

/** The changes that turn one style into the next: set these, remove those. */
export function styleChanges(
  before: DesignStyle | null,
  after: DesignStyle,
): { set: Array<[string, string]>; remove: string[] } {
  const set: Array<[string, string]> = [];
  const remove: string[] = [];
  const previous = { ...before?.variables, ...before?.attributes };
  const next = { ...after.variables, ...after.attributes };
  for (const [key, value] of Object.entries(next)) {
    if (previous[key] !== value) set.push([key, value]);
  }
  for (const key of Object.keys(previous)) if (!(key in next)) remove.push(key);
  return { set, remove };
}
