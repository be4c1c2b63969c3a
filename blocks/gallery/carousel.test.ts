import { describe, expect, it } from 'vitest';
import {
  autoplayAvailable,
  autoplayDelayMs,
  autoplayRunning,
  type CarouselEnvironment,
  type CarouselState,
  carouselReducer,
  clampIndex,
  INITIAL_CAROUSEL,
  keyMove,
  wrapIndex,
} from './carousel';

const env: CarouselEnvironment = {
  count: 4,
  autoplay: true,
  reducedMotion: false,
  lightboxOpen: false,
};
const at = (index: number, more: Partial<CarouselState> = {}): CarouselState => ({
  ...INITIAL_CAROUSEL,
  index,
  ...more,
});

describe('moving between images', () => {
  it.each([
    [0, 4, 0],
    [4, 4, 0],
    [-1, 4, 3],
    [9, 4, 1],
    [3, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  it('next after the last shows the first; previous before the first shows the last', () => {
    expect(carouselReducer(at(3), { type: 'step', by: 1 }, env).index).toBe(0);
    expect(carouselReducer(at(0), { type: 'step', by: -1 }, env).index).toBe(3);
    expect(carouselReducer(at(1), { type: 'step', by: 1 }, env).index).toBe(2);
  });

  it('goes straight to an indicator or thumbnail', () => {
    expect(carouselReducer(at(0), { type: 'go', to: 2 }, env).index).toBe(2);
  });

  it('steps from the last image when images were removed past the index', () => {
    expect(clampIndex(7, 3)).toBe(2);
    expect(carouselReducer(at(7), { type: 'step', by: -1 }, { ...env, count: 3 }).index).toBe(1);
  });

  it.each([
    ['ArrowRight', 1, 2],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 3],
    ['ArrowRight', 3, 0],
    ['Home', 2, 0],
    ['End', 0, 3],
  ])('%s from image %i goes to %i', (key, index, expected) => {
    expect(keyMove(key, 4, index)).toBe(expected);
  });

  it('ignores other keys', () => {
    expect(keyMove('Enter', 4, 1)).toBeNull();
    expect(keyMove('ArrowUp', 4, 1)).toBeNull();
  });
});

describe('autoplay', () => {
  it('a tick moves to the next image, wrapping at the end', () => {
    expect(carouselReducer(at(1), { type: 'tick' }, env).index).toBe(2);
    expect(carouselReducer(at(3), { type: 'tick' }, env).index).toBe(0);
  });

  it.each([
    ['autoplay is off', at(1), { autoplay: false }],
    ['the pointer is over the gallery', at(1, { hovered: true }), {}],
    ['focus is inside the gallery', at(1, { focused: true }), {}],
    ['the visitor paused it', at(1, { paused: true }), {}],
    ['the visitor prefers reduced motion', at(1), { reducedMotion: true }],
    ['the lightbox is open', at(1), { lightboxOpen: true }],
    ['there is only one image', at(0), { count: 1 }],
  ])('does not move while %s', (_, state, change) => {
    const environment = { ...env, ...change };
    expect(autoplayRunning(state, environment)).toBe(false);
    expect(carouselReducer(state, { type: 'tick' }, environment)).toBe(state);
  });

  it('resumes when the pointer leaves and focus moves out', () => {
    let state = at(0);
    state = carouselReducer(state, { type: 'hover', on: true }, env);
    state = carouselReducer(state, { type: 'focus', on: true }, env);
    expect(autoplayRunning(state, env)).toBe(false);
    state = carouselReducer(state, { type: 'hover', on: false }, env);
    expect(autoplayRunning(state, env)).toBe(false);
    state = carouselReducer(state, { type: 'focus', on: false }, env);
    expect(autoplayRunning(state, env)).toBe(true);
  });

  it('pause stops it until play is pressed', () => {
    const paused = carouselReducer(at(0), { type: 'toggle-pause' }, env);
    expect(paused.paused).toBe(true);
    expect(autoplayRunning(paused, env)).toBe(false);
    expect(autoplayRunning(carouselReducer(paused, { type: 'toggle-pause' }, env), env)).toBe(true);
  });

  it('offers play/pause only when autoplay could run', () => {
    expect(autoplayAvailable(env)).toBe(true);
    expect(autoplayAvailable({ ...env, reducedMotion: true })).toBe(false);
    expect(autoplayAvailable({ ...env, autoplay: false })).toBe(false);
    expect(autoplayAvailable({ ...env, count: 1 })).toBe(false);
  });

  it("waits the slider's duration; a slideshow waits the default 5 s", () => {
    expect(autoplayDelayMs('slider', 1)).toBe(1000);
    expect(autoplayDelayMs('slider', 10)).toBe(10_000);
    expect(autoplayDelayMs('slideshow', 2)).toBe(5000);
  });
});
