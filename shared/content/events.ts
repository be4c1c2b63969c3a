// Event and location predicates: spec site-and-editor.md §5 "Template helper predicates".
// - An event is same-day if start and end fall on the same UTC year and day (of the year).
// - A location has a map only if latitude and longitude both exist.

export interface EventDates {
  readonly startDate?: number;
  readonly endDate?: number;
}

export interface EventLocation {
  readonly addressLine1?: string;
  readonly addressLine2?: string;
  readonly addressCountry?: string;
  readonly mapLat?: number | null;
  readonly mapLng?: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDayOfYear(date: Date): number {
  return Math.floor(
    (Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) -
      Date.UTC(date.getUTCFullYear(), 0, 1)) /
      DAY_MS,
  );
}

/** Start and end (epoch ms) fall on the same UTC year and day; false when either is invalid. */
export function isSameUtcDay(event: EventDates): boolean {
  if (event.startDate === undefined || event.endDate === undefined) return false;
  const start = new Date(event.startDate);
  const end = new Date(event.endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return false;
  return (
    start.getUTCFullYear() === end.getUTCFullYear() && utcDayOfYear(start) === utcDayOfYear(end)
  );
}

export function hasMap(location: EventLocation | undefined): boolean {
  return location?.mapLat != null && location.mapLng != null;
}
