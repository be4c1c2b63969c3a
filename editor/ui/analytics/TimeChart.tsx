// The time chart: page views as bars and unique visitors as a line, per day of the range (per
// hour when the range is one day), drawn at the width it gets (so its text stays readable on a
// phone) with the value axis of chart-scale.ts. The picture is one image with a sentence naming
// its peak; the figures themselves are the panel's table.
import { useLayoutEffect, useRef, useState } from 'react';
import { labelIndexes, pointX, valueScale } from './chart-scale';
import { formatCount } from './format';

export interface TimePoint {
  readonly label: string;
  readonly longLabel: string;
  readonly pageViews: number;
  readonly visitors: number;
}

const HEIGHT = 220;
const FONT = 11;
const LABEL_WIDTH = 56;

function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(Math.max(240, element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** "Page views by day, Nov 1 to Nov 30: at most 34 on Nov 12." */
export function chartSentence(points: readonly TimePoint[], unit: 'day' | 'hour'): string {
  const span =
    points.length > 0 ? `, ${points[0]!.longLabel} to ${points[points.length - 1]!.longLabel}` : '';
  const peak = points.reduce<TimePoint | null>(
    (best, point) => (best === null || point.pageViews > best.pageViews ? point : best),
    null,
  );
  const most =
    peak && peak.pageViews > 0
      ? `: most page views, ${formatCount(peak.pageViews)}, on ${peak.longLabel}`
      : ': no page views';
  return `Page views (bars) and unique visitors (line) by ${unit}${span}${most}.`;
}

export function TimeChart({
  points,
  unit,
}: {
  points: readonly TimePoint[];
  unit: 'day' | 'hour';
}) {
  const [ref, width] = useWidth(640);
  const plot = { left: 40, top: 10, right: width - 8, bottom: HEIGHT - 24 };
  const scale = valueScale(
    points.flatMap((point) => [point.pageViews, point.visitors]),
    plot,
  );
  const slot = (plot.right - plot.left) / Math.max(1, points.length);
  const barWidth = Math.max(1, Math.min(28, slot * 0.7));
  const line = points
    .map((point, index) => `${pointX(index, points.length, plot)},${scale.y(point.visitors)}`)
    .join(' ');
  const labels = labelIndexes(points.length, Math.floor((plot.right - plot.left) / LABEL_WIDTH));
  return (
    <div ref={ref} className="analytics-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={chartSentence(points, unit)}
        style={{ fontSize: FONT }}
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              className="chart-grid"
              x1={plot.left}
              x2={plot.right}
              y1={scale.y(tick)}
              y2={scale.y(tick)}
            />
            <text
              className="chart-tick"
              x={plot.left - 6}
              y={scale.y(tick)}
              dy="0.35em"
              textAnchor="end"
            >
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) => (
          <rect
            key={point.longLabel}
            className="chart-bar"
            x={pointX(index, points.length, plot) - barWidth / 2}
            y={scale.y(point.pageViews)}
            width={barWidth}
            height={plot.bottom - scale.y(point.pageViews)}
          />
        ))}
        {points.length > 1 ? <polyline className="chart-line" points={line} /> : null}
        {points.map((point, index) => (
          <circle
            key={point.longLabel}
            className="chart-point"
            cx={pointX(index, points.length, plot)}
            cy={scale.y(point.visitors)}
            r={points.length > 40 ? 1.5 : 3}
          />
        ))}
        {labels.map((index) => (
          <text
            key={index}
            className="chart-tick"
            x={pointX(index, points.length, plot)}
            y={plot.bottom + FONT + 6}
            textAnchor="middle"
          >
            {points[index]!.label}
          </text>
        ))}
      </svg>
      <p className="analytics-legend" aria-hidden="true">
        <span className="legend-bar" /> Page views <span className="legend-line" /> Unique visitors
      </p>
    </div>
  );
}
