// One dashboard panel: its heading, an empty state when the range has nothing, else its chart
// (with "Show as table" revealing the figures behind it) or its table, and "Download CSV" of
// the table, written in the browser.
import { type ReactNode, useId, useState } from 'react';
import type { DataTable } from './data-table';
import { downloadCsv } from './download';
import type { DayRange } from './range';
import { TableView } from './TableView';

export interface PanelProps {
  readonly table: DataTable;
  readonly range: DayRange;
  /** Nothing to show for the range: the empty state instead of the chart or table. */
  readonly empty?: boolean;
  readonly emptyText?: string;
  /** A chart drawn from the table; the table is then one "Show as table" away. */
  readonly chart?: ReactNode;
  /** Shown instead of the table (figures); the table still goes to the CSV. */
  readonly children?: ReactNode;
  readonly barColumn?: number;
  readonly wide?: boolean;
}

export function Panel(props: PanelProps) {
  const { table, range, chart, children } = props;
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = props.empty ?? table.rows.length === 0;
  const body = empty ? (
    <p className="empty-hint">{props.emptyText ?? 'Nothing recorded in this range yet.'}</p>
  ) : chart ? (
    <>
      {chart}
      <div id={`${id}-table`} hidden={!asTable}>
        <TableView table={table} />
      </div>
    </>
  ) : (
    (children ?? <TableView table={table} barColumn={props.barColumn} />)
  );
  return (
    <section
      className={props.wide ? 'analytics-panel is-wide' : 'analytics-panel'}
      aria-labelledby={`${id}-title`}
    >
      <div className="analytics-panel-head">
        <h4 id={`${id}-title`} className="analytics-panel-title">
          {table.title}
        </h4>
        <div className="analytics-panel-actions">
          {chart && !empty ? (
            <button
              type="button"
              className="button"
              aria-expanded={asTable}
              aria-controls={`${id}-table`}
              onClick={() => setAsTable((shown) => !shown)}
            >
              {asTable ? 'Hide table' : 'Show as table'}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            aria-label={`Download CSV: ${table.title}`}
            onClick={() => downloadCsv(table, range)}
          >
            Download CSV
          </button>
        </div>
      </div>
      {body}
    </section>
  );
}
