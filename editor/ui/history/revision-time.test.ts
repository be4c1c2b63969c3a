import { describe, expect, it } from 'vitest';
import { absoluteTime, relativeTime } from './revision-time';

const NOW = new Date('2026-03-03T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    ['a few seconds', 20_000, 'just now'],
    ['a minute', MINUTE, '1 minute ago'],
    ['59 minutes', 59 * MINUTE + 59_000, '59 minutes ago'],
    ['two hours', 2 * HOUR + 5 * MINUTE, '2 hours ago'],
    ['a day', DAY + HOUR, 'yesterday'],
    ['six days', 6 * DAY, '6 days ago'],
    ['a week', 8 * DAY, 'last week'],
    ['a month', 31 * DAY, 'last month'],
    ['a clock a minute behind', -MINUTE, 'in 1 minute'],
  ])('%s ago reads %j', (_name, elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });
});

describe('absoluteTime', () => {
  it('gives the date and time in the time zone asked for', () => {
    expect(absoluteTime(NOW, { timeZone: 'UTC' })).toBe('Mar 3, 2026, 12:00 PM');
    expect(absoluteTime(NOW, { timeZone: 'Asia/Tokyo' })).toBe('Mar 3, 2026, 9:00 PM');
  });
});
