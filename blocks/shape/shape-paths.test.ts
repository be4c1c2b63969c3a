import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, type AspectRatioName, boxFor, SHAPES, shapePath } from './shape-paths';

const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
/** The x,y pairs of a path made of M, L and C commands only. */
const pairs = (path: string) => {
  const values = numbers(path);
  return Array.from({ length: values.length / 2 }, (_, i) => [values[2 * i]!, values[2 * i + 1]!]);
};

describe('boxFor', () => {
  it.each([
    ['1:1', 100, 100],
    ['4:3', 133.33, 100],
    ['16:9', 177.78, 100],
    ['3:4', 100, 133.33],
  ] as const)('%s is %f x %f', (ratio, width, height) => {
    const box = boxFor(ratio);
    expect(box.width).toBeCloseTo(width, 1);
    expect(box.height).toBeCloseTo(height, 1);
  });
});

describe('shapePath', () => {
  const ratios = Object.keys(ASPECT_RATIOS) as AspectRatioName[];
  const cases = SHAPES.flatMap((shape) => ratios.map((ratio) => [shape, ratio] as const));

  it.each(cases)('%s at %s is one closed path', (shape, ratio) => {
    const path = shapePath(shape, boxFor(ratio));
    expect(path).toMatch(/^M[\d. ]/);
    expect(path).toMatch(/Z$/);
    expect(path.match(/M/g)).toHaveLength(1);
    expect(path).not.toMatch(/NaN|Infinity/);
  });

  const drawn = SHAPES.filter(
    (shape) => !['rounded-rectangle', 'circle', 'ellipse'].includes(shape),
  );
  it.each(drawn.flatMap((shape) => ratios.map((ratio) => [shape, ratio] as const)))(
    '%s at %s stays inside its box and touches at least two sides',
    (shape, ratio) => {
      const box = boxFor(ratio);
      const points = pairs(shapePath(shape, box));
      const xs = points.map(([x]) => x!);
      const ys = points.map(([, y]) => y!);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs)).toBeLessThanOrEqual(box.width + 0.01);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys)).toBeLessThanOrEqual(box.height + 0.01);
      const touches = [
        Math.min(...xs) < 3,
        Math.max(...xs) > box.width - 3,
        Math.min(...ys) < 3,
        Math.max(...ys) > box.height - 3,
      ].filter(Boolean);
      expect(touches.length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each([
    ['rectangle', '1:1', 'M0 0 L100 0 L100 100 L0 100 Z'],
    ['triangle', '1:1', 'M50 0 L100 100 L0 100 Z'],
    ['diamond', '16:9', 'M88.89 0 L177.78 50 L88.89 100 L0 50 Z'],
    ['ellipse', '1:1', 'M0 50 A50 50 0 1 0 100 50 A50 50 0 1 0 0 50 Z'],
    ['circle', '16:9', 'M38.89 50 A50 50 0 1 0 138.89 50 A50 50 0 1 0 38.89 50 Z'],
  ] as const)('%s at %s is %s', (shape, ratio, expected) => {
    expect(shapePath(shape, boxFor(ratio))).toBe(expected);
  });

  it('draws a five-pointed star (ten corners) with its top point at the top centre', () => {
    const points = pairs(shapePath('star', boxFor('1:1')));
    expect(points).toHaveLength(10);
    expect(points[0]).toEqual([50, 0]);
  });

  it('rounds the rounded rectangle with four corner arcs', () => {
    expect(shapePath('rounded-rectangle', boxFor('1:1')).match(/A18 18 0 0 1/g)).toHaveLength(4);
  });
});
