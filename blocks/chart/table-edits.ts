// The chart table's structural edits, as the editor's data panel makes them: add or remove a row
// or a column. Each returns the whole new table (one store call, one undo step) or the reason it
// cannot be done (the table would be empty, or over its limit).
import {
  type ChartData,
  EMPTY_DATASET,
  MAX_COLUMNS,
  MAX_ROWS,
  TOO_MANY_COLUMNS,
  TOO_MANY_ROWS,
} from './dataset';

export type TableEdit =
  | { readonly ok: true; readonly data: ChartData }
  | { readonly ok: false; readonly message: string };

const done = (data: ChartData): TableEdit => ({ ok: true, data });
const refused = (message: string): TableEdit => ({ ok: false, message });

export function addRow(data: ChartData, id: string): TableEdit {
  if (data.rows.length >= MAX_ROWS) return refused(TOO_MANY_ROWS);
  const row = {
    id,
    label: `Row ${data.rows.length + 1}`,
    values: data.columns.map(() => 0),
  };
  return done({ ...data, rows: [...data.rows, row] });
}

export function removeRow(data: ChartData, index: number): TableEdit {
  if (data.rows.length <= 1) return refused(EMPTY_DATASET);
  return done({ ...data, rows: data.rows.filter((_, at) => at !== index) });
}

export function addColumn(data: ChartData): TableEdit {
  if (data.columns.length >= MAX_COLUMNS) return refused(TOO_MANY_COLUMNS);
  return done({
    columns: [...data.columns, `Series ${data.columns.length + 1}`],
    rows: data.rows.map((row) => ({ ...row, values: [...row.values, 0] })),
  });
}

export function removeColumn(data: ChartData, index: number): TableEdit {
  if (data.columns.length <= 1) return refused(EMPTY_DATASET);
  const keep = (_: unknown, at: number) => at !== index;
  return done({
    columns: data.columns.filter(keep),
    rows: data.rows.map((row) => ({ ...row, values: row.values.filter(keep) })),
  });
}
