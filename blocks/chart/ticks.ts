// Axis ticks people read easily: steps of 1, 2, 2.5 or 5 times a power of ten, covering the data
// from a tick at or below its minimum to a tick at or above its maximum, about `target` steps.
// A flat range (every value equal) is widened to one step each side; values are rounded to the
// step's precision so 0.1 + 0.2 shows as 0.3.

export interface Ticks {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly values: readonly number[];
}

const MULTIPLES = [1, 2, 2.5, 5, 10];

function niceStep(span: number, target: number): number {
  const rough = span / Math.max(1, target);
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = MULTIPLES.find((candidate) => candidate * power >= rough) ?? 10;
  return multiple * power;
}

const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step)) + 1);

export function niceTicks(low: number, high: number, target = 5): Ticks {
  let min = Math.min(low, high);
  let max = Math.max(low, high);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return niceTicks(0, 1, target);
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) / 2;
    min -= pad;
    max += pad;
  }
  const step = niceStep(max - min, target);
  const decimals = decimalsOf(step);
  const round = (value: number) => Number(value.toFixed(decimals));
  const first = Math.floor(min / step + 1e-9) * step;
  const last = Math.ceil(max / step - 1e-9) * step;
  const values: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) values.push(round(value));
  return { min: round(first), max: round(last), step, values };
}
