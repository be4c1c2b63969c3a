// "Download CSV": the panel's table written in the browser (data-table.ts) and saved as a file,
// without a round trip to the server.
import { csvFileName, type DataTable, tableCsv } from './data-table';
import type { DayRange } from './range';

export function downloadCsv(table: DataTable, range: DayRange): void {
  const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(table, range.from, range.to);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
