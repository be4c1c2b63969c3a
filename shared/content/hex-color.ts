// Hex colours and their weight: spec §5 ("Hex colours have 3 or 6 hex digits") and §9
// ("A luminance below 0.65 of 256 counts as dark"). Luminance is the ITU-R BT.601 weighting
// 0.299 R + 0.587 G + 0.114 B on 0-255 channels (the spec names no formula; this is ours).

import { DARK_LUMINANCE_THRESHOLD } from '../limits';

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX = /^#?([\da-f]{3}|[\da-f]{6})$/i;

/** "#abc", "abc", "#aabbcc" or "aabbcc". */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

export function parseHexColor(value: string): Rgb | undefined {
  const digits = HEX.exec(value)?.[1];
  if (digits === undefined) return undefined;
  const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

export function luminance(color: Rgb): number {
  return 0.299 * color.r + 0.587 * color.g + 0.114 * color.b;
}

export function isDarkColor(color: Rgb): boolean {
  return luminance(color) < DARK_LUMINANCE_THRESHOLD;
}

/** "dark" or "light" for a hex colour; undefined when it is not one. */
export function hexColorWeight(value: string): 'dark' | 'light' | undefined {
  const color = parseHexColor(value);
  if (!color) return undefined;
  return isDarkColor(color) ? 'dark' : 'light';
}
