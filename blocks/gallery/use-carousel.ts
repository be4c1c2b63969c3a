// The slideshow's and slider's state in React: carousel.ts's pure rules, the autoplay timer, and
// the event handlers that pause it while the pointer is over the gallery or focus is inside it.
// Focus on the play/pause button itself does not count, so pressing "Play" resumes at once.
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  autoplayAvailable,
  autoplayDelayMs,
  autoplayRunning,
  type CarouselEnvironment,
  type CarouselEvent,
  carouselReducer,
  clampIndex,
  INITIAL_CAROUSEL,
  keyMove,
} from './carousel';
import type { GalleryDesign } from './options';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Marks the play/pause button, whose focus does not pause autoplay. */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = 'data-autoplay-toggle';

const isToggle = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${AUTOPLAY_TOGGLE_ATTRIBUTE}]`) !== null;

export function useCarousel(options: {
  readonly count: number;
  readonly design: GalleryDesign;
  readonly autoplay: boolean;
  readonly durationSeconds: number;
  readonly lightboxOpen: boolean;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const env: CarouselEnvironment = {
    count: options.count,
    autoplay: options.autoplay,
    reducedMotion,
    lightboxOpen: options.lightboxOpen,
  };
  const envRef = useRef(env);
  envRef.current = env;
  const [state, setState] = useState(INITIAL_CAROUSEL);
  const dispatch = useCallback(
    (event: CarouselEvent) => setState((prev) => carouselReducer(prev, event, envRef.current)),
    [],
  );
  // Removing images can leave the index past the end: show the last one.
  const index = clampIndex(state.index, options.count);
  const running = autoplayRunning(state, env);
  const delay = autoplayDelayMs(options.design, options.durationSeconds);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each move, by hand or by the timer, restarts the wait
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), delay);
    return () => window.clearTimeout(timer);
  }, [running, index, delay, dispatch]);

  const handlers = {
    onMouseEnter: () => dispatch({ type: 'hover', on: true }),
    onMouseLeave: () => dispatch({ type: 'hover', on: false }),
    onFocus: (event: FocusEvent<HTMLElement>) =>
      dispatch({ type: 'focus', on: !isToggle(event.target) }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        dispatch({ type: 'focus', on: false });
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const to = keyMove(event.key, options.count, index);
      if (to === null) return;
      event.preventDefault();
      dispatch({ type: 'go', to });
    },
  };

  return {
    index,
    running,
    paused: state.paused,
    /** Whether to offer the play/pause button (autoplay is on and could run). */
    canAutoplay: autoplayAvailable(env),
    go: (to: number) => dispatch({ type: 'go', to }),
    step: (by: number) => dispatch({ type: 'step', by }),
    togglePause: () => dispatch({ type: 'toggle-pause' }),
    handlers,
  };
}
