import { describe, expect, it } from 'vitest';
import { labelIndexes, pointX, valueScale } from './chart-scale';

const plot = { left: 40, top: 10, right: 440, bottom: 210 };

describe('valueScale', () => {
  it('starts at zero and ends on a readable tick at or above the largest value', () => {
    const scale = valueScale([3, 17, 9], plot);
    expect(scale.ticks[0]).toBe(0);
    expect(scale.max).toBeGreaterThanOrEqual(17);
    expect(scale.ticks).toEqual([0, 5, 10, 15, 20]);
    expect(scale.y(0)).toBe(210);
    expect(scale.y(scale.max)).toBe(10);
    expect(scale.y(10)).toBe(110);
  });

  it('draws an all-zero series on an axis of 0 to 1', () => {
    const scale = valueScale([0, 0], plot);
    expect(scale.max).toBe(1);
    expect(scale.y(0)).toBe(210);
  });
});

describe('pointX and labelIndexes', () => {
  it('spreads points evenly with half a slot at each end', () => {
    expect(pointX(0, 4, plot)).toBe(90);
    expect(pointX(3, 4, plot)).toBe(390);
  });

  it('shows at most the room of labels, evenly, always the last', () => {
    expect(labelIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndexes(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelIndexes(0, 6)).toEqual([]);
    expect(labelIndexes(90, 6).length).toBeLessThanOrEqual(6);
  });
});
