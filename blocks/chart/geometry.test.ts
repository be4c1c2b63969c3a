import { describe, expect, it } from 'vitest';
import { cartesianLayout } from './cartesian';
import type { ChartData } from './dataset';
import { formatShare, pieSlices } from './pie';

const SIZE = { width: 400, height: 300, fontSize: 12 };
const table = (columns: string[], ...rows: (number | null)[][]): ChartData => ({
  columns,
  rows: rows.map((values, index) => ({ id: `r${index}`, label: `R${index}`, values })),
});

describe('bar and line layout', () => {
  it('puts grouped bars side by side, growing up from the zero line', () => {
    const layout = cartesianLayout(table(['A', 'B'], [10, 20]), 'bar', SIZE);
    const [a, b] = layout.bars;
    expect(a!.x + a!.width).toBeCloseTo(b!.x);
    expect(a!.y + a!.height).toBeCloseTo(layout.zeroY!);
    expect(b!.height).toBeCloseTo(a!.height * 2);
    expect(layout.ticks[0]?.value).toBe(0);
  });

  it('hangs negative bars below the zero line', () => {
    const layout = cartesianLayout(table(['A'], [-10], [30]), 'bar', SIZE);
    const [negative, positive] = layout.bars;
    expect(negative!.y).toBeCloseTo(layout.zeroY!);
    expect(positive!.y + positive!.height).toBeCloseTo(layout.zeroY!);
    expect(layout.ticks.map((tick) => tick.value)).toContain(-10);
  });

  it('stacks positives up and negatives down from zero', () => {
    const layout = cartesianLayout(table(['A', 'B', 'C'], [10, 20, -5]), 'stacked', SIZE);
    const [a, b, c] = layout.bars;
    expect(a!.x).toBe(b!.x);
    expect(b!.y + b!.height).toBeCloseTo(a!.y);
    expect(c!.y).toBeCloseTo(layout.zeroY!);
    expect(layout.ticks.at(-1)?.value).toBeGreaterThanOrEqual(30);
  });

  it('draws no bar for a missing value', () => {
    expect(cartesianLayout(table(['A', 'B'], [1, null]), 'bar', SIZE).bars).toHaveLength(1);
  });

  it('breaks a line at a missing value and fits its axis to the data', () => {
    const layout = cartesianLayout(table(['A'], [100], [120], [null], [140]), 'line', SIZE);
    expect(layout.lines[0]?.map((run) => run.length)).toEqual([2, 1]);
    expect(layout.ticks[0]?.value).toBe(100);
    expect(layout.zeroY).toBeNull();
  });

  it('shows every category label when they fit and thins them out when they do not', () => {
    expect(cartesianLayout(table(['A'], [1], [2], [3]), 'bar', SIZE).categories).toHaveLength(3);
    const many = table(['A'], ...Array.from({ length: 60 }, (_, i) => [i]));
    const shown = cartesianLayout(many, 'bar', SIZE).categories.length;
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(30);
  });
});

describe('pie slices', () => {
  const rows = (...values: (number | null)[]) =>
    values.map((value, index) => ({ label: `R${index}`, value }));

  it('sizes slices by share and skips missing, zero and negative values', () => {
    const slices = pieSlices(rows(30, null, 0, -5, 10), 100, 100, 90);
    expect(slices.map((slice) => [slice.row, slice.share])).toEqual([
      [0, 0.75],
      [4, 0.25],
    ]);
  });

  it('draws a lone slice as a full circle with its label in the centre', () => {
    const [slice] = pieSlices(rows(5), 100, 100, 90);
    expect(slice?.path).toContain('a90,90');
    expect([slice?.labelX, slice?.labelY]).toEqual([100, 100]);
  });

  it('labels only slices large enough to hold a label', () => {
    const slices = pieSlices(rows(96, 4), 100, 100, 90);
    expect(slices.map((slice) => slice.showLabel)).toEqual([true, false]);
  });

  it.each([
    [0.375, '38%'],
    [0.045, '4.5%'],
    [1, '100%'],
  ])('formats share %d as %s', (share, text) => {
    expect(formatShare(share)).toBe(text);
  });
});
