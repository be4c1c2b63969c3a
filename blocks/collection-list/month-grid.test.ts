import { describe, expect, it } from 'vitest';
import { monthGrid as cells, currentMonth, monthTitle, WEEKDAYS, weekdayNames } from './month-grid';

const monthGrid = (year: number, month: number) =>
  cells(year, month).map((week) => week.map((cell) => cell.day));

describe('month grid', () => {
  it('lays out November 2026 from Sunday the 1st over five weeks', () => {
    const weeks = monthGrid(2026, 11);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks[4]).toEqual([29, 30, null, null, null, null, null]);
  });

  it.each([
    [2026, 2, 28, 4],
    [2024, 2, 29, 5],
    [2026, 8, 31, 6],
  ])('%i-%i has %i days in %i weeks', (year, month, days, weeks) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(weeks);
    expect(grid.flat().filter((day) => day !== null)).toHaveLength(days);
    for (const week of grid) expect(week).toHaveLength(7);
  });

  it('starts August 2026 on its Saturday', () => {
    expect(monthGrid(2026, 8)[0]).toEqual([null, null, null, null, null, null, 1]);
  });

  it.each([
    ['2026-12-01T03:00:00Z', 'America/New_York', { year: 2026, month: 11, day: 30 }],
    ['2026-12-01T03:00:00Z', 'Europe/Berlin', { year: 2026, month: 12, day: 1 }],
    ['2027-01-01T04:59:00Z', undefined, { year: 2026, month: 12, day: 31 }],
  ])('%s in %s is %j', (iso, zone, expected) => {
    expect(currentMonth(new Date(iso), zone)).toEqual(expected);
  });

  it('names the month and year', () => {
    expect(monthTitle(2026, 11)).toBe('November 2026');
  });

  it.each([
    ['fr-FR', 'novembre 2026', ['dim.', 'dimanche']],
    ['de-DE', 'November 2026', ['So', 'Sonntag']],
    ['ja-JP', '2026年11月', ['日', '日曜日']],
  ])('names the month and the days in %s', (language, title, sunday) => {
    expect(monthTitle(2026, 11, language)).toBe(title);
    expect(weekdayNames(language)[0]).toEqual(sunday);
    expect(weekdayNames(language)).toHaveLength(7);
  });

  it('keeps the English day names', () => {
    expect(weekdayNames('en-US')).toBe(WEEKDAYS);
  });
});
