// The time chart's geometry: a value axis with the chart block's readable ticks
// (blocks/chart/ticks.ts) from zero up, an x position per point, and which point labels to show
// so that they never crowd (every n-th, the last always).
import { niceTicks } from '../../../blocks/chart/ticks';

export interface Plot {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface ValueScale {
  readonly ticks: readonly number[];
  readonly max: number;
  /** The y of a value. */
  readonly y: (value: number) => number;
}

/** Counts start at zero; an all-zero series gets an axis of 0 to 1. */
export function valueScale(values: readonly number[], plot: Plot, target = 4): ValueScale {
  const high = Math.max(0, ...values);
  const ticks = niceTicks(0, high === 0 ? 1 : high, target);
  const max = ticks.max;
  const height = plot.bottom - plot.top;
  return {
    ticks: ticks.values.filter((value) => value >= 0),
    max,
    y: (value) => plot.bottom - (Math.max(0, value) / max) * height,
  };
}

/** The centre x of point `index` of `count`, spread evenly across the plot. */
export function pointX(index: number, count: number, plot: Plot): number {
  const width = plot.right - plot.left;
  return plot.left + (width / Math.max(1, count)) * (index + 0.5);
}

/** The indexes whose labels are shown: at most `room` of them, evenly spaced, the last kept. */
export function labelIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const shown: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) shown.unshift(index);
  return shown;
}
