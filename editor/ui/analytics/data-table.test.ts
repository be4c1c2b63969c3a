import { describe, expect, it } from 'vitest';
import { csvFileName, type DataTable, displayCell, tableCsv } from './data-table';
import { countryName, formatDuration, formatHour } from './format';

const table: DataTable = {
  title: 'Top pages',
  currency: 'EUR',
  columns: [
    { label: 'Page', kind: 'text' },
    { label: 'Page views', kind: 'count' },
    { label: 'Bounce rate', kind: 'share' },
    { label: 'Visit duration', kind: 'duration' },
    { label: 'Revenue', kind: 'money' },
  ],
  rows: [
    ['/shop', 1234, 0.4286, 125_000, '1234.5'],
    ['=cmd()', 2, '', 0, '0.00'],
  ],
};

describe('displayCell', () => {
  it('writes counts, shares, durations and money for a reader', () => {
    const [page, views, bounce, duration, revenue] = table.columns;
    const row = table.rows[0]!;
    expect(displayCell(table, page!, row[0]!)).toBe('/shop');
    expect(displayCell(table, views!, row[1]!)).toBe('1,234');
    expect(displayCell(table, bounce!, row[2]!)).toBe('42.9%');
    expect(displayCell(table, bounce!, '')).toBe('\u2013');
    expect(displayCell(table, duration!, row[3]!)).toBe('2 min, 5 sec');
    expect(displayCell(table, revenue!, row[4]!)).toBe('€1,234.50');
  });
});

describe('tableCsv', () => {
  it('writes raw figures with their unit in the header, and guards text cells', () => {
    expect(tableCsv(table)).toBe(
      '\uFEFFPage,Page views,Bounce rate (%),Visit duration (seconds),Revenue (EUR)\r\n' +
        '/shop,1234,42.9,125,1234.5\r\n' +
        "'=cmd(),2,,0,0.00\r\n",
    );
  });

  it('names the file by the panel and the range', () => {
    expect(csvFileName(table, '2026-11-01', '2026-11-30')).toBe(
      'Top pages 2026-11-01 to 2026-11-30.csv',
    );
    expect(csvFileName({ ...table, title: 'Entry/exit' }, '2026-11-01', '2026-11-01')).toBe(
      'Entry exit 2026-11-01.csv',
    );
  });
});

describe('format', () => {
  it('writes durations, hours and country names with Intl', () => {
    expect(formatDuration(0)).toBe('0 sec');
    expect(formatDuration(45_400)).toBe('45 sec');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatHour(15)).toBe('3 PM');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('Unknown')).toBe('Unknown');
  });
});
