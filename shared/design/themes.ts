// Colour themes generated from the five-colour palette, lightest to darkest. Each theme takes one
// palette colour as its background; its text is the palette's darkest colour on a light
// background and its lightest on a dark one, light or dark by the spec's rule (§9, "a luminance
// below 0.65 of 256 counts as dark"); its accent is the remaining colour with the best contrast.
// Every colour is a palette reference, so a palette change restyles every theme.
import { luminance } from '../content/hex-color';
import { hslToRgb } from './color';
import {
  type Palette,
  paletteColor,
  resolveColor,
  type ThemeRole,
  type ThemeSlotColor,
} from './color-value';
import { bestContrast, contrastRatio, isDark, MIN_TEXT_CONTRAST } from './contrast';

export const THEME_IDS = ['lightest', 'light', 'medium', 'dark', 'darkest'] as const;
export const THEME_NAMES = ['Lightest', 'Light', 'Medium', 'Dark', 'Darkest'] as const;

export interface ColorTheme {
  readonly id: string;
  readonly name: string;
  readonly background: ThemeSlotColor;
  readonly text: ThemeSlotColor;
  readonly accent: ThemeSlotColor;
}

/** Palette indexes from the lightest colour to the darkest (stable on ties). */
export function lightestToDarkest(palette: Palette): number[] {
  const weight = (index: number) => luminance(hslToRgb(palette[index]!));
  return palette.map((_, index) => index).sort((a, b) => weight(b) - weight(a) || a - b);
}

export function generateThemes(palette: Palette): ColorTheme[] {
  const order = lightestToDarkest(palette);
  const lightest = order[0]!;
  const darkest = order[order.length - 1]!;
  return order.map((background, position) => {
    const dark = isDark(palette[background]!);
    const text = dark ? lightest : darkest;
    const others = order.filter((index) => index !== background && index !== text);
    const accent =
      others.length > 0 ? bestContrast(palette[background]!, others, (i) => palette[i]!) : text;
    return {
      id: THEME_IDS[position] ?? `theme-${position + 1}`,
      name: THEME_NAMES[position] ?? `Theme ${position + 1}`,
      background: paletteColor(background),
      text: paletteColor(text),
      accent: paletteColor(accent),
    };
  });
}

/** A theme's contrast between text and background; undefined when either cannot be resolved. */
export function themeContrast(
  theme: ColorTheme,
  palette: Palette,
  role: ThemeRole = 'text',
): number | undefined {
  const background = resolveColor(theme.background, palette);
  const other = resolveColor(theme[role], palette);
  return background && other ? contrastRatio(background, other) : undefined;
}

/** The warning shown under a theme whose text is hard to read, else null. */
export function contrastWarning(ratio: number | undefined): string | null {
  if (ratio === undefined || ratio >= MIN_TEXT_CONTRAST) return null;
  return `Text contrast is ${Math.floor(ratio * 10) / 10}:1, below the ${MIN_TEXT_CONTRAST}:1 that WCAG asks for.`;
}
