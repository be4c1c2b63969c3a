import { describe, expect, it } from 'vitest';
import {
  colorError,
  cssColor,
  type Hsla,
  hexToHsl,
  hslToHex,
  hslToRgb,
  rgbToHex,
  rgbToHsl,
  sameColor,
} from './color';

const hsl = (hue: number, saturation: number, lightness: number, alpha = 1): Hsla => ({
  hue,
  saturation,
  lightness,
  alpha,
});

describe('colour conversions', () => {
  it.each([
    [hsl(0, 0, 0), { r: 0, g: 0, b: 0 }],
    [hsl(0, 0, 1), { r: 255, g: 255, b: 255 }],
    [hsl(0, 1, 0.5), { r: 255, g: 0, b: 0 }],
    [hsl(120, 1, 0.5), { r: 0, g: 255, b: 0 }],
    [hsl(240, 1, 0.5), { r: 0, g: 0, b: 255 }],
    [hsl(60, 1, 0.5), { r: 255, g: 255, b: 0 }],
    [hsl(180, 1, 0.5), { r: 0, g: 255, b: 255 }],
    [hsl(300, 1, 0.5), { r: 255, g: 0, b: 255 }],
    [hsl(360, 1, 0.5), { r: 255, g: 0, b: 0 }],
    [hsl(210, 0.5, 0.4), { r: 51, g: 102, b: 153 }],
  ])('%j is %j', (color, rgb) => {
    expect(hslToRgb(color)).toEqual({ ...rgb, a: 1 });
  });

  it('turns every hex colour of a sample back into itself through HSL', () => {
    for (let n = 0; n < 0x1000000; n += 0x010307) {
      const hex = `#${n.toString(16).padStart(6, '0')}`;
      expect(hslToHex(hexToHsl(hex)!)).toBe(hex);
    }
  });

  it('reads 3- and 6-digit hex with or without "#", keeps alpha, refuses others', () => {
    expect(hexToHsl('#f00')).toEqual(hsl(0, 1, 0.5));
    expect(hexToHsl(' 00ff00 ', 0.5)).toEqual(hsl(120, 1, 0.5, 0.5));
    expect(hexToHsl('#abcd')).toBeUndefined();
    expect(hexToHsl('red')).toBeUndefined();
  });

  it('gives grey a hue of 0 and rounds', () => {
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual(hsl(0, 0, 0.502));
    expect(rgbToHex({ r: 1, g: 171, b: 255 })).toBe('#01abff');
  });

  it('writes CSS as hex when opaque, else rgb with alpha', () => {
    expect(cssColor(hsl(0, 1, 0.5))).toBe('#ff0000');
    expect(cssColor(hsl(0, 1, 0.5, 0.25))).toBe('rgb(255 0 0 / 0.25)');
  });

  it('compares by what renders', () => {
    expect(sameColor(hsl(0, 0, 1), hsl(200, 0.5, 1))).toBe(true);
    expect(sameColor(hsl(0, 0, 1), hsl(0, 0, 1, 0.5))).toBe(false);
  });

  it.each([
    [{ hue: 361, saturation: 0, lightness: 0 }, 'Hue out of bounds'],
    [{ hue: -1, saturation: 0, lightness: 0 }, 'Hue out of bounds'],
    [{ hue: 0, saturation: 1.01, lightness: 0 }, 'Saturation out of bounds'],
    [{ hue: 0, saturation: 0, lightness: -0.1 }, 'Lightness out of bounds'],
    [{ hue: 0, saturation: 0, lightness: 0, alpha: 2 }, 'Alpha out of bounds'],
    [{ hue: 0, saturation: 0 }, 'Missing an H/S/L value'],
    [{ hue: 360, saturation: 1, lightness: 1, alpha: 0 }, undefined],
  ])('bounds: %j → %s', (color, message) => {
    expect(colorError(color)).toBe(message);
  });
});
