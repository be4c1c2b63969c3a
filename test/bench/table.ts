// The benchmark's report: one row per figure with its target and the reference editor's figure.

export interface Row {
  readonly figure: string;
  /** Measured value; NaN when there were no samples. */
  readonly value: number;
  readonly unit: string;
  /** Human-readable target, e.g. "< 8 ms"; empty when there is none. */
  readonly target: string;
  /** Whether the measured value meets the target; undefined when there is no target. */
  readonly meets?: (value: number) => boolean;
  readonly reference: string;
}

export function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function renderTable(rows: readonly Row[]): string {
  const header = ['Figure', 'Measured', 'Target', 'Meets', 'Reference editor'];
  const cells = rows.map((row) => [
    row.figure,
    formatValue(row.value, row.unit),
    row.target || '-',
    row.meets && !Number.isNaN(row.value) ? (row.meets(row.value) ? 'yes' : 'NO') : '-',
    row.reference || '-',
  ]);
  return renderGrid(header, cells);
}

/** A Markdown table with padded columns. */
export function renderGrid(
  header: readonly string[],
  cells: readonly (readonly string[])[],
): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((c) => c[i]!.length)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}
