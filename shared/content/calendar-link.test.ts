import { describe, expect, it } from 'vitest';
import { calendarEventUrl, compactUtc, locationText } from './calendar-link';

const start = Date.parse('2026-11-21T05:30:00Z');
const end = Date.parse('2026-11-21T06:30:00Z');

describe('compactUtc', () => {
  it.each([
    [start, '20261121T053000Z'],
    [Date.parse('2026-01-02T03:04:05.678Z'), '20260102T030405Z'],
    [0, '19700101T000000Z'],
  ])('%i -> %s', (ms, text) => {
    expect(compactUtc(ms)).toBe(text);
  });

  it.each([
    Number.NaN,
    Date.parse('+010000-01-01T00:00:00Z'),
    Date.parse('-000001-01-01T00:00:00Z'),
  ])('%s has no compact form', (ms) => {
    expect(compactUtc(ms)).toBeUndefined();
  });
});

describe('locationText', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [
      { addressLine1: '1 Main St', addressLine2: 'Springfield', addressCountry: 'US' },
      '1 Main St, Springfield, US',
    ],
    [{ addressLine1: ' 1 Main St ', addressLine2: '  ', addressCountry: 'US' }, '1 Main St, US'],
    [{ addressCountry: 'France' }, 'France'],
  ])('%j -> %j', (location, text) => {
    expect(locationText(location)).toBe(text);
  });
});

describe('calendarEventUrl', () => {
  it('builds a TEMPLATE link with the title and compact UTC dates', () => {
    expect(calendarEventUrl({ title: 'Launch party', startDate: start, endDate: end })).toBe(
      'https://www.google.com/calendar/render?action=TEMPLATE&text=Launch%20party&dates=20261121T053000Z%2F20261121T063000Z',
    );
  });

  it('adds the location joined with commas, encoded', () => {
    const url = calendarEventUrl({
      title: 'Q&A',
      startDate: start,
      endDate: end,
      location: {
        addressLine1: '1 Main St',
        addressLine2: 'Springfield',
        addressCountry: 'US',
        mapLat: 1,
        mapLng: 2,
      },
    });
    expect(url).toBe(
      'https://www.google.com/calendar/render?action=TEMPLATE&text=Q%26A&dates=20261121T053000Z%2F20261121T063000Z&location=1%20Main%20St%2C%20Springfield%2C%20US',
    );
  });

  it('leaves out an empty location', () => {
    const url = calendarEventUrl({ title: 'x', startDate: start, endDate: end, location: {} });
    expect(url).not.toContain('location=');
  });

  it.each([
    [Number.NaN, end],
    [start, Number.NaN],
  ])('has no link for invalid dates (%s, %s)', (startDate, endDate) => {
    expect(calendarEventUrl({ title: 'x', startDate, endDate })).toBeUndefined();
  });
});
