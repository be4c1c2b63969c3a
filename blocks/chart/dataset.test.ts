import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  type ChartData,
  chartDataSchema,
  datasetFromGrid,
  EMPTY_DATASET,
  MAX_COLUMNS,
  MAX_ROWS,
  MISSING_DATA,
  TRUNCATED,
} from './dataset';
import { addColumn, addRow, removeColumn, removeRow } from './table-edits';

const counter = () => {
  let next = 0;
  return () => `r${++next}`;
};
const importCsv = (text: string) => datasetFromGrid(parseCsv(text), counter());

describe('importing a dataset', () => {
  it('reads series from the header row and categories from the first column', () => {
    expect(importCsv('Month,Coffee,Tea\nJan,120,80\nFeb,"1,135.5",92%\n')).toEqual({
      ok: true,
      messages: [],
      data: {
        columns: ['Coffee', 'Tea'],
        rows: [
          { id: 'r1', label: 'Jan', values: [120, 80] },
          { id: 'r2', label: 'Feb', values: [1135.5, 92] },
        ],
      },
    });
  });

  it('reads decimal commas in a semicolon-separated file', () => {
    const result = importCsv('Mois;Ventes\nJanv;1.234,5\n');
    expect(result.ok && result.data.rows[0]?.values).toEqual([1234.5]);
  });

  it.each([
    ['an empty file', ''],
    ['a header only', 'Month,Sales\n'],
    ['a label column only', 'Month\nJan\nFeb'],
  ])('refuses %s with the spec rule as a sentence', (_name, text) => {
    expect(importCsv(text)).toEqual({ ok: false, message: EMPTY_DATASET });
    expect(EMPTY_DATASET).toBe('A chart needs at least one row and one column.');
  });

  it.each([
    [
      'an empty cell',
      'M,A,B\nJan,1,\nFeb,2,3',
      [
        [1, null],
        [2, 3],
      ],
    ],
    ['a word', 'M,A\nJan,n/a\nFeb,2', [[null], [2]]],
    [
      'a short row',
      'M,A,B\nJan,1\nFeb,2,3',
      [
        [1, null],
        [2, 3],
      ],
    ],
  ])('keeps a row with %s, its missing value as null, and says so', (_name, text, values) => {
    const result = importCsv(text);
    expect(result.ok && result.data.rows.map((row) => row.values)).toEqual(values);
    expect(result.ok && result.messages).toEqual(['One or more rows was missing data.']);
  });

  it('names unnamed series and rows', () => {
    const result = importCsv('Month,,\n,1,2');
    expect(result.ok && result.data.columns).toEqual(['Series 1', 'Series 2']);
    expect(result.ok && result.data.rows[0]?.label).toBe('Row 1');
  });

  it(`truncates to ${MAX_ROWS} rows and ${MAX_COLUMNS} columns with the spec's message`, () => {
    const header = ['x', ...Array.from({ length: 15 }, (_, i) => `S${i}`)].join(',');
    const rows = Array.from({ length: 120 }, (_, i) => [`R${i}`, ...Array(15).fill(i)].join(','));
    const result = importCsv([header, ...rows].join('\n'));
    expect(TRUNCATED).toBe('Your dataset has been truncated to 100 rows or 12 columns.');
    expect(result.ok && result.messages).toEqual([TRUNCATED]);
    expect(result.ok && result.data.rows.length).toBe(100);
    expect(result.ok && result.data.columns.length).toBe(12);
    expect(result.ok && result.data.rows[99]?.values.length).toBe(12);
  });

  it('gives both messages when a truncated file also misses data', () => {
    const rows = Array.from({ length: 101 }, (_, i) => `R${i},${i === 3 ? '' : i}`);
    const result = importCsv(['x,A', ...rows].join('\n'));
    expect(result.ok && result.messages).toEqual([TRUNCATED, MISSING_DATA]);
  });
});

const table: ChartData = {
  columns: ['A', 'B'],
  rows: [{ id: 'a', label: 'Jan', values: [1, 2] }],
};

describe('the data schema', () => {
  it.each([
    ['no columns', { columns: [], rows: [] }, EMPTY_DATASET],
    ['no rows', { columns: ['A'], rows: [] }, EMPTY_DATASET],
    [
      'a row of the wrong width',
      { columns: ['A', 'B'], rows: [{ id: 'a', label: 'x', values: [1] }] },
      'Each row needs one value per column.',
    ],
    [
      'too many columns',
      { columns: Array(13).fill('c'), rows: [{ id: 'a', label: 'x', values: Array(13).fill(1) }] },
      'A chart holds at most 12 columns.',
    ],
    [
      'a long name',
      { columns: ['x'.repeat(81)], rows: [{ id: 'a', label: 'x', values: [1] }] },
      'A name can be at most 80 characters.',
    ],
    [
      'a value that is text',
      { columns: ['A'], rows: [{ id: 'a', label: 'x', values: ['3'] }] },
      'A value must be a number.',
    ],
  ])('refuses %s', (_name, value, message) => {
    const result = chartDataSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts missing values', () => {
    const withGap = { ...table, rows: [{ id: 'a', label: 'Jan', values: [null, 2] }] };
    expect(chartDataSchema.safeParse(withGap).success).toBe(true);
  });
});

describe('table edits', () => {
  it('adds a row of zeros named by its position, and a column to every row', () => {
    const added = addRow(table, 'n');
    expect(added.ok && added.data.rows[1]).toEqual({ id: 'n', label: 'Row 2', values: [0, 0] });
    const column = addColumn(table);
    expect(column.ok && column.data).toEqual({
      columns: ['A', 'B', 'Series 3'],
      rows: [{ id: 'a', label: 'Jan', values: [1, 2, 0] }],
    });
  });

  it('removes a column from the header and every row', () => {
    const removed = removeColumn(table, 0);
    expect(removed.ok && removed.data).toEqual({
      columns: ['B'],
      rows: [{ id: 'a', label: 'Jan', values: [2] }],
    });
  });

  it('refuses to remove the last row or column', () => {
    expect(removeRow(table, 0)).toEqual({ ok: false, message: EMPTY_DATASET });
    const single = removeColumn(table, 0);
    expect(single.ok && removeColumn(single.data, 0)).toEqual({
      ok: false,
      message: EMPTY_DATASET,
    });
  });

  it('refuses to grow past the limits', () => {
    const wide = { columns: Array(12).fill('c'), rows: [] };
    expect(addColumn(wide)).toEqual({ ok: false, message: 'A chart holds at most 12 columns.' });
    const long = { columns: ['A'], rows: Array(100).fill({ id: 'x', label: 'x', values: [1] }) };
    expect(addRow(long, 'n')).toEqual({ ok: false, message: 'A chart holds at most 100 rows.' });
  });
});
