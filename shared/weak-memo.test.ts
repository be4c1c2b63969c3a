import { describe, expect, it } from 'vitest';
import { memoByPair } from './weak-memo';

describe('memoByPair', () => {
  it('gives the same answer for the same two objects and computes anew for others', () => {
    let runs = 0;
    const merged = memoByPair((a: { x: number }, b: { y: number }) => {
      runs++;
      return { ...a, ...b };
    });
    const a = { x: 1 };
    const b = { y: 2 };
    expect(merged(a, b)).toBe(merged(a, b));
    expect(runs).toBe(1);
    expect(merged(a, { y: 2 })).toEqual({ x: 1, y: 2 });
    expect(runs).toBe(2);
  });
});
