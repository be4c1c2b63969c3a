// The marquee's three ways of showing its texts: a straight track (the items copied enough times to
// fill any screen, moved by half its width so the loop has no seam), the mild wave (an SVG with the
// texts along a sine path, marquee-motion.ts), and the static line shown under reduced motion.
// Only the first copy is read by screen readers; every other copy is aria-hidden.
import { useId } from 'react';
import { copiesToFill, groupWidth, type LineMetrics, waveLayout } from './marquee-motion';
import type { MarqueeItem } from './schema';

const keys = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

interface RunProps {
  readonly items: readonly MarqueeItem[];
  readonly hidden?: boolean;
  readonly className?: string;
}

/** The items once, each followed by a separator dot screen readers skip. */
export function ItemRun({ items, hidden = false, className = 'sb-marquee-run' }: RunProps) {
  return (
    <ul className={className} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id} className="sb-marquee-item">
          {item.text}
          <span className="sb-marquee-separator" aria-hidden="true">
            ·
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StraightLine(props: {
  readonly items: readonly MarqueeItem[];
  readonly metrics: LineMetrics;
}) {
  const copies = copiesToFill(
    groupWidth(
      props.items.map((item) => item.text),
      props.metrics,
    ),
  );
  return (
    <div className="sb-marquee-viewport">
      <div className="sb-marquee-track">
        {keys('run', 2 * copies).map((key, i) => (
          <ItemRun key={key} items={props.items} hidden={i > 0} />
        ))}
      </div>
    </div>
  );
}

/** The mild wave's sizes, for the renderer's loop time as well as the drawing. */
export function waveFor(items: readonly MarqueeItem[], metrics: LineMetrics, intensity: number) {
  const width = groupWidth(
    items.map((item) => item.text),
    metrics,
  );
  return waveLayout(width, metrics.fontSize, 4, intensity);
}

export function WaveLine(props: {
  readonly items: readonly MarqueeItem[];
  readonly metrics: LineMetrics;
  readonly wave: ReturnType<typeof waveLayout>;
}) {
  const { items, metrics, wave } = props;
  const pathId = `${useId()}-wave`;
  const run = keys('repeat', wave.repeat).flatMap((repeatKey) =>
    items.flatMap((item) => [
      <tspan key={`${repeatKey}-${item.id}`} dx={metrics.gap}>
        {item.text}
      </tspan>,
      <tspan key={`${repeatKey}-${item.id}-dot`} dx={metrics.gap}>
        ·
      </tspan>,
    ]),
  );
  return (
    <>
      <svg
        className="sb-marquee-wave"
        viewBox={`0 0 ${wave.width} ${wave.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <path id={pathId} d={wave.path} />
        </defs>
        <g className="sb-marquee-track">
          <text fontSize={metrics.fontSize} dominantBaseline="central">
            {keys('copy', wave.copies).map((key, i) => (
              <textPath
                key={key}
                href={`#${pathId}`}
                startOffset={i * wave.copyLength}
                textLength={wave.copyLength}
                lengthAdjust="spacing"
              >
                {run}
              </textPath>
            ))}
          </text>
        </g>
      </svg>
      <ItemRun items={items} className="sb-marquee-run sb-marquee-reader-only" />
    </>
  );
}
