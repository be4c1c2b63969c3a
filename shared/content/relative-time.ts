// Relative time ("time since"): spec site-and-editor.md §8 and §9. Wording: under a minute
// "less than a minute ago"; one unit "about a year/month/week/day/hour/minute ago" (with "an
// hour", as English needs); several units "N years ago" and so on; "Invalid date" when the value
// is not a number. The spec gives no unit lengths; ours are a 365-day year and a 30-day month.
// A time in the future reads "less than a minute ago". In another language the same units read
// through Intl.RelativeTimeFormat ("il y a 2 jours", "vor 2 Tagen", "2 日前"; under a minute, the
// language's "now": "maintenant").
import { isEnglish } from '../i18n/english';
import { DEFAULT_LANGUAGE } from '../i18n/language-codes';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: readonly [name: Intl.RelativeTimeFormatUnit, ms: number, one: string][] = [
  ['year', 365 * DAY, 'a year'],
  ['month', 30 * DAY, 'a month'],
  ['week', 7 * DAY, 'a week'],
  ['day', DAY, 'a day'],
  ['hour', HOUR, 'an hour'],
  ['minute', MINUTE, 'a minute'],
];

export const INVALID_TIME_SINCE = 'Invalid date';

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** 'always' for counts ("il y a 1 jour": a day ago is not always yesterday); 'auto' for now. */
function relativeFormat(language: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${language}|${numeric}`;
  let found = relativeFormats.get(key);
  if (!found) {
    found = new Intl.RelativeTimeFormat(language, { numeric });
    relativeFormats.set(key, found);
  }
  return found;
}

/** How long ago `then` was, seen at `now` (both epoch ms), in the language (English's wording by default). */
export function timeSince(then: unknown, now: number, language: string = DEFAULT_LANGUAGE): string {
  if (typeof then !== 'number' || !Number.isFinite(then)) return INVALID_TIME_SINCE;
  const english = isEnglish(language);
  const elapsed = now - then;
  for (const [name, ms, one] of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count < 1) continue;
    if (!english) return relativeFormat(language, 'always').format(-count, name);
    return count === 1 ? `about ${one} ago` : `${count} ${name}s ago`;
  }
  return english ? 'less than a minute ago' : relativeFormat(language, 'auto').format(0, 'second');
}
