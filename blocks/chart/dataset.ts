// A chart's data: a table whose column headers name the series and whose rows are categories,
// each with one number (or no value, null) per series. Spec §5 datasets: at least one row and one
// column; a larger import is truncated to MAX_ROWS rows and MAX_COLUMNS columns with the spec's
// message; rows with missing data keep the missing values as null with the spec's message.
// Limits chosen here (the spec gives none): 100 rows, enough for two years of weeks, and 12
// series, beyond which colours and legend stop being readable.
import { z } from 'zod';
import type { CsvGrid } from './csv';
import { readCell } from './numbers';

export const MAX_ROWS = 100;
export const MAX_COLUMNS = 12;
export const MAX_NAME_LENGTH = 80;

export const EMPTY_DATASET = 'A chart needs at least one row and one column.';
export const TRUNCATED = `Your dataset has been truncated to ${MAX_ROWS} rows or ${MAX_COLUMNS} columns.`;
export const MISSING_DATA = 'One or more rows was missing data.';
export const TOO_MANY_ROWS = `A chart holds at most ${MAX_ROWS} rows.`;
export const TOO_MANY_COLUMNS = `A chart holds at most ${MAX_COLUMNS} columns.`;
const NAME_TOO_LONG = `A name can be at most ${MAX_NAME_LENGTH} characters.`;

const nameSchema = z.string('A name must be text.').max(MAX_NAME_LENGTH, NAME_TOO_LONG);

const rowSchema = z.object({
  id: z.string().min(1).max(64),
  label: nameSchema,
  values: z.array(z.number('A value must be a number.').finite().nullable()),
});

export const chartDataSchema = z
  .object({
    columns: z.array(nameSchema).min(1, EMPTY_DATASET).max(MAX_COLUMNS, TOO_MANY_COLUMNS),
    rows: z.array(rowSchema).min(1, EMPTY_DATASET).max(MAX_ROWS, TOO_MANY_ROWS),
  })
  .refine((data) => data.rows.every((row) => row.values.length === data.columns.length), {
    message: 'Each row needs one value per column.',
  });

export type ChartData = z.infer<typeof chartDataSchema>;
export type ChartRow = ChartData['rows'][number];

export type DatasetImport =
  | { readonly ok: true; readonly data: ChartData; readonly messages: readonly string[] }
  | { readonly ok: false; readonly message: string };

/** Whether any row lacks a value. */
export function hasMissingData(data: ChartData): boolean {
  return data.rows.some((row) => row.values.some((value) => value === null));
}

const name = (text: string | undefined, fallback: string) =>
  (text ?? '').trim().slice(0, MAX_NAME_LENGTH) || fallback;

/**
 * A chart table from a grid of cells (first row: series names after the corner cell; first column:
 * category labels), or the refusal when it has no data row or no series column.
 */
export function datasetFromGrid(grid: CsvGrid, newId: () => string): DatasetImport {
  const [header = [], ...body] = grid.rows;
  const width = Math.max(header.length, ...body.map((row) => row.length)) - 1;
  if (width < 1 || body.length === 0) return { ok: false, message: EMPTY_DATASET };
  const truncated = body.length > MAX_ROWS || width > MAX_COLUMNS;
  const columnCount = Math.min(width, MAX_COLUMNS);
  const columns = Array.from({ length: columnCount }, (_, index) =>
    name(header[index + 1], `Series ${index + 1}`),
  );
  const decimalComma = grid.separator === ';';
  const rows = body.slice(0, MAX_ROWS).map((cells, rowIndex) => ({
    id: newId(),
    label: name(cells[0], `Row ${rowIndex + 1}`),
    values: columns.map((_, index) => {
      const reading = readCell(cells[index + 1] ?? '', decimalComma);
      return reading.ok ? reading.value : null;
    }),
  }));
  const data = { columns, rows };
  const messages = [
    ...(truncated ? [TRUNCATED] : []),
    ...(hasMissingData(data) ? [MISSING_DATA] : []),
  ];
  return { ok: true, data, messages };
}
