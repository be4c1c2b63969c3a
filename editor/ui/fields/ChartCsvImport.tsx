// Importing a chart's table from CSV: a file (.csv) or text pasted into a box. The text is read by
// the chart's pure modules (parseCsv, datasetFromGrid); the panel stores the table in one edit and
// hears what to tell the owner: the spec's truncation and missing-data messages, or why nothing
// was imported.
import { type ChangeEvent, useId, useState } from 'react';
import { parseCsv } from '../../../blocks/chart/csv';
import { type ChartData, datasetFromGrid } from '../../../blocks/chart/dataset';
import { newId } from '../../store/ids';
import type { EditResult } from '../../store/types';

/** At most this many bytes are read: far beyond 100 rows of 12 columns, small enough to parse at
 * once. */
export const MAX_CSV_BYTES = 1_000_000;
export const CSV_TOO_LARGE = 'This file is too large to import. Choose a CSV file of at most 1 MB.';

export interface ImportOutcome {
  /** Messages for the status region (what the import changed). */
  readonly status: readonly string[];
  /** The reason nothing was imported, for the alert region; empty when it worked. */
  readonly alert: string;
}

export function ChartCsvImport(props: {
  onImport: (data: ChartData) => EditResult;
  onOutcome: (outcome: ImportOutcome) => void;
}) {
  const { onImport, onOutcome } = props;
  const [pasted, setPasted] = useState('');
  const id = useId();

  function importText(text: string): boolean {
    const result = datasetFromGrid(parseCsv(text), newId);
    if (!result.ok) {
      onOutcome({ status: [], alert: result.message });
      return false;
    }
    const stored = onImport(result.data);
    if (!stored.ok) {
      onOutcome({ status: [], alert: stored.message });
      return false;
    }
    const { rows, columns } = result.data;
    const summary = `Imported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} and ${columns.length} ${columns.length === 1 ? 'column' : 'columns'}.`;
    onOutcome({ status: [summary, ...result.messages], alert: '' });
    return true;
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) onOutcome({ status: [], alert: CSV_TOO_LARGE });
    else importText(await file.text());
    input.value = '';
  }

  return (
    <div className="chart-data-import">
      <label className="button chart-data-file">
        Import CSV
        <input type="file" accept=".csv,text/csv" className="visually-hidden" onChange={onFile} />
      </label>
      <label htmlFor={id} className="field-label">
        Paste CSV
      </label>
      <textarea
        id={id}
        className="input"
        rows={4}
        value={pasted}
        placeholder={'Month,Sales\nJan,120'}
        onChange={(event) => setPasted(event.target.value)}
      />
      <button
        type="button"
        className="button"
        disabled={pasted.trim() === ''}
        onClick={() => {
          if (importText(pasted)) setPasted('');
        }}
      >
        Import
      </button>
    </div>
  );
}
