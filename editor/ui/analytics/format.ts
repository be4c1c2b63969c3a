// How the dashboard writes its figures, with Intl in the editor's language (English, as every
// other sentence of the editor): counts grouped, shares as percents, visit durations in minutes
// and seconds, days and hours of the site's calendar, countries by name. Money is written by the
// store's own format (shared/money/format.ts), not here.
import { parseDay } from '../../../shared/analytics/zoned-days';

const LOCALE = 'en-US';

const countFormat = new Intl.NumberFormat(LOCALE);
const decimalFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
});
const minutes = new Intl.NumberFormat(LOCALE, {
  style: 'unit',
  unit: 'minute',
  unitDisplay: 'short',
});
const seconds = new Intl.NumberFormat(LOCALE, {
  style: 'unit',
  unit: 'second',
  unitDisplay: 'short',
});
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const hourFormat = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number) => countFormat.format(value);
export const formatDecimal = (value: number) => decimalFormat.format(value);
/** A share of 0 to 1 as a percent ("42.5%"); a missing share as an en dash. */
export const formatShare = (value: number | null) =>
  value === null ? '\u2013' : percentFormat.format(value);

/** "2 min, 5 sec", "45 sec", "0 sec". */
export function formatDuration(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  const whole = Math.floor(total / 60);
  const rest = total % 60;
  if (whole === 0) return seconds.format(rest);
  return rest === 0 ? minutes.format(whole) : `${minutes.format(whole)}, ${seconds.format(rest)}`;
}

/** "Nov 26" for a YYYY-MM-DD. */
export const formatDay = (day: string) => dayFormat.format(parseDay(day) ?? 0);
/** "Thu, Nov 26, 2026" for a YYYY-MM-DD. */
export const formatLongDay = (day: string) => longDayFormat.format(parseDay(day) ?? 0);
/** "3 PM" for an hour 0 to 23. */
export const formatHour = (hour: number) => hourFormat.format(Date.UTC(2000, 0, 1, hour));

let regions: Intl.DisplayNames | null | undefined;

/** A country's English name from its two letters ("DE": "Germany"); anything else as it is. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  if (regions === undefined) {
    regions =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([LOCALE], { type: 'region' })
        : null;
  }
  try {
    return regions?.of(code) ?? code;
  } catch {
    return code;
  }
}
