import { describe, expect, it } from 'vitest';
import { focalPointAfterKey, focalPointAt } from './focal-point';

describe('focalPointAt', () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };
  it.each([
    [100, 50, { x: 0, y: 0 }],
    [300, 150, { x: 1, y: 1 }],
    [150, 75, { x: 0.25, y: 0.25 }],
    [10, 500, { x: 0, y: 1 }],
    [233.3333, 83.3333, { x: 0.667, y: 0.333 }],
  ])('a click at %d,%d is %j', (x, y, expected) => {
    expect(focalPointAt(box, x, y)).toEqual(expected);
  });

  it('is the centre for a box with no size', () => {
    expect(focalPointAt({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });
});

describe('focalPointAfterKey', () => {
  it.each([
    ['ArrowLeft', { x: 0.45, y: 0.5 }],
    ['ArrowRight', { x: 0.55, y: 0.5 }],
    ['ArrowUp', { x: 0.5, y: 0.45 }],
    ['ArrowDown', { x: 0.5, y: 0.55 }],
  ])('%s moves by 5%%', (key, expected) => {
    expect(focalPointAfterKey({ x: 0.5, y: 0.5 }, key)).toEqual(expected);
  });

  it('stops at the edges and ignores other keys', () => {
    expect(focalPointAfterKey({ x: 1, y: 0 }, 'ArrowRight')).toEqual({ x: 1, y: 0 });
    expect(focalPointAfterKey({ x: 0, y: 0 }, 'ArrowUp')).toEqual({ x: 0, y: 0 });
    expect(focalPointAfterKey({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });
});
