// "Add to calendar" links for events: spec site-and-editor.md §7 "Other behaviour".
// The link carries action TEMPLATE, text (the title), dates (start/end in compact UTC form,
// e.g. 20261121T053000Z/20261121T063000Z) and an optional location (address lines and country
// joined with commas). Parameters are encoded with encodeURIComponent (no URLSearchParams in
// the shared libraries).

import type { EventLocation } from './events';

export const CALENDAR_RENDER_URL = 'https://www.google.com/calendar/render';

export interface CalendarEvent {
  readonly title: string;
  readonly startDate: number;
  readonly endDate: number;
  readonly location?: EventLocation;
}

/** Epoch ms as yyyyMMdd'T'HHmmss'Z' in UTC; undefined for an invalid or out-of-range time. */
export function compactUtc(epochMs: number): string | undefined {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) return undefined;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Address line 1, address line 2 and country, trimmed, the empty ones left out, joined by ", ". */
export function locationText(location: EventLocation | undefined): string {
  return [location?.addressLine1, location?.addressLine2, location?.addressCountry]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** The calendar link for an event; undefined when a date is invalid. */
export function calendarEventUrl(event: CalendarEvent): string | undefined {
  const start = compactUtc(event.startDate);
  const end = compactUtc(event.endDate);
  if (start === undefined || end === undefined) return undefined;
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${start}/${end}`],
  ];
  const location = locationText(event.location);
  if (location !== '') params.push(['location', location]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${CALENDAR_RENDER_URL}?${query}`;
}
