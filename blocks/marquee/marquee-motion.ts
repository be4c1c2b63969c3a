// The marquee's numbers, pure: the spec's two presets (§3 "Marquee presets": wave frequency 4,
// intensity 0 or 60), how wide a line of items is estimated to be, how many copies fill a wide
// screen, how long one loop takes, and the mild wave's sine path with the text spread along it so
// that moving the wave sideways by whole periods loops without a seam.

export const MARQUEE_PRESETS = {
  straight: { frequency: 4, intensity: 0 },
  wave: { frequency: 4, intensity: 60 },
} as const;
export type MarqueePreset = keyof typeof MARQUEE_PRESETS;

/** An average glyph advance of bold display type, in em: enough to size a loop, not to lay out. */
export const CHAR_WIDTH_EM = 0.56;
/** The separator between items ("·"), in em, not counting the spacing on each side. */
export const SEPARATOR_EM = 0.3;
export const PX_PER_REM = 16;
/** Speed 1 moves the text this many CSS pixels a second (the default 0.5 is 60 px/s). */
export const PX_PER_SECOND_AT_SPEED_1 = 120;
/** The widest screen a straight line must fill without a gap. */
export const WIDEST_SCREEN_PX = 2560;
/** The wave's drawing width in SVG units; the SVG scales to the block's width. */
export const WAVE_VIEW_WIDTH = 1000;
/** Points per wave period on the path: smooth enough that letters do not visibly kink. */
const POINTS_PER_PERIOD = 32;

export interface LineMetrics {
  /** Font size in px (the `size` setting in rem). */
  readonly fontSize: number;
  /** Space on each side of a separator in px (the `spacing` setting in em). */
  readonly gap: number;
}

export function lineMetrics(sizeRem: number, spacingEm: number): LineMetrics {
  const fontSize = sizeRem * PX_PER_REM;
  return { fontSize, gap: spacingEm * fontSize };
}

/** The estimated width in px of one run of the items, each followed by a separator. */
export function groupWidth(items: readonly string[], metrics: LineMetrics): number {
  const characters = items.reduce((sum, item) => sum + [...item].length, 0);
  const perSeparator = SEPARATOR_EM * metrics.fontSize + 2 * metrics.gap;
  return characters * CHAR_WIDTH_EM * metrics.fontSize + items.length * perSeparator;
}

/** How many runs of the items half the straight track holds, so it is wider than any screen. */
export function copiesToFill(width: number, screen = WIDEST_SCREEN_PX): number {
  return width > 0 ? Math.max(1, Math.ceil(screen / width)) : 1;
}

/** Seconds for one loop of `distance` px at `speed`. */
export function loopSeconds(distance: number, speed: number): number {
  return distance / (speed * PX_PER_SECOND_AT_SPEED_1);
}

export interface WaveLayout {
  /** The SVG's viewBox size. */
  readonly width: number;
  readonly height: number;
  /** The sine path, longer than the view by one loop so the moving text never runs out. */
  readonly path: string;
  /** How many times the text (the items `repeat` times over) is laid along the path. */
  readonly copies: number;
  readonly repeat: number;
  /** The length along the path each copy is stretched or squeezed to (SVG textLength). */
  readonly copyLength: number;
  /** How far sideways one loop moves the wave: whole periods, so the picture repeats exactly. */
  readonly shift: number;
}

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The y of the sine wave at x: `amplitude` up and down around `middle`, `period` wide. */
export function waveY(x: number, middle: number, amplitude: number, period: number): number {
  return middle - amplitude * Math.sin((2 * Math.PI * x) / period);
}

function wavePoints(periods: number, period: number, middle: number, amplitude: number): Point[] {
  const count = periods * POINTS_PER_PERIOD;
  return Array.from({ length: count + 1 }, (_, i) => {
    const x = (i * period) / POINTS_PER_PERIOD;
    return { x, y: waveY(x, middle, amplitude, period) };
  });
}

/** The length of a polyline. */
export function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  }
  return length;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function pathData(points: readonly Point[]): string {
  return points
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
}

/**
 * The wave's height above and below its middle: `intensity` per cent of half the font size, so
 * 60 (the mild wave) bends 64 px letters by 19 units in a 1000-unit view. Taken as plain units the
 * spec's 60 bends tighter than the letters are tall and they collide in the troughs.
 */
export function waveAmplitude(intensity: number, fontSize: number): number {
  return (intensity / 100) * (fontSize / 2);
}

/**
 * The mild wave: `frequency` waves across the view, `intensity` (waveAmplitude) up and down. The items
 * (`textWidth` px at the wave's own scale) are repeated until they are at least one period long,
 * then each copy is fitted to a whole number of periods along the path, so shifting the wave by
 * that many periods shows exactly the same picture.
 */
export function waveLayout(
  textWidth: number,
  fontSize: number,
  frequency: number,
  intensity: number,
): WaveLayout {
  const width = WAVE_VIEW_WIDTH;
  const period = width / frequency;
  const amplitude = waveAmplitude(intensity, fontSize);
  const height = Math.ceil(2 * amplitude + fontSize * 1.5);
  const middle = height / 2;
  const periodLength = polylineLength(wavePoints(1, period, middle, amplitude));
  const repeat = Math.max(1, Math.ceil(periodLength / Math.max(textWidth, 1)));
  const periodsPerCopy = Math.max(1, Math.round((repeat * textWidth) / periodLength));
  const shift = periodsPerCopy * period;
  const periods = frequency + periodsPerCopy;
  const copies = Math.ceil(periods / periodsPerCopy);
  return {
    width,
    height,
    path: pathData(wavePoints(periods, period, middle, amplitude)),
    copies,
    repeat,
    copyLength: round(periodsPerCopy * periodLength),
    shift,
  };
}
