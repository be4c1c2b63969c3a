import { describe, expect, it } from 'vitest';
import { timeSince } from './relative-time';

const now = Date.parse('2026-06-01T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeSince', () => {
  it.each([
    [0, 'less than a minute ago'],
    [59 * SECOND, 'less than a minute ago'],
    [-5 * MINUTE, 'less than a minute ago'],
    [MINUTE, 'about a minute ago'],
    [119 * SECOND, 'about a minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, 'about an hour ago'],
    [5 * HOUR, '5 hours ago'],
    [DAY, 'about a day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, 'about a week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, 'about a month ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, 'about a year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i ms ago: %s', (elapsed, text) => {
    expect(timeSince(now - elapsed, now)).toBe(text);
  });

  it.each([undefined, null, '1700000000000', Number.NaN, Number.POSITIVE_INFINITY, {}])(
    '%j is an invalid date',
    (value) => {
      expect(timeSince(value, now)).toBe('Invalid date');
    },
  );
});

describe('timeSince in another language', () => {
  it.each([
    ['fr-FR', 'maintenant', 'il y a 1 jour', 'il y a 2 jours', 'il y a 5 minutes'],
    ['de-DE', 'jetzt', 'vor 1 Tag', 'vor 2 Tagen', 'vor 5 Minuten'],
    ['ja-JP', '今', '1 日前', '2 日前', '5 分前'],
  ])('%s', (language, justNow, oneDay, twoDays, fiveMinutes) => {
    expect(timeSince(now - 30 * SECOND, now, language)).toBe(justNow);
    expect(timeSince(now - DAY, now, language)).toBe(oneDay);
    expect(timeSince(now - 2 * DAY, now, language)).toBe(twoDays);
    expect(timeSince(now - 5 * MINUTE, now, language)).toBe(fiveMinutes);
  });

  it('keeps the spec’s English wording in English', () => {
    expect(timeSince(now - DAY, now, 'en-GB')).toBe('about a day ago');
  });
});
