// Colours as the spec stores them (§3 "Colour: hue, saturation, lightness, alpha"; bounds in §5:
// hue 0-360, saturation, lightness and alpha 0-1) and their conversions to and from RGB and hex.
// Bounds and messages are the colour formatter's, in ../content/hsl-color.ts; hex parsing is
// ../content/hex-color.ts. Channels are 0-255; converting a hex colour to HSL and back gives the
// same hex.
import { parseHexColor, type Rgb } from '../content/hex-color';
import { HslError, type HslErrorMessage, hslError } from '../content/hsl-color';

export interface Hsla {
  readonly hue: number;
  readonly saturation: number;
  readonly lightness: number;
  readonly alpha: number;
}

export interface Rgba extends Rgb {
  readonly a: number;
}

export { HslError, type HslErrorMessage };

/** The formatter's first error for a colour, or undefined when it is within bounds. */
export function colorError(color: Partial<Hsla>): HslErrorMessage | undefined {
  return hslError(color);
}

export function hslToRgb(color: Hsla): Rgba {
  const { saturation: s, lightness: l, alpha } = color;
  const h = (((color.hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = l - chroma / 2;
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const channel = (value: number) => Math.round((value + m) * 255);
  return { r: channel(r), g: channel(g), b: channel(b), a: alpha };
}

/** HSL of 0-255 channels; hue in degrees rounded to 0.01, the rest to 0.0001. */
export function rgbToHsl(color: Rgb, alpha = 1): Hsla {
  const r = color.r / 255;
  const g = color.g / 255;
  const b = color.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    hue: round(hue, 2) % 360,
    saturation: Math.min(1, round(saturation, 4)),
    lightness: round(lightness, 4),
    alpha,
  };
}

const hexByte = (value: number) => value.toString(16).padStart(2, '0');

/** "#rrggbb" in lower case (alpha is not part of a hex colour here). */
export function rgbToHex(color: Rgb): string {
  return `#${hexByte(color.r)}${hexByte(color.g)}${hexByte(color.b)}`;
}

export function hslToHex(color: Hsla): string {
  return rgbToHex(hslToRgb(color));
}

/** The colour of a 3- or 6-digit hex text (with or without "#"), opaque unless alpha is given. */
export function hexToHsl(text: string, alpha = 1): Hsla | undefined {
  const rgb = parseHexColor(text.trim());
  return rgb ? rgbToHsl(rgb, alpha) : undefined;
}

/** CSS text: "#rrggbb" when opaque, else "rgb(r g b / a)". */
export function cssColor(color: Hsla): string {
  const rgb = hslToRgb(color);
  if (color.alpha >= 1) return rgbToHex(rgb);
  return `rgb(${rgb.r} ${rgb.g} ${rgb.b} / ${Math.round(color.alpha * 1000) / 1000})`;
}

/** Two colours that render the same (same channels and alpha). */
export function sameColor(a: Hsla, b: Hsla): boolean {
  return hslToHex(a) === hslToHex(b) && Math.abs(a.alpha - b.alpha) < 0.0005;
}
