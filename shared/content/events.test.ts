import { describe, expect, it } from 'vitest';
import { hasMap, isSameUtcDay } from './events';

const utc = (iso: string) => Date.parse(iso);

describe('isSameUtcDay', () => {
  it.each([
    ['2026-11-21T05:30:00Z', '2026-11-21T06:30:00Z', true],
    ['2026-11-21T00:00:00Z', '2026-11-21T23:59:59Z', true],
    ['2026-11-21T23:59:59Z', '2026-11-22T00:00:00Z', false],
    ['2025-11-21T10:00:00Z', '2026-11-21T10:00:00Z', false],
    ['2024-12-31T10:00:00Z', '2025-01-01T10:00:00Z', false],
    ['2024-02-29T01:00:00Z', '2024-02-29T22:00:00Z', true],
    ['2026-11-21T23:30:00-05:00', '2026-11-21T10:00:00-05:00', false],
  ])('%s and %s: %s', (start, end, expected) => {
    expect(isSameUtcDay({ startDate: utc(start), endDate: utc(end) })).toBe(expected);
  });

  it.each([
    [{}],
    [{ startDate: 0 }],
    [{ endDate: 0 }],
    [{ startDate: Number.NaN, endDate: 0 }],
    [{ startDate: 0, endDate: Number.POSITIVE_INFINITY }],
  ])('%j is not a same-day event', (event) => {
    expect(isSameUtcDay(event)).toBe(false);
  });
});

describe('hasMap', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ mapLat: 40.7 }, false],
    [{ mapLng: -74 }, false],
    [{ mapLat: null, mapLng: -74 }, false],
    [{ mapLat: 40.7, mapLng: -74 }, true],
    [{ mapLat: 0, mapLng: 0 }, true],
  ])('%j: %s', (location, expected) => {
    expect(hasMap(location)).toBe(expected);
  });
});
