import { describe, expect, it } from 'vitest';
import { niceTicks } from './ticks';

describe('niceTicks', () => {
  it.each([
    [0, 205, 5, [0, 50, 100, 150, 200, 250]],
    [0, 100, 5, [0, 20, 40, 60, 80, 100]],
    [0, 1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [-30, 70, 5, [-40, -20, 0, 20, 40, 60, 80]],
    [80, 140, 4, [80, 100, 120, 140]],
    [0, 9, 4, [0, 2.5, 5, 7.5, 10]],
    [0.1, 0.3, 2, [0.1, 0.2, 0.3]],
    [-50, -10, 4, [-50, -40, -30, -20, -10]],
    [5, 5, 5, [2, 3, 4, 5, 6, 7, 8]],
    [0, 0, 5, [-1, -0.5, 0, 0.5, 1]],
    [0, 1_000_000, 5, [0, 200_000, 400_000, 600_000, 800_000, 1_000_000]],
  ])('from %d to %d in about %d steps: %j', (low, high, target, values) => {
    const ticks = niceTicks(low, high, target);
    expect(ticks.values).toEqual(values);
    expect(ticks.min).toBe(values[0]);
    expect(ticks.max).toBe(values[values.length - 1]);
  });

  it('covers the data whichever way round the ends are given', () => {
    expect(niceTicks(100, 0).values).toEqual(niceTicks(0, 100).values);
  });

  it('falls back to 0 to 1 for values that are not finite', () => {
    expect(niceTicks(Number.NaN, 4).values).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});
