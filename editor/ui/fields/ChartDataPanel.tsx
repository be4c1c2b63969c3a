// The chart block's data panel (custom panel "chart-data"): the table as a grid of labelled inputs
// (series names across the top, category labels down the side, numbers between), buttons to add
// and remove rows and columns, and CSV import (ChartCsvImport). Every edit is one store call, so
// one undo step. A cell shows what was typed ("12." while 12 is stored); one that is not a number
// keeps the typed text with the reason and is never stored. Dataset messages (spec §5) show in a
// status region (truncation, missing data) or an alert region (a refusal).
import { useState } from 'react';
import {
  type ChartData,
  chartDataSchema,
  hasMissingData,
  MISSING_DATA,
} from '../../../blocks/chart/dataset';
import { cellText, readCell } from '../../../blocks/chart/numbers';
import { chartSchema } from '../../../blocks/chart/schema';
import {
  addColumn,
  addRow,
  removeColumn,
  removeRow,
  type TableEdit,
} from '../../../blocks/chart/table-edits';
import type { SettingsPath } from '../../../blocks/types';
import { newId } from '../../store/ids';
import { useEditorStore } from '../context';
import { ChartCsvImport, type ImportOutcome } from './ChartCsvImport';
import type { CustomPanelProps } from './custom-panels';
import { useSettingAt } from './use-setting';
import './chart-data.css';
import { Feedback } from '../Feedback';

/** What an input shows instead of the stored value: the typed text ("12." stored as 12), with the
 * reason when it was refused. */
interface Typed {
  readonly text: string;
  readonly message?: string;
  /** The stored value it belongs to; once the store changes (undo, another edit) it is dropped. */
  readonly base: unknown;
}

/** Where a refusal belongs: "h2" (a column name), "l:{rowId}", "c:{rowId}:{column}". */
type CellKey = string;

const columnName = (data: ChartData, index: number) => data.columns[index] || `column ${index + 1}`;

export function ChartDataPanel({ blockId, path }: CustomPanelProps) {
  const store = useEditorStore();
  const stored = useSettingAt(blockId, path);
  const parsed = chartDataSchema.safeParse(stored);
  const data = parsed.success ? parsed.data : chartSchema.defaults.data;
  const [typed, setTyped] = useState<Readonly<Record<CellKey, Typed>>>({});
  const [outcome, setOutcome] = useState<ImportOutcome>({ status: [], alert: '' });

  const update = (at: SettingsPath, value: unknown) =>
    store.getState().updateBlockSettings(blockId, [...path, ...at], value);
  /** A change of the table's shape or an import: always its own undo step. */
  const replaceTable = (value: unknown) =>
    store.getState().updateBlockSettings(blockId, path, value, { merge: false });

  const keep = (key: CellKey, entry: Typed) =>
    setTyped((current) => ({ ...current, [key]: entry }));

  /**
   * Stores `value` at `at`, or keeps `text` in the input with the reason it was refused. `after`
   * is the input's own value once stored (the cell, when `value` is its whole row).
   */
  function edit(key: CellKey, at: SettingsPath, text: string, value: unknown, base: unknown) {
    const result = update(at, value);
    keep(key, result.ok ? { text, base: value } : { text, message: result.message, base });
  }

  function changeCell(rowIndex: number, column: number, text: string) {
    const row = data.rows[rowIndex]!;
    const key = `c:${row.id}:${column}`;
    const base = row.values[column];
    const reading = readCell(text);
    if (!reading.ok) keep(key, { text, message: reading.message, base });
    else edit(key, ['rows', rowIndex, 'values', column], text, reading.value, base);
  }

  function restructure(result: TableEdit) {
    if (!result.ok) {
      setOutcome({ status: [], alert: result.message });
      return;
    }
    const stored = replaceTable(result.data);
    setOutcome({ status: [], alert: stored.ok ? '' : stored.message });
  }

  const shown = (key: CellKey, value: unknown) => {
    const entry = typed[key];
    return entry && Object.is(entry.base, value) ? entry : null;
  };
  const errors: { id: string; label: string; message: string }[] = [];
  /** The props every input of the grid shares: its text, name and refusal, if any. */
  const inputProps = (key: CellKey, label: string, value: unknown, text: string) => {
    const entry = shown(key, value);
    const message = entry?.message;
    const id = `${blockId}-${key}-error`;
    if (message) errors.push({ id, label, message });
    return {
      className: 'input chart-data-input',
      'aria-label': label,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? id : undefined,
      value: entry ? entry.text : text,
    };
  };

  const status = [...outcome.status];
  if (hasMissingData(data) && !status.includes(MISSING_DATA)) status.push(MISSING_DATA);

  const grid = (
    <table className="chart-data-grid">
      <thead>
        <tr>
          <td />
          {data.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position (names may repeat)
            <th key={index} scope="col">
              <input
                {...inputProps(`h${index}`, `Column ${index + 1} name`, column, column)}
                onChange={(event) =>
                  edit(
                    `h${index}`,
                    ['columns', index],
                    event.target.value,
                    event.target.value,
                    column,
                  )
                }
              />
            </th>
          ))}
        </tr>
      </thead>
      <tfoot>
        <tr>
          <td />
          {data.columns.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
            <td key={index}>
              <RemoveButton
                name={`column ${index + 1}`}
                onClick={() => restructure(removeColumn(data, index))}
              />
            </td>
          ))}
        </tr>
      </tfoot>
      <tbody>
        {data.rows.map((row, rowIndex) => (
          <tr key={row.id}>
            <th scope="row">
              <RemoveButton
                name={`row ${rowIndex + 1}`}
                onClick={() => restructure(removeRow(data, rowIndex))}
              />
              <input
                {...inputProps(`l:${row.id}`, `Row ${rowIndex + 1} label`, row.label, row.label)}
                onChange={(event) =>
                  edit(
                    `l:${row.id}`,
                    ['rows', rowIndex, 'label'],
                    event.target.value,
                    event.target.value,
                    row.label,
                  )
                }
              />
            </th>
            {row.values.map((value, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <td key={column}>
                <input
                  {...inputProps(
                    `c:${row.id}:${column}`,
                    `Row ${rowIndex + 1}, ${columnName(data, column)}`,
                    value,
                    cellText(value),
                  )}
                  inputMode="decimal"
                  onChange={(event) => changeCell(rowIndex, column, event.target.value)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <fieldset className="field chart-data">
      <legend className="field-label">Data</legend>
      <p className="field-help">Series across the top, categories down the side.</p>
      <div className="chart-data-scroll">{grid}</div>
      {errors.length > 0 ? (
        <ul className="chart-data-errors">
          {errors.map((error) => (
            <li key={error.id} id={error.id} className="field-error">
              {error.label}: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="input-row">
        <button type="button" className="button" onClick={() => restructure(addRow(data, newId()))}>
          Add row
        </button>
        <button type="button" className="button" onClick={() => restructure(addColumn(data))}>
          Add column
        </button>
      </div>
      <ChartCsvImport onImport={replaceTable} onOutcome={setOutcome} />
      <div className="chart-data-status" role="status">
        {status.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <Feedback tone="error" className="field-error">
        {outcome.alert}
      </Feedback>
    </fieldset>
  );
}

function RemoveButton(props: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`Remove ${props.name}`}
      title={`Remove ${props.name}`}
      onClick={props.onClick}
    >
      ×
    </button>
  );
}
