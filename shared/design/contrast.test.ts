import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color';
import {
  bestContrast,
  contrastRatio,
  contrastText,
  isDark,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
} from './contrast';

const hex = (text: string) => hexToHsl(text)!;

describe('WCAG contrast', () => {
  it.each([
    ['#000', '#fff', 21],
    ['#fff', '#fff', 1],
    ['#777', '#fff', 4.48],
    ['#767676', '#fff', 4.54],
    ['#1a56db', '#fff', 6.18],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(hex(a), hex(b))).toBeCloseTo(ratio, 1);
    expect(contrastRatio(hex(b), hex(a))).toBeCloseTo(ratio, 1);
  });

  it('measures relative luminance from 0 to 1', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
  });

  it('shows the ratio rounded down, so 4.48 never reads as passing', () => {
    expect(contrastText(4.48)).toBe('4.4:1');
    expect(contrastText(21)).toBe('21:1');
    expect(MIN_TEXT_CONTRAST).toBe(4.5);
  });

  it('calls a colour dark below 0.65 of 256 (BT.601 weight)', () => {
    expect(isDark(hex('#a5a5a5'))).toBe(true); // 165 < 166.4
    expect(isDark(hex('#a7a7a7'))).toBe(false); // 167
  });

  it('picks the candidate that reads best', () => {
    const colors = ['#eeeeee', '#222222', '#888888'];
    expect(bestContrast(hex('#ffffff'), colors, hex)).toBe('#222222');
    expect(bestContrast(hex('#000000'), colors, hex)).toBe('#eeeeee');
  });
});
