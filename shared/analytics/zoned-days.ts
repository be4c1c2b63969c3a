// Days in a time zone, for the analytics reports (issue 22: "queried by the site and a time range
// in the site's time zone"): the local day of an instant, the instant a local day starts (across
// daylight-saving changes), and the days of a range; also a local date and time as a form shows
// it (an item's publish time in the site's zone). Intl only, so shared/ stays pure.

import { DEFAULT_TIME_ZONE } from '../limits';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The site's zone setting when Intl knows it, else the default zone (New York). */
export function reportTimeZone(zone: string): string {
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** True when Intl knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function parts(at: number, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out;
}

/** The zone's offset from UTC at `at`, in ms (New York in winter: -5 h). */
function offsetAt(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The local day, YYYY-MM-DD, of an instant. */
export function localDay(at: number, timeZone: string): string {
  const p = parts(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** A YYYY-MM-DD that is a real date, as UTC midnight ms; undefined otherwise. */
export function parseDay(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(at).toISOString().slice(0, 10) === day ? at : undefined;
}

/** The instant the local day starts (its first moment; 01:00 where midnight is skipped). */
export function startOfLocalDay(day: string, timeZone: string): number {
  const midnight = parseDay(day);
  if (midnight === undefined) throw new RangeError(`Not a day: ${day}`);
  let guess = midnight - offsetAt(midnight, timeZone);
  // Once more at the guess: the offset may differ there (a change during the night).
  guess = midnight - offsetAt(guess, timeZone);
  // Where midnight does not exist the guess lands on the day before: move to the day's start.
  while (localDay(guess, timeZone) < day) guess += 60 * 60 * 1000;
  return guess;
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** An instant as the zone's wall clock, `YYYY-MM-DDTHH:mm` (an `<input type="datetime-local">`). */
export function localDateTime(at: number, timeZone: string): string {
  const p = parts(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDay(at, timeZone)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

/**
 * The instant a `YYYY-MM-DDTHH:mm` wall-clock time names in the zone; undefined when it is not
 * one. A time skipped by a daylight-saving change (spring) is read with the offset before it, so
 * 02:30 on that night in New York is 03:30 summer time.
 */
export function instantOfLocal(text: string, timeZone: string): number | undefined {
  const match = LOCAL_TIME.exec(text);
  if (!match || parseDay(match[1]!) === undefined) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return undefined;
  const wall = parseDay(match[1]!)! + (hours * 60 + minutes) * 60_000;
  // The offsets half a day either side: a change of offset near the time lies between them. A
  // clock time that happens twice (autumn) is its first instant.
  const before = wall - offsetAt(wall - DAY_MS / 2, timeZone);
  const after = wall - offsetAt(wall + DAY_MS / 2, timeZone);
  return [before, after].find((at) => localDateTime(at, timeZone) === text) ?? before;
}

/** The day after a YYYY-MM-DD. */
export function nextDay(day: string, by = 1): string {
  return new Date(parseDay(day)! + by * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/**
 * A fast `localDay` for instants between the start of `from` and the end of `to` (a search among
 * the days' first instants, each found once); outside them it falls back to `localDay`.
 */
export function dayFinder(timeZone: string, from: string, to: string): (at: number) => string {
  const days = daysBetween(from, nextDay(to));
  const starts = days.map((day) => startOfLocalDay(day, timeZone));
  const first = starts[0]!;
  const end = starts[starts.length - 1]!;
  return (at) => {
    if (at < first || at >= end) return localDay(at, timeZone);
    let low = 0;
    let high = starts.length - 1;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle;
    }
    return days[low]!;
  };
}
