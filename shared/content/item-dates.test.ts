import { describe, expect, it } from 'vitest';
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

describe('in another language', () => {
  const at = Date.parse('2026-11-27T19:00:00Z');
  const sameDay = { startDate: at, endDate: at + 2 * 3_600_000 };
  const twoDays = { startDate: at, endDate: at + 2 * 86_400_000 };

  it.each([
    ['fr-FR', '27 novembre 2026', '27 novembre 2026 à 19:00 – 21:00'],
    ['de-DE', '27. November 2026', '27. November 2026 um 19:00 – 21:00'],
    ['ja-JP', '2026年11月27日', '2026年11月27日 19:00 – 21:00'],
  ])('%s: the day and a same-day event in the language', (language, day, span) => {
    expect(dayText(at, 'UTC', language)).toBe(day);
    expect(eventSpanText(sameDay, 'UTC', language)).toBe(span);
  });

  it('writes both days in full for a longer event', () => {
    expect(eventSpanText(twoDays, 'UTC', 'fr-FR')).toBe(
      '27 novembre 2026 à 19:00 – 29 novembre 2026 à 19:00',
    );
  });
});
