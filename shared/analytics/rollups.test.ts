import { describe, expect, it } from 'vitest';
import { visitorsNow } from './rollups';

const MINUTE = 60_000;
/** 2026-11-26 10:00 in New York. */
const t0 = Date.parse('2026-11-26T15:00:00Z');
const view = (minutes: number, visitor: string, visit: string | null) => ({
  at: t0 + minutes * MINUTE,
  visitor,
  visit,
});

describe('visitorsNow', () => {
  it('counts the distinct visitors of the last five minutes', () => {
    const views = [view(0, 'a', 'a1'), view(1, 'a', 'a1'), view(3, 'b', 'b1'), view(-6, 'c', 'c1')];
    expect(visitorsNow(views, t0 + 4 * MINUTE)).toBe(2);
    expect(visitorsNow(views, t0 + 9 * MINUTE)).toBe(0);
  });
});
