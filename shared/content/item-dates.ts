// How items' dates read on the site (docs/collections.md): the day in the site's time zone
// ("November 27, 2026") and an event's span ("November 27, 2026, 7:00 PM – 9:00 PM", or both
// days in full when it is not a same-day event by the spec's rule, events.ts).
import { isSameUtcDay } from './events';

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });

/** The day of an epoch ms in the time zone: "November 27, 2026". */
export function dayText(epochMs: number, timeZone: string): string {
  return dayFormat(timeZone).format(new Date(epochMs));
}

/** An event's span in the time zone. */
export function eventSpanText(
  event: { readonly startDate: number; readonly endDate: number },
  timeZone: string,
): string {
  const time = timeFormat(timeZone);
  const start = `${dayText(event.startDate, timeZone)}, ${time.format(new Date(event.startDate))}`;
  if (isSameUtcDay(event)) return `${start} – ${time.format(new Date(event.endDate))}`;
  return `${start} – ${dayText(event.endDate, timeZone)}, ${time.format(new Date(event.endDate))}`;
}

/** An ISO 8601 time for `<time datetime>`. */
export const isoTime = (epochMs: number) => new Date(epochMs).toISOString();
