// The marquee block: its texts scrolling as a straight line or a mild wave, with a visible
// pause/play button (WCAG 2.2.2) and, when the visitor prefers reduced motion, shown still.
import { useState } from 'react';
import { cssVars } from '../gallery/css-vars';
import { usePrefersReducedMotion } from '../gallery/use-reduced-motion';
import type { BlockRenderProps } from '../types';
import { ItemRun, StraightLine, WaveLine, waveFor } from './MarqueeLines';
import {
  copiesToFill,
  groupWidth,
  type LineMetrics,
  lineMetrics,
  loopSeconds,
  MARQUEE_PRESETS,
} from './marquee-motion';
import type { MarqueeItem, MarqueeSettings } from './schema';
import './marquee.css';

export const EMPTY_MARQUEE = 'This marquee has no text yet.';

function straightSeconds(items: readonly MarqueeItem[], metrics: LineMetrics, speed: number) {
  const width = groupWidth(
    items.map((item) => item.text),
    metrics,
  );
  return loopSeconds(copiesToFill(width) * width, speed);
}

export function MarqueeRender({ settings }: BlockRenderProps<MarqueeSettings>) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const items = settings.items.filter((item) => item.text.trim() !== '');
  if (items.length === 0) return <p className="sb-marquee-empty">{EMPTY_MARQUEE}</p>;

  const metrics = lineMetrics(settings.size, settings.spacing);
  const vars = {
    '--sb-marquee-size': `${settings.size}rem`,
    '--sb-marquee-gap': `${settings.spacing}em`,
  } as const;
  if (reducedMotion) {
    return (
      <div className="sb-marquee sb-marquee--still" style={cssVars(vars)}>
        <ItemRun items={items} className="sb-marquee-run sb-marquee-static" />
      </div>
    );
  }

  const wave =
    settings.preset === 'wave' ? waveFor(items, metrics, MARQUEE_PRESETS.wave.intensity) : null;
  const seconds = wave
    ? loopSeconds(wave.shift, settings.speed)
    : straightSeconds(items, metrics, settings.speed);
  const className = [
    'sb-marquee',
    `sb-marquee--${settings.preset}`,
    `sb-marquee--${settings.direction}`,
    settings.pauseOnHover ? 'sb-marquee--hover-pause' : '',
    paused ? 'sb-marquee--paused' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = cssVars({
    ...vars,
    '--sb-marquee-duration': `${seconds.toFixed(2)}s`,
    '--sb-marquee-shift': wave ? `${-wave.shift}px` : '-50%',
  });

  return (
    <div className={className} style={style}>
      {wave ? (
        <WaveLine items={items} metrics={metrics} wave={wave} />
      ) : (
        <StraightLine items={items} metrics={metrics} />
      )}
      <button
        type="button"
        className="sb-marquee-toggle"
        aria-label={paused ? 'Play scrolling text' : 'Pause scrolling text'}
        onClick={() => setPaused(!paused)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {paused ? 'Play' : 'Pause'}
      </button>
    </div>
  );
}
