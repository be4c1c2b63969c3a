import { describe, expect, it } from 'vitest';
import { dailyRollups, headline, visitorsNow } from './rollups';

const NY = 'America/New_York';
const MINUTE = 60_000;
/** 2026-11-26 10:00 in New York. */
const t0 = Date.parse('2026-11-26T15:00:00Z');
const view = (minutes: number, visitor: string, visit: string | null) => ({
  at: t0 + minutes * MINUTE,
  visitor,
  visit,
});

describe('headline', () => {
  it('is all zero without views', () => {
    expect(headline([], NY)).toEqual({
      uniqueVisitors: 0,
      visits: 0,
      pageViews: 0,
      pagesPerVisit: 0,
      bounceRate: 0,
      visitDurationMs: 0,
    });
  });

  it('counts visits, bounces, pages per visit and the mean duration', () => {
    const views = [
      // Visitor a: one visit of three views over 4 minutes, then a bounce.
      view(0, 'a', 'a1'),
      view(1, 'a', 'a1'),
      view(4, 'a', 'a1'),
      view(90, 'a', 'a2'),
      // Visitor b: a bounce.
      view(10, 'b', 'b1'),
      // Visitor c: two views without a census record: one visit that day, 2 minutes long.
      view(20, 'c', null),
      view(22, 'c', null),
    ];
    expect(headline(views, NY)).toEqual({
      uniqueVisitors: 3,
      visits: 4,
      pageViews: 7,
      pagesPerVisit: 1.75,
      bounceRate: 0.5,
      visitDurationMs: Math.round((4 * MINUTE + 2 * MINUTE) / 4),
    });
  });
});

describe('dailyRollups', () => {
  it('gives every local day of the range, a visit counted on the day it began', () => {
    // 23:50 and 00:10 New York time: one visit across midnight, counted on the 26th.
    const late = Date.parse('2026-11-27T04:50:00Z');
    const views = [
      { at: late, visitor: 'a', visit: 'a1' },
      { at: late + 20 * MINUTE, visitor: 'a', visit: 'a1' },
      { at: late + 30 * MINUTE, visitor: 'b', visit: null },
    ];
    const days = dailyRollups(views, NY, '2026-11-25', '2026-11-27');
    expect(days.map((day) => [day.day, day.visits, day.pageViews])).toEqual([
      ['2026-11-25', 0, 0],
      ['2026-11-26', 1, 2],
      ['2026-11-27', 1, 1],
    ]);
    expect(days[1]!.visitDurationMs).toBe(20 * MINUTE);
  });

  it('adds up to the range: views and visits', () => {
    const views = [view(0, 'a', 'a1'), view(60 * 24, 'a', 'a2'), view(60 * 48, 'b', 'b1')];
    const days = dailyRollups(views, NY, '2026-11-26', '2026-11-28');
    const total = headline(views, NY);
    expect(days.reduce((sum, day) => sum + day.pageViews, 0)).toBe(total.pageViews);
    expect(days.reduce((sum, day) => sum + day.visits, 0)).toBe(total.visits);
  });
});

describe('visitorsNow', () => {
  it('counts the distinct visitors of the last five minutes', () => {
    const views = [view(0, 'a', 'a1'), view(1, 'a', 'a1'), view(3, 'b', 'b1'), view(-6, 'c', 'c1')];
    expect(visitorsNow(views, t0 + 4 * MINUTE)).toBe(2);
    expect(visitorsNow(views, t0 + 9 * MINUTE)).toBe(0);
  });
});
