// The dashboard's range of days (docs/analytics.md "Dashboard"): a preset (today, the last 7, 30
// or 90 days, each ending today) or a custom from/to, days in the site's time zone as the report
// counts them. A custom range is checked here with the server's own limits, so the owner reads
// the mistake beside the fields instead of a refused request.
import { isTimeZone, localDay, parseDay } from '../../../shared/analytics/zoned-days';
import { ANALYTICS_SUMMARY_PATH, MAX_REPORT_DAYS } from '../../../shared/api/analytics';
import { siteTimeZone } from '../../../shared/content/dates';
import { DEFAULT_TIME_ZONE } from '../../../shared/limits';

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export const PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7', label: 'Last 7 days', days: 7 },
  { id: '30', label: 'Last 30 days', days: 30 },
  { id: '90', label: 'Last 90 days', days: 90 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];
export type RangeChoice = PresetId | 'custom';

export const DEFAULT_PRESET: PresetId = '30';

const DAY_MS = 86_400_000;

/** The site's zone as the server reads it: its setting when Intl knows it, else the default. */
export function reportTimeZone(settings: { readonly timeZone?: string } | undefined): string {
  const zone = siteTimeZone(settings);
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Today, YYYY-MM-DD, in the zone. */
export function todayIn(timeZone: string, now: number): string {
  return localDay(now, timeZone);
}

/** The day `by` days from `day` (negative: before). */
export function shiftDay(day: string, by: number): string {
  return new Date(parseDay(day)! + by * DAY_MS).toISOString().slice(0, 10);
}

/** A preset's days, ending today. */
export function presetRange(preset: PresetId, today: string): DayRange {
  const { days } = PRESETS.find((entry) => entry.id === preset)!;
  return { from: shiftDay(today, 1 - days), to: today };
}

/** Days in a range, both ends included. */
export function rangeLength(range: DayRange): number {
  return Math.round((parseDay(range.to)! - parseDay(range.from)!) / DAY_MS) + 1;
}

export const RangeMessage = {
  missing: 'Choose both a first and a last day.',
  order: 'The first day must not be after the last day.',
  tooLong: `A range covers at most ${MAX_REPORT_DAYS} days.`,
} as const;

/** Why a custom range cannot be asked; null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (parseDay(range.from) === undefined || parseDay(range.to) === undefined) {
    return RangeMessage.missing;
  }
  if (range.from > range.to) return RangeMessage.order;
  if (rangeLength(range) > MAX_REPORT_DAYS) return RangeMessage.tooLong;
  return null;
}

/** The report's address for a range. */
export function summaryPath(range: DayRange, includeTestOrders: boolean): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (includeTestOrders) query.set('includeTestOrders', '1');
  return `${ANALYTICS_SUMMARY_PATH}?${query}`;
}
