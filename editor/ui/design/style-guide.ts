// What the style guide shows: the site's type scale (each text style in its font, size, weight and
// line height, with the factors the site's own CSS applies to headings, blocks/design.css) and its
// colours (the palette, and each colour theme's background, text and accent).
import { hslToHex } from '../../../shared/design/color';
import { resolveColor, THEME_ROLES, type ThemeRole } from '../../../shared/design/color-value';
import { fontById, fontStack } from '../../../shared/design/fonts';
import type { FontUsageCategory, SiteDesign } from '../../../shared/design/site-design';

export interface TypeLevel {
  readonly name: string;
  readonly fontName: string;
  readonly stack: string;
  readonly sizeRem: number;
  readonly weight: number;
  readonly lineHeight: number;
}

/** The levels, as the site's Text block draws them (h1, h2 at 0.75, h3 at 0.55). */
const LEVELS: readonly (readonly [string, FontUsageCategory, number])[] = [
  ['Heading 1', 'headings', 1],
  ['Heading 2', 'headings', 0.75],
  ['Heading 3', 'headings', 0.55],
  ['Paragraph', 'paragraphs', 1],
  ['Button', 'buttons', 1],
];

export function typeScale(design: SiteDesign): TypeLevel[] {
  const theme =
    design.fontThemes.find((candidate) => candidate.id === design.activeFontThemeId) ??
    design.fontThemes[0]!;
  return LEVELS.map(([name, category, factor]) => {
    const usage = design.fontUsageCategories[category];
    const fontId = theme[category];
    return {
      name,
      fontName: fontById(fontId)?.name ?? fontId,
      stack: fontStack(fontId),
      sizeRem: Math.round(usage.size * factor * 1000) / 1000,
      weight: usage.weight,
      lineHeight: usage.lineHeight,
    };
  });
}

/** "Didone · 2.75 rem · 700 · line 1.2" */
export function levelCaption(level: TypeLevel): string {
  return `${level.fontName} · ${level.sizeRem} rem · ${level.weight} · line ${level.lineHeight}`;
}

export interface Swatch {
  readonly name: string;
  readonly hex: string;
}

export function paletteSwatches(design: SiteDesign): Swatch[] {
  return design.colorPalette.map((color, index) => ({
    name: `Palette colour ${index + 1}`,
    hex: hslToHex(color),
  }));
}

export interface ThemeSample {
  readonly name: string;
  readonly colors: Readonly<Record<ThemeRole, string>>;
}

export function themeSamples(design: SiteDesign): ThemeSample[] {
  return design.colorThemes.map((theme) => {
    const colors = Object.fromEntries(
      THEME_ROLES.map((role) => {
        const color = resolveColor(theme[role], design.colorPalette);
        return [role, color ? hslToHex(color) : '#000000'];
      }),
    ) as Record<ThemeRole, string>;
    return { name: theme.name, colors };
  });
}
