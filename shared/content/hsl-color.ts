// The HSL colour formatter's bounds: spec §5 (hue 0-360, saturation, lightness and alpha 0-1)
// and its errors in §8: "Missing an H/S/L value", "Hue out of bounds", "Saturation out of
// bounds", "Lightness out of bounds", "Alpha out of bounds". Alpha is optional (default 1).

export interface HslColor {
  readonly hue?: number;
  readonly saturation?: number;
  readonly lightness?: number;
  readonly alpha?: number;
}

export const HslError = {
  missing: 'Missing an H/S/L value',
  hue: 'Hue out of bounds',
  saturation: 'Saturation out of bounds',
  lightness: 'Lightness out of bounds',
  alpha: 'Alpha out of bounds',
} as const;

export type HslErrorMessage = (typeof HslError)[keyof typeof HslError];

function within(value: number, max: number): boolean {
  return value >= 0 && value <= max;
}

function isNumber(value: number | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** The first error of a colour, checked in the order of the list above; undefined when valid. */
export function hslError(color: HslColor): HslErrorMessage | undefined {
  const { hue, saturation, lightness, alpha = 1 } = color;
  if (!isNumber(hue) || !isNumber(saturation) || !isNumber(lightness)) return HslError.missing;
  if (!within(hue, 360)) return HslError.hue;
  if (!within(saturation, 1)) return HslError.saturation;
  if (!within(lightness, 1)) return HslError.lightness;
  if (!isNumber(alpha) || !within(alpha, 1)) return HslError.alpha;
  return undefined;
}

/** CSS text for a valid colour: "hsla(210, 50%, 40%, 1)"; throws the colour's error otherwise. */
export function hslaText(color: HslColor): string {
  const error = hslError(color);
  if (error) throw new Error(error);
  const { hue = 0, saturation = 0, lightness = 0, alpha = 1 } = color;
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return `hsla(${hue}, ${percent(saturation)}, ${percent(lightness)}, ${alpha})`;
}
