// The colour picker's text inputs: each field's name, how its text is read, and the reason a bad
// value is refused. Hue, Saturation, Lightness and Alpha use the spec's bounds and colour
// formatter messages (§5, §8); hex takes 3 or 6 digits (§5); the channel message is ours.
import { parseHexColor } from '../content/hex-color';
import { HslError } from '../content/hsl-color';
import { type Hsla, hslToHex, hslToRgb, rgbToHsl } from './color';

export const COLOR_FIELDS = [
  'Hex',
  'Red',
  'Green',
  'Blue',
  'Hue',
  'Saturation',
  'Lightness',
  'Alpha',
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

export const HEX_MESSAGE = 'Hex colours have 3 or 6 hex digits.';
export const channelMessage = (field: 'Red' | 'Green' | 'Blue') =>
  `${field} must be a whole number from 0 to 255.`;

export type FieldResult =
  | { readonly ok: true; readonly color: Hsla }
  | { readonly ok: false; readonly message: string };

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The text a field shows for a colour. */
export function fieldText(field: ColorField, color: Hsla): string {
  const rgb = hslToRgb(color);
  switch (field) {
    case 'Hex':
      return hslToHex(color);
    case 'Red':
      return String(rgb.r);
    case 'Green':
      return String(rgb.g);
    case 'Blue':
      return String(rgb.b);
    case 'Hue':
      return String(round(color.hue, 1));
    case 'Saturation':
      return String(round(color.saturation, 2));
    case 'Lightness':
      return String(round(color.lightness, 2));
    case 'Alpha':
      return String(round(color.alpha, 2));
  }
}

function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

const HSL_LIMITS = {
  Hue: { max: 360, key: 'hue', message: HslError.hue },
  Saturation: { max: 1, key: 'saturation', message: HslError.saturation },
  Lightness: { max: 1, key: 'lightness', message: HslError.lightness },
  Alpha: { max: 1, key: 'alpha', message: HslError.alpha },
} as const;

/** The colour after typing `text` into `field`, or the reason it is refused. */
export function applyField(field: ColorField, text: string, color: Hsla): FieldResult {
  if (field === 'Hex') {
    const rgb = parseHexColor(text.trim());
    return rgb
      ? { ok: true, color: rgbToHsl(rgb, color.alpha) }
      : { ok: false, message: HEX_MESSAGE };
  }
  const value = readNumber(text);
  if (field === 'Red' || field === 'Green' || field === 'Blue') {
    if (value === undefined || !Number.isInteger(value) || value < 0 || value > 255) {
      return { ok: false, message: channelMessage(field) };
    }
    const rgb = {
      ...hslToRgb(color),
      [field === 'Red' ? 'r' : field === 'Green' ? 'g' : 'b']: value,
    };
    return { ok: true, color: rgbToHsl(rgb, color.alpha) };
  }
  const limit = HSL_LIMITS[field];
  if (value === undefined) {
    return { ok: false, message: field === 'Alpha' ? HslError.alpha : HslError.missing };
  }
  if (value < 0 || value > limit.max) return { ok: false, message: limit.message };
  return { ok: true, color: { ...color, [limit.key]: value } };
}
