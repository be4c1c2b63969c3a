import { describe, expect, it } from 'vitest';
import {
  formatDateOrInvalid,
  INVALID_DATE,
  INVALID_DATE_MESSAGE,
  siteTimeZone,
  validDate,
} from './dates';

describe('dates', () => {
  it('uses the spec wording for invalid dates', () => {
    expect(INVALID_DATE).toBe('Invalid Date');
    expect(INVALID_DATE_MESSAGE).toBe('Invalid date.');
  });

  it.each([
    [0, '1970-01-01T00:00:00.000Z'],
    ['2026-11-21T05:30:00Z', '2026-11-21T05:30:00.000Z'],
    [new Date(Date.UTC(2026, 0, 2)), '2026-01-02T00:00:00.000Z'],
  ])('%j is a valid date', (value, iso) => {
    expect(validDate(value)?.toISOString()).toBe(iso);
    expect(formatDateOrInvalid(value, (d) => d.toISOString())).toBe(iso);
  });

  it.each([undefined, null, true, {}, 'soon', Number.NaN, new Date(Number.NaN)])(
    '%j is invalid',
    (value) => {
      expect(validDate(value)).toBeUndefined();
      expect(formatDateOrInvalid(value, () => 'never')).toBe('Invalid Date');
    },
  );

  it.each([
    [undefined, 'America/New_York'],
    [{}, 'America/New_York'],
    [{ timeZone: '' }, 'America/New_York'],
    [{ timeZone: '  ' }, 'America/New_York'],
    [{ timeZone: 'Europe/Paris' }, 'Europe/Paris'],
  ])('time zone of %j is %s', (settings, zone) => {
    expect(siteTimeZone(settings)).toBe(zone);
  });
});
