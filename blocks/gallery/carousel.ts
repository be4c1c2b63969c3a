// The state of a slideshow or slider, as pure functions: which image is shown, moving by controls,
// indicators, thumbnails, arrow keys and autoplay (wrapping at both ends), and when autoplay may
// run. It pauses while the pointer is over the gallery or focus is inside it, never runs when the
// visitor asked for reduced motion, and stops for good when the visitor presses pause (WCAG 2.2.2)
// until they press play.
import type { GalleryDesign } from './options';

export interface CarouselState {
  readonly index: number;
  /** The visitor pressed pause; only the play button clears it. */
  readonly paused: boolean;
  readonly hovered: boolean;
  readonly focused: boolean;
}

export const INITIAL_CAROUSEL: CarouselState = {
  index: 0,
  paused: false,
  hovered: false,
  focused: false,
};

/** What the state depends on besides itself. */
export interface CarouselEnvironment {
  readonly count: number;
  /** The owner's autoplay option. */
  readonly autoplay: boolean;
  /** The visitor's `prefers-reduced-motion: reduce`. */
  readonly reducedMotion: boolean;
  /** The lightbox is open over the gallery. */
  readonly lightboxOpen: boolean;
}

export type CarouselEvent =
  | { readonly type: 'go'; readonly to: number }
  | { readonly type: 'step'; readonly by: number }
  | { readonly type: 'tick' }
  | { readonly type: 'hover'; readonly on: boolean }
  | { readonly type: 'focus'; readonly on: boolean }
  | { readonly type: 'toggle-pause' };

/** `index` brought into 0..count-1, wrapping past either end (0 for an empty gallery). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Whether the play/pause button is offered: autoplay is on and could ever run. */
export function autoplayAvailable(env: CarouselEnvironment): boolean {
  return env.autoplay && !env.reducedMotion && env.count > 1;
}

/** Whether autoplay is moving the images right now. */
export function autoplayRunning(state: CarouselState, env: CarouselEnvironment): boolean {
  return (
    autoplayAvailable(env) && !state.paused && !state.hovered && !state.focused && !env.lightboxOpen
  );
}

/** `index` kept inside 0..count-1 without wrapping (images removed since it was chosen). */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1));
}

export function carouselReducer(
  state: CarouselState,
  event: CarouselEvent,
  env: CarouselEnvironment,
): CarouselState {
  const index = clampIndex(state.index, env.count);
  switch (event.type) {
    case 'go':
      return { ...state, index: wrapIndex(event.to, env.count) };
    case 'step':
      return { ...state, index: wrapIndex(index + event.by, env.count) };
    case 'tick':
      return autoplayRunning(state, env)
        ? { ...state, index: wrapIndex(index + 1, env.count) }
        : state;
    case 'hover':
      return { ...state, hovered: event.on };
    case 'focus':
      return { ...state, focused: event.on };
    case 'toggle-pause':
      return { ...state, paused: !state.paused };
  }
}

/** The move a key makes in a focused slideshow, slider or lightbox, or null for other keys. */
export function keyMove(key: string, count: number, index: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return wrapIndex(index - 1, count);
    case 'ArrowRight':
      return wrapIndex(index + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** The spec gives the duration for the slider only; a slideshow moves at the default 5 s. */
export const SLIDESHOW_AUTOPLAY_SECONDS = 5;

/** Milliseconds between autoplay moves. */
export function autoplayDelayMs(design: GalleryDesign, durationSeconds: number): number {
  return (design === 'slider' ? durationSeconds : SLIDESHOW_AUTOPLAY_SECONDS) * 1000;
}
