// A bar or line chart drawn as SVG at one viewBox size (the renderer draws a wide and a compact
// one and CSS shows the one that fits): grid lines and value axis, category labels, then the
// bars or the lines with point markers, and value labels when asked.
import { type CartesianKind, type ChartSize, cartesianLayout } from './cartesian';
import type { ChartData } from './dataset';
import { formatValue } from './numbers';
import { type Palette, seriesColour } from './palettes';

export interface CartesianChartProps {
  readonly data: ChartData;
  readonly kind: CartesianKind;
  readonly size: ChartSize;
  readonly palette: Palette;
  readonly showGrid: boolean;
  readonly showValues: boolean;
  readonly label: string;
  readonly className: string;
}

export function CartesianChart(props: CartesianChartProps) {
  const { data, kind, size, palette, showGrid, showValues, label, className } = props;
  const layout = cartesianLayout(data, kind, size);
  const { plot } = layout;
  const font = size.fontSize;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={label}
      style={{ fontSize: font }}
    >
      {layout.ticks.map((tick) => (
        <g key={tick.value}>
          {showGrid ? (
            <line
              className="sb-chart-grid"
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
            />
          ) : null}
          <text
            className="sb-chart-tick"
            x={plot.left - font * 0.5}
            y={tick.y}
            dy="0.35em"
            textAnchor="end"
          >
            {tick.label}
          </text>
        </g>
      ))}
      {layout.categories.map((category) => (
        <text
          key={category.x}
          className="sb-chart-category"
          x={category.x}
          y={plot.bottom + font * 1.5}
          textAnchor="middle"
        >
          {category.label}
        </text>
      ))}
      <line
        className="sb-chart-axis"
        x1={plot.left}
        x2={plot.right}
        y1={layout.zeroY ?? plot.bottom}
        y2={layout.zeroY ?? plot.bottom}
      />
      {layout.bars.map((bar) => (
        <rect
          key={`${bar.row}-${bar.series}`}
          className="sb-chart-bar"
          x={bar.x}
          y={bar.y}
          width={Math.max(0, bar.width - 1)}
          height={bar.height}
          style={{ fill: seriesColour(palette, bar.series) }}
        />
      ))}
      {showValues
        ? layout.bars.map((bar) => (
            <text
              key={`v${bar.row}-${bar.series}`}
              className="sb-chart-value"
              x={bar.x + bar.width / 2}
              y={
                kind === 'stacked'
                  ? bar.y + bar.height / 2
                  : bar.value < 0
                    ? bar.y + bar.height
                    : bar.y
              }
              dy={kind === 'stacked' ? '0.35em' : bar.value < 0 ? '1.1em' : '-0.4em'}
              textAnchor="middle"
            >
              {kind === 'stacked' && bar.height < font ? '' : formatValue(bar.value)}
            </text>
          ))
        : null}
      {layout.lines.map((runs, series) => {
        const colour = seriesColour(palette, series);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position (names may repeat)
          <g key={series} style={{ stroke: colour, fill: colour }}>
            {runs.map((run) => (
              <polyline
                key={run[0]!.row}
                className="sb-chart-line"
                points={run.map((point) => `${point.x},${point.y}`).join(' ')}
              />
            ))}
            {runs.flat().map((point) => (
              <circle
                key={point.row}
                className="sb-chart-point"
                cx={point.x}
                cy={point.y}
                r={font * 0.3}
              />
            ))}
            {showValues
              ? runs.flat().map((point) => (
                  <text
                    key={`v${point.row}`}
                    className="sb-chart-value"
                    x={point.x}
                    y={point.y}
                    dy="-0.7em"
                    textAnchor="middle"
                  >
                    {formatValue(point.value)}
                  </text>
                ))
              : null}
          </g>
        );
      })}
    </svg>
  );
}
