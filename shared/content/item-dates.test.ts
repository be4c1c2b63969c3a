import { expect, it } from 'vitest';
import { dayText, eventSpanText, isoTime } from './item-dates';

it('reads dates in the site’s time zone', () => {
  const late = Date.UTC(2026, 10, 27, 2);
  expect(dayText(late, 'UTC')).toBe('November 27, 2026');
  expect(dayText(late, 'America/New_York')).toBe('November 26, 2026');
  expect(isoTime(late)).toBe('2026-11-27T02:00:00.000Z');
});

it('gives a same-day event one day and two times, a longer one both days', () => {
  const start = Date.UTC(2026, 11, 5, 18);
  expect(eventSpanText({ startDate: start, endDate: start + 7_200_000 }, 'UTC')).toBe(
    'December 5, 2026, 6:00 PM – 8:00 PM',
  );
  expect(eventSpanText({ startDate: start, endDate: start + 86_400_000 }, 'UTC')).toBe(
    'December 5, 2026, 6:00 PM – December 6, 2026, 6:00 PM',
  );
});
