// The geometry of a pie chart: one slice per row, sized by the row's value in the first column
// (the first series), clockwise from twelve o'clock. Rows with no value, zero or a negative value
// get no slice (a share of a whole cannot be negative). Each slice carries its share and where
// its label goes; labels of slices under MIN_LABEL_SHARE would not fit and are left to the
// legend and the data table.

export interface Slice {
  readonly row: number;
  readonly label: string;
  readonly value: number;
  readonly share: number;
  /** SVG path of the slice; a single slice of the whole is a full circle. */
  readonly path: string;
  readonly labelX: number;
  readonly labelY: number;
  readonly showLabel: boolean;
}

export const MIN_LABEL_SHARE = 0.06;

const round = (value: number) => Math.round(value * 100) / 100;

function pointAt(cx: number, cy: number, r: number, turn: number): [number, number] {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return [round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))];
}

export function pieSlices(
  rows: readonly { readonly label: string; readonly value: number | null }[],
  cx: number,
  cy: number,
  r: number,
): Slice[] {
  const shown = rows
    .map((row, index) => ({ ...row, index }))
    .filter((row): row is typeof row & { value: number } => row.value !== null && row.value > 0);
  const total = shown.reduce((sum, row) => sum + row.value, 0);
  let start = 0;
  return shown.map((row) => {
    const share = row.value / total;
    const end = start + share;
    const [x1, y1] = pointAt(cx, cy, r, start);
    const [x2, y2] = pointAt(cx, cy, r, end);
    const large = share > 0.5 ? 1 : 0;
    const path =
      share >= 0.9999
        ? `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`
        : `M${cx},${cy}L${x1},${y1}A${r},${r} 0 ${large},1 ${x2},${y2}Z`;
    const [labelX, labelY] = pointAt(cx, cy, shown.length === 1 ? 0 : r * 0.64, start + share / 2);
    start = end;
    return {
      row: row.index,
      label: row.label,
      value: row.value,
      share,
      path,
      labelX,
      labelY,
      showLabel: share >= MIN_LABEL_SHARE,
    };
  });
}

/** A share as a whole percentage, or with one decimal under 10% ("4.5%", "38%"). */
export function formatShare(share: number): string {
  const percent = share * 100;
  return `${percent < 10 ? Math.round(percent * 10) / 10 : Math.round(percent)}%`;
}
