// WCAG 2 contrast between two colours (relative luminance of sRGB, ratio (L1 + 0.05) / (L2 +
// 0.05)); text below 4.5:1 is flagged. The light-or-dark decision for defaults is the spec's own
// rule (§9, "a luminance below 0.65 of 256 counts as dark"), in ../content/hex-color.ts.
import { isDarkColor, type Rgb } from '../content/hex-color';
import { type Hsla, hslToRgb } from './color';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: Rgb): number {
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** From 1 (no contrast) to 21 (black on white); alpha is ignored (opaque colours). */
export function contrastRatio(a: Hsla, b: Hsla): number {
  const la = relativeLuminance(hslToRgb(a));
  const lb = relativeLuminance(hslToRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** "4.5:1", rounded down to one decimal so a shown 4.5 always passes. */
export function contrastText(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

export function isDark(color: Hsla): boolean {
  return isDarkColor(hslToRgb(color));
}

/** The candidate with the highest contrast against the background (the first on a tie). */
export function bestContrast<T>(
  background: Hsla,
  candidates: readonly T[],
  colorOf: (c: T) => Hsla,
): T {
  let best = candidates[0] as T;
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = contrastRatio(background, colorOf(candidate));
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}
