import { describe, expect, it } from 'vitest';
import {
  copiesToFill,
  groupWidth,
  lineMetrics,
  loopSeconds,
  MARQUEE_PRESETS,
  polylineLength,
  WAVE_VIEW_WIDTH,
  waveAmplitude,
  waveLayout,
  waveY,
} from './marquee-motion';

/** The points of an "M x y L x y ..." path. */
function points(path: string): { x: number; y: number }[] {
  return path
    .split(/[ML]/)
    .filter(Boolean)
    .map((pair) => {
      const [x, y] = pair.trim().split(' ').map(Number);
      return { x: x!, y: y! };
    });
}

describe('marquee presets (spec §3)', () => {
  it('are a straight line and a mild wave of frequency 4, intensity 0 or 60', () => {
    expect(MARQUEE_PRESETS).toEqual({
      straight: { frequency: 4, intensity: 0 },
      wave: { frequency: 4, intensity: 60 },
    });
  });
});

describe('line sizes and timing', () => {
  it('turns size in rem and spacing in em into px', () => {
    expect(lineMetrics(4, 0.4)).toEqual({ fontSize: 64, gap: 25.6 });
  });

  it('estimates a run of items: glyphs plus a separator and two gaps per item', () => {
    const metrics = lineMetrics(1, 0);
    expect(groupWidth(['ab', 'c'], metrics)).toBeCloseTo(3 * 0.56 * 16 + 2 * 0.3 * 16);
    expect(groupWidth(['ab'], lineMetrics(1, 1))).toBeCloseTo(2 * 0.56 * 16 + 0.3 * 16 + 32);
  });

  it('counts characters, not UTF-16 units', () => {
    const metrics = lineMetrics(1, 0);
    expect(groupWidth(['🌿'], metrics)).toBe(groupWidth(['a'], metrics));
  });

  it.each([
    [3000, 1],
    [2560, 1],
    [1000, 3],
    [100, 26],
    [0, 1],
  ])('a run of %i px is copied %i times to fill the widest screen', (width, copies) => {
    expect(copiesToFill(width)).toBe(copies);
  });

  it.each([
    [120, 1, 1],
    [600, 0.5, 10],
    [240, 2, 1],
  ])('%i px at speed %s loops in %s s', (distance, speed, seconds) => {
    expect(loopSeconds(distance, speed)).toBeCloseTo(seconds);
  });
});

describe('the mild wave', () => {
  const wave = waveLayout(2000, 64, 4, 60);
  const path = points(wave.path);

  it('bends by the intensity in per cent of half the font size, around the middle', () => {
    expect(waveAmplitude(60, 64)).toBeCloseTo(19.2);
    expect(waveAmplitude(0, 64)).toBe(0);
    expect(wave.height).toBe(135);
    const ys = path.map((point) => point.y);
    expect(Math.min(...ys)).toBeCloseTo(67.5 - 19.2, 1);
    expect(Math.max(...ys)).toBeCloseTo(67.5 + 19.2, 1);
    expect(waveY(62.5, 108, 60, 250)).toBeCloseTo(48);
  });

  it('bends gently enough that letters do not collide: curvature radius above the font size', () => {
    const period = WAVE_VIEW_WIDTH / 4;
    const radius = period ** 2 / (4 * Math.PI ** 2 * waveAmplitude(60, 64));
    expect(radius).toBeGreaterThan(64);
  });

  it('has four waves across the view and runs one loop past it', () => {
    const period = WAVE_VIEW_WIDTH / 4;
    expect(path[0]).toEqual({ x: 0, y: 67.5 });
    expect(path.at(-1)!.x).toBeCloseTo(WAVE_VIEW_WIDTH + wave.shift);
    expect(wave.shift % period).toBe(0);
  });

  it('fits each copy of the text to whole periods and lays enough copies to cover the path', () => {
    const period = WAVE_VIEW_WIDTH / 4;
    const onePeriod = polylineLength(path.slice(0, 33));
    const periodsPerCopy = wave.shift / period;
    expect(periodsPerCopy).toBe(Math.round(2000 / onePeriod));
    expect(wave.copyLength).toBeCloseTo(periodsPerCopy * onePeriod, 1);
    expect(wave.copies * wave.copyLength).toBeGreaterThanOrEqual(polylineLength(path) - 0.5);
  });

  it('repeats short text until a copy is at least one period long', () => {
    const short = waveLayout(50, 64, 4, 60);
    expect(short.repeat).toBeGreaterThan(1);
    expect(short.repeat * 50).toBeGreaterThanOrEqual(short.copyLength / 1.5);
    expect(short.shift).toBe(WAVE_VIEW_WIDTH / 4);
  });
});
