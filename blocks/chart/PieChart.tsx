// A pie chart drawn as SVG: one slice per row of the first column, with its share (and its value
// when asked) on slices large enough to hold a label. When no row has a positive value there is
// nothing to draw, and it says so.
import type { ChartData } from './dataset';
import { formatValue } from './numbers';
import { type Palette, seriesColour } from './palettes';
import { formatShare, pieSlices } from './pie';

export const NOTHING_TO_SHOW = 'A pie chart needs positive values in its first column.';

const SIZE = 320;

export function PieChart(props: {
  data: ChartData;
  palette: Palette;
  showValues: boolean;
  label: string;
}) {
  const { data, palette, showValues, label } = props;
  const rows = data.rows.map((row) => ({ label: row.label, value: row.values[0] ?? null }));
  const slices = pieSlices(rows, SIZE / 2, SIZE / 2, SIZE / 2 - 4);
  if (slices.length === 0) return <p className="sb-chart-empty">{NOTHING_TO_SHOW}</p>;
  return (
    <svg
      className="sb-chart-svg sb-chart-pie"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
    >
      {slices.map((slice) => (
        <path
          key={slice.row}
          className="sb-chart-slice"
          d={slice.path}
          style={{ fill: seriesColour(palette, slice.row) }}
        />
      ))}
      {slices
        .filter((slice) => slice.showLabel)
        .map((slice) => (
          <text
            key={slice.row}
            className="sb-chart-slice-label"
            x={slice.labelX}
            y={slice.labelY}
            textAnchor="middle"
          >
            <tspan x={slice.labelX} dy={showValues ? '-0.2em' : '0.35em'}>
              {formatShare(slice.share)}
            </tspan>
            {showValues ? (
              <tspan x={slice.labelX} dy="1.2em" className="sb-chart-slice-value">
                {formatValue(slice.value)}
              </tspan>
            ) : null}
          </text>
        ))}
    </svg>
  );
}
