// Dates in the template layer: spec §8 ('"Invalid Date" or "Invalid date." for invalid dates')
// and §3/§9 (website timeZone, default America/New_York).

import { DEFAULT_TIME_ZONE } from '../limits';

/** What a date formatter shows for an invalid date. */
export const INVALID_DATE = 'Invalid Date';
/** The sentence form used by editor validation messages. */
export const INVALID_DATE_MESSAGE = 'Invalid date.';

/** A Date for epoch ms, an ISO string or a Date; undefined when invalid. */
export function validDate(value: unknown): Date | undefined {
  if (typeof value !== 'number' && typeof value !== 'string' && !(value instanceof Date)) {
    return undefined;
  }
  const date = new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The formatted date, or "Invalid Date" when the value is not a valid date. */
export function formatDateOrInvalid(value: unknown, format: (date: Date) => string): string {
  const date = validDate(value);
  return date ? format(date) : INVALID_DATE;
}

/** The website's time zone: its setting when non-empty, else America/New_York. */
export function siteTimeZone(settings: { readonly timeZone?: string } | undefined): string {
  return settings?.timeZone?.trim() || DEFAULT_TIME_ZONE;
}
