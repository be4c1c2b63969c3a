// A panel's table (data-table.ts) as an HTML table: a caption naming it, column headers, a row
// header per row. With `barColumn`, that column's cells carry a bar as long as their share of the
// largest value, so a ranked list reads at a glance; the bar is drawn only, the number is read.
import type { DataTable } from './data-table';
import { displayCell } from './data-table';

export interface TableViewProps {
  readonly table: DataTable;
  readonly barColumn?: number;
  /** Shown as the caption; visually hidden when the panel's heading already names it. */
  readonly captionHidden?: boolean;
}

export function TableView({ table, barColumn, captionHidden = true }: TableViewProps) {
  const bars = barColumn === undefined ? [] : table.rows.map((row) => Number(row[barColumn]));
  const largest = Math.max(1, ...bars);
  return (
    <div className="analytics-table-wrap">
      <table className="analytics-table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col" className={`is-${column.kind}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are replaced whole
            <tr key={rowIndex}>
              {row.map((value, index) => {
                const column = table.columns[index]!;
                const text = displayCell(table, column, value);
                const className = `is-${column.kind}`;
                if (index === 0 && column.kind === 'text') {
                  return (
                    <th key={column.label} scope="row" className={className}>
                      {text}
                    </th>
                  );
                }
                return (
                  <td key={column.label} className={className}>
                    {index === barColumn ? (
                      <span
                        className="analytics-bar"
                        aria-hidden="true"
                        style={{ width: `${(bars[rowIndex]! / largest) * 100}%` }}
                      />
                    ) : null}
                    <span className="analytics-cell">{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
