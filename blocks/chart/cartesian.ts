// The geometry of a bar or line chart in a viewBox of a given size: the plot area, the value axis
// with nice ticks, which category labels fit, each bar (grouped side by side or stacked) and each
// line's points. Bars grow from zero, so negative values hang below the zero line; a stacked
// chart stacks positive and negative values apart. A line chart's axis fits its data (zero not
// forced). Missing values (null) draw no bar and break a line into segments.
import type { ChartData } from './dataset';
import { formatTick } from './numbers';
import { niceTicks } from './ticks';

export interface ChartSize {
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
}

export interface Bar {
  readonly series: number;
  readonly row: number;
  readonly value: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly row: number;
  readonly value: number;
  readonly x: number;
  readonly y: number;
}

export interface CartesianLayout {
  readonly plot: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
  readonly ticks: readonly { readonly value: number; readonly y: number; readonly label: string }[];
  /** The y of the zero line, when zero is on the axis. */
  readonly zeroY: number | null;
  readonly categories: readonly { readonly x: number; readonly label: string }[];
  readonly bars: readonly Bar[];
  /** Per series, its runs of consecutive points (a missing value ends a run). */
  readonly lines: readonly (readonly (readonly Point[])[])[];
}

export type CartesianKind = 'bar' | 'line' | 'stacked';

/** Shown category labels are cut to this many characters ("Septemb…"). */
const LABEL_CHARS = 10;
const CHAR_WIDTH = 0.58;

const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** The lowest and highest value the axis must show. */
function valueRange(data: ChartData, kind: CartesianKind): [number, number] {
  if (kind === 'stacked') {
    const sums = data.rows.map((row) => {
      const present = row.values.filter((value): value is number => value !== null);
      return [
        present.filter((v) => v < 0).reduce((a, b) => a + b, 0),
        present.filter((v) => v > 0).reduce((a, b) => a + b, 0),
      ];
    });
    return [Math.min(0, ...sums.map((s) => s[0]!)), Math.max(0, ...sums.map((s) => s[1]!))];
  }
  const values = data.rows.flatMap((row) => row.values.filter((v): v is number => v !== null));
  if (values.length === 0) return [0, 1];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return kind === 'line' ? [low, high] : [Math.min(0, low), Math.max(0, high)];
}

export function cartesianLayout(
  data: ChartData,
  kind: CartesianKind,
  size: ChartSize,
): CartesianLayout {
  const { width, height, fontSize } = size;
  const [low, high] = valueRange(data, kind);
  const axis = niceTicks(low, high, height < 340 ? 4 : 5);
  const tickLabels = axis.values.map(formatTick);
  const longestTick = Math.max(...tickLabels.map((label) => label.length));
  const plot = {
    left: Math.ceil(longestTick * fontSize * CHAR_WIDTH + fontSize * 0.8),
    top: fontSize,
    right: width - fontSize * 0.5,
    bottom: height - fontSize * 2.2,
  };
  const y = (value: number) =>
    plot.bottom - ((value - axis.min) / (axis.max - axis.min)) * (plot.bottom - plot.top);
  const band = (plot.right - plot.left) / data.rows.length;
  const center = (row: number) => plot.left + band * (row + 0.5);

  const labels = data.rows.map((row) => shortLabel(row.label));
  const labelWidth = Math.max(...labels.map((label) => label.length)) * fontSize * CHAR_WIDTH;
  const every = Math.max(1, Math.ceil((labelWidth + fontSize) / band));
  const categories = labels.flatMap((label, row) =>
    row % every === 0 ? [{ x: center(row), label }] : [],
  );

  const zero = axis.min <= 0 && axis.max >= 0 ? y(0) : null;
  const base = zero ?? plot.bottom;
  const bars: Bar[] = [];
  if (kind !== 'line') {
    const group = band * 0.72;
    const barWidth = kind === 'stacked' ? group : group / data.columns.length;
    data.rows.forEach((row, rowIndex) => {
      const start = center(rowIndex) - group / 2;
      let [up, down] = [0, 0];
      row.values.forEach((value, series) => {
        if (value === null) return;
        let [from, to] = [0, value];
        if (kind === 'stacked') {
          from = value >= 0 ? up : down;
          to = from + value;
          if (value >= 0) up = to;
          else down = to;
        }
        const [y1, y2] = [kind === 'stacked' ? y(from) : base, y(to)];
        const x = kind === 'stacked' ? start : start + series * barWidth;
        bars.push({
          series,
          row: rowIndex,
          value,
          x,
          y: Math.min(y1, y2),
          width: barWidth,
          height: Math.abs(y2 - y1),
        });
      });
    });
  }

  const lines =
    kind === 'line'
      ? data.columns.map((_, series) => {
          const runs: Point[][] = [[]];
          data.rows.forEach((row, rowIndex) => {
            const value = row.values[series] ?? null;
            if (value === null) runs.push([]);
            else
              runs[runs.length - 1]!.push({
                row: rowIndex,
                value,
                x: center(rowIndex),
                y: y(value),
              });
          });
          return runs.filter((run) => run.length > 0);
        })
      : [];

  return {
    plot,
    ticks: axis.values.map((value, index) => ({ value, y: y(value), label: tickLabels[index]! })),
    zeroY: zero,
    categories,
    bars,
    lines,
  };
}
