// A month as a calendar grid (weeks from Sunday, days outside the month empty), the month names,
// and "this month" in the website's time zone. Blocks do not receive the site's settings yet, so
// the zone is the spec's default (siteTimeZone with no settings: America/New_York).

import { siteTimeZone } from '../../shared/content/dates';
import { isEnglish } from '../../shared/i18n/english';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/language-codes';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** The week's days, Sunday first, as [short, long] names in the language (English: WEEKDAYS). */
export function weekdayNames(language = DEFAULT_LANGUAGE): readonly (readonly [string, string])[] {
  if (isEnglish(language)) return WEEKDAYS;
  const name = (weekday: 'short' | 'long') =>
    new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' });
  // 2026-11-01 is a Sunday.
  return WEEKDAYS.map((_, index) => {
    const day = Date.UTC(2026, 10, 1 + index);
    return [name('short').format(day), name('long').format(day)] as const;
  });
}

export interface CalendarDay {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

/** Today's date where the site is (its time zone), at `now`. */
export function currentMonth(
  now: Date = new Date(),
  timeZone = siteTimeZone(undefined),
): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The month's name and year: "November 2026"; in another language its own ("novembre 2026"). */
export function monthTitle(year: number, month: number, language = DEFAULT_LANGUAGE): string {
  if (isEnglish(language)) return `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
  const title = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return title.format(Date.UTC(year, month - 1, 1));
}

export interface CalendarCell {
  /** 0 (Sunday) to 6 (Saturday). */
  readonly weekday: number;
  /** The day of the month; null before the 1st and after the last day. */
  readonly day: number | null;
}

/** The month's weeks of seven cells, Sunday first. */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((first + length) / 7);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = week * 7 + weekday - first + 1;
      return { weekday, day: day >= 1 && day <= length ? day : null };
    }),
  );
}
