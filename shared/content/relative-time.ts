// Relative time ("time since"): spec site-and-editor.md §8 and §9. Wording: under a minute
// "less than a minute ago"; one unit "about a year/month/week/day/hour/minute ago" (with "an
// hour", as English needs); several units "N years ago" and so on; "Invalid date" when the value
// is not a number. The spec gives no unit lengths; ours are a 365-day year and a 30-day month.
// A time in the future reads "less than a minute ago".

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: readonly [name: string, ms: number, one: string][] = [
  ['year', 365 * DAY, 'a year'],
  ['month', 30 * DAY, 'a month'],
  ['week', 7 * DAY, 'a week'],
  ['day', DAY, 'a day'],
  ['hour', HOUR, 'an hour'],
  ['minute', MINUTE, 'a minute'],
];

export const INVALID_TIME_SINCE = 'Invalid date';

/** How long ago `then` was, seen at `now` (both epoch ms). */
export function timeSince(then: unknown, now: number): string {
  if (typeof then !== 'number' || !Number.isFinite(then)) return INVALID_TIME_SINCE;
  const elapsed = now - then;
  for (const [name, ms, one] of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count === 1) return `about ${one} ago`;
    if (count > 1) return `${count} ${name}s ago`;
  }
  return 'less than a minute ago';
}
