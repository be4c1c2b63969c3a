// The chart block: its title, legend and drawing (bar, line or pie), with the numbers in a
// visually hidden table for screen readers. Bar and line charts are drawn twice, wide and compact,
// and CSS shows the one that fits the frame, so labels stay readable on a phone.

import type { BlockRenderProps } from '../types';
import { CartesianChart } from './CartesianChart';
import { ChartLegend, ChartTable } from './ChartExtras';
import type { ChartSize } from './cartesian';
import { PieChart } from './PieChart';
import type { ChartSettings } from './schema';
import { chartSummary } from './summary';
import './chart.css';

export const WIDE: ChartSize = { width: 800, height: 400, fontSize: 14 };
export const COMPACT: ChartSize = { width: 380, height: 320, fontSize: 13 };

export function ChartRender({ settings }: BlockRenderProps<ChartSettings>) {
  const { data, chartType, palette } = settings;
  const title = settings.title.trim();
  const label = chartSummary(chartType, title, data);
  const kind = chartType === 'bar' && settings.stacked ? 'stacked' : chartType;
  const legendNames = chartType === 'pie' ? data.rows.map((row) => row.label) : data.columns;
  return (
    <figure className={`sb-chart sb-chart--${chartType}`}>
      {title ? <figcaption className="sb-chart-title">{title}</figcaption> : null}
      {settings.showLegend ? <ChartLegend names={legendNames} palette={palette} /> : null}
      <div className="sb-chart-drawing">
        {kind === 'pie' ? (
          <PieChart data={data} palette={palette} showValues={settings.showValues} label={label} />
        ) : (
          [WIDE, COMPACT].map((size) => (
            <CartesianChart
              key={size.width}
              className={`sb-chart-svg sb-chart-svg--${size === WIDE ? 'wide' : 'compact'}`}
              data={data}
              kind={kind}
              size={size}
              palette={palette}
              showGrid={settings.showGrid}
              showValues={settings.showValues}
              label={label}
            />
          ))
        )}
      </div>
      <ChartTable data={data} caption={title || 'Chart data'} />
    </figure>
  );
}
