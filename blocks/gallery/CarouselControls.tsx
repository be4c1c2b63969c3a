// The buttons of a slideshow or slider: previous and next (the "controls" option), one indicator
// per image (the "indicators" option; the current one is aria-current), and play/pause while
// autoplay is on (WCAG 2.2.2: moving content can be paused).
import { AUTOPLAY_TOGGLE_ATTRIBUTE } from './use-carousel';

export function StepButtons(props: { onStep: (by: number) => void }) {
  return (
    <>
      <button
        type="button"
        className="sb-gallery-step sb-gallery-step--previous"
        aria-label="Previous image"
        onClick={() => props.onStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="sb-gallery-step sb-gallery-step--next"
        aria-label="Next image"
        onClick={() => props.onStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}

export function Indicators(props: { count: number; index: number; onGo: (index: number) => void }) {
  const { count, index, onGo } = props;
  return (
    <div className="sb-gallery-indicators">
      {Array.from({ length: count }, (_, i) => (
        <button
          // The images' order is the identity of an indicator.
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
          key={i}
          type="button"
          className="sb-gallery-indicator"
          aria-label={`Show image ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onGo(i)}
        />
      ))}
    </div>
  );
}

export function PlayPauseButton(props: { paused: boolean; onToggle: () => void }) {
  const attributes = { [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      className="sb-gallery-play"
      aria-label={props.paused ? 'Play autoplay' : 'Pause autoplay'}
      onClick={props.onToggle}
      {...attributes}
    >
      <span aria-hidden="true">{props.paused ? '▶' : '❚❚'}</span>
    </button>
  );
}
