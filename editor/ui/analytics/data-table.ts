// A panel's figures as one table: what the dashboard shows under (or instead of) each chart, and
// what "Download CSV" writes. Cells keep their raw values (counts, shares of 0 to 1, durations in
// ms, money as a decimal string of the table's currency); each column's kind says how to show
// them on screen and how to write them to the file (shares as percents, durations in seconds).
import { type CsvCell, csvText } from '../../../shared/csv/cells';
import { formatDecimal as formatMoneyDecimal } from '../../../shared/money/format';
import { formatCount, formatDecimal, formatDuration, formatShare } from './format';

export type ColumnKind = 'text' | 'count' | 'decimal' | 'share' | 'duration' | 'money';

export interface Column {
  readonly label: string;
  readonly kind: ColumnKind;
}

export interface DataTable {
  /** The panel's name: the table's caption and the file's name. */
  readonly title: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly CsvCell[])[];
  /** The currency of the money columns. */
  readonly currency?: string;
}

const number = (value: CsvCell) => (typeof value === 'number' ? value : Number(value));

/** A value of a kind as the dashboard shows it. */
export function formatKind(kind: ColumnKind, value: CsvCell, currency = 'USD'): string {
  switch (kind) {
    case 'text':
      return String(value);
    case 'count':
      return formatCount(number(value));
    case 'decimal':
      return formatDecimal(number(value));
    case 'share':
      return formatShare(value === '' ? null : number(value));
    case 'duration':
      return formatDuration(number(value));
    case 'money':
      return formatMoneyDecimal(value, currency);
  }
}

/** A cell as the dashboard shows it. */
export const displayCell = (table: DataTable, column: Column, value: CsvCell) =>
  formatKind(column.kind, value, table.currency);

function fileHeader(table: DataTable, column: Column): string {
  if (column.kind === 'share') return `${column.label} (%)`;
  if (column.kind === 'duration') return `${column.label} (seconds)`;
  if (column.kind === 'money') return `${column.label} (${table.currency ?? 'USD'})`;
  return column.label;
}

function fileCell(column: Column, value: CsvCell): CsvCell {
  if (value === '' || column.kind === 'text' || column.kind === 'money') return value;
  if (column.kind === 'share') return Math.round(number(value) * 1000) / 10;
  if (column.kind === 'duration') return Math.round(number(value) / 1000);
  return number(value);
}

/** The table as a CSV file's text. */
export function tableCsv(table: DataTable): string {
  return csvText([
    table.columns.map((column) => fileHeader(table, column)),
    ...table.rows.map((row) => row.map((value, index) => fileCell(table.columns[index]!, value))),
  ]);
}

/** "Top pages 2026-11-01 to 2026-11-30.csv", without characters a file system refuses. */
export function csvFileName(table: DataTable, from: string, to: string): string {
  const name = table.title.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return from === to ? `${name} ${from}.csv` : `${name} ${from} to ${to}.csv`;
}
