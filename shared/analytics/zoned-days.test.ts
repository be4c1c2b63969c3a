import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  instantOfLocal,
  isTimeZone,
  localDateTime,
  localDay,
  nextDay,
  parseDay,
  startOfLocalDay,
} from './zoned-days';

const iso = (at: number) => new Date(at).toISOString();

describe('zoned days', () => {
  it.each([
    ['2026-11-26', 'America/New_York', '2026-11-26T05:00:00.000Z'],
    ['2026-07-01', 'America/New_York', '2026-07-01T04:00:00.000Z'],
    // The days of the changes: the night before still has the old offset.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-06-15', 'Asia/Kolkata', '2026-06-14T18:30:00.000Z'],
    ['2026-01-01', 'UTC', '2026-01-01T00:00:00.000Z'],
    // Chile skips midnight when summer time starts: the day starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
  ])('%s in %s starts at %s', (day, zone, start) => {
    expect(iso(startOfLocalDay(day, zone))).toBe(start);
    expect(localDay(startOfLocalDay(day, zone), zone)).toBe(day);
    expect(localDay(startOfLocalDay(day, zone) - 1, zone)).toBe(nextDay(day, -1));
  });

  it('reads the local day of an instant', () => {
    const at = Date.parse('2026-11-27T03:30:00Z');
    expect(localDay(at, 'America/New_York')).toBe('2026-11-26');
    expect(localDay(at, 'Europe/Paris')).toBe('2026-11-27');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-01', false],
  ])('%s is a day: %s', (day, valid) => {
    expect(parseDay(day) !== undefined).toBe(valid);
  });

  it('lists the days of a range, both ends included, across a month', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('knows a time zone from a made-up one', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it.each([
    ['2026-11-26T09:05', 'America/New_York', '2026-11-26T14:05:00.000Z'],
    ['2026-07-01T23:59', 'Europe/Paris', '2026-07-01T21:59:00.000Z'],
    ['2026-06-15T00:00', 'Asia/Kolkata', '2026-06-14T18:30:00.000Z'],
    // Autumn: 01:30 happens twice in New York; the first of them.
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    // Spring: 02:30 does not exist in New York; read as 03:30 summer time.
    ['2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
  ])('reads %s in %s as %s, and shows it back', (text, zone, instant) => {
    const at = instantOfLocal(text, zone)!;
    expect(iso(at)).toBe(instant);
    if (!text.startsWith('2026-03-08')) expect(localDateTime(at, zone)).toBe(text);
  });

  it.each(['', '2026-02-29T10:00', '2026-01-01T24:00', '2026-01-01T10:60', '2026-01-01 10:00'])(
    'refuses %j as a local date and time',
    (text) => {
      expect(instantOfLocal(text, 'UTC')).toBeUndefined();
    },
  );
});
