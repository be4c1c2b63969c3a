// The site design as CSS custom properties on the frame's document root, so a design change
// restyles the page without re-rendering a block. Palette colours are `--sb-palette-1..5`; each
// theme's colours are `--sb-theme-<id>-<role>` (palette references stay `var()` references); the
// default theme's colours are `--sb-background`, `--sb-text`, `--sb-accent`, `--sb-accent-text`,
// which a section with its own theme overrides (sectionThemeStyle). Button fill and the scroll
// animation are root attributes the stylesheets select on.
import { cssColor, type Hsla } from './color';
import { colorCss, type Palette, resolveColor, type ThemeSlotColor } from './color-value';
import { bestContrast } from './contrast';
import { fontStack } from './fonts';
import { FONT_CATEGORIES, type SiteDesign } from './site-design';
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
  const { shape, fill, cornerRadius } = design.buttons;
  variables['--sb-button-radius'] =
    shape === 'square' ? '0px' : shape === 'pill' ? '999px' : `${cornerRadius}px`;
  return {
    variables,
    attributes: { 'data-sb-button-fill': fill, 'data-sb-animation': design.scrollAnimation },
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
