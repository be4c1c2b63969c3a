import { describe, expect, it } from 'vitest';
import { hslaText, hslError } from './hsl-color';

describe('hslError', () => {
  it.each([
    [{ hue: 0, saturation: 0, lightness: 0 }, undefined],
    [{ hue: 360, saturation: 1, lightness: 1, alpha: 1 }, undefined],
    [{ hue: 180, saturation: 0.5, lightness: 0.5, alpha: 0 }, undefined],
    [{ saturation: 0.5, lightness: 0.5 }, 'Missing an H/S/L value'],
    [{ hue: 10, lightness: 0.5 }, 'Missing an H/S/L value'],
    [{ hue: 10, saturation: 0.5 }, 'Missing an H/S/L value'],
    [{ hue: Number.NaN, saturation: 0.5, lightness: 0.5 }, 'Missing an H/S/L value'],
    [{ hue: -1, saturation: 0.5, lightness: 0.5 }, 'Hue out of bounds'],
    [{ hue: 360.5, saturation: 0.5, lightness: 0.5 }, 'Hue out of bounds'],
    [{ hue: 10, saturation: 1.01, lightness: 0.5 }, 'Saturation out of bounds'],
    [{ hue: 10, saturation: -0.1, lightness: 0.5 }, 'Saturation out of bounds'],
    [{ hue: 10, saturation: 0.5, lightness: 2 }, 'Lightness out of bounds'],
    [{ hue: 10, saturation: 0.5, lightness: -1 }, 'Lightness out of bounds'],
    [{ hue: 10, saturation: 0.5, lightness: 0.5, alpha: 1.5 }, 'Alpha out of bounds'],
    [{ hue: 10, saturation: 0.5, lightness: 0.5, alpha: -0.5 }, 'Alpha out of bounds'],
    [{ hue: 10, saturation: 0.5, lightness: 0.5, alpha: Number.NaN }, 'Alpha out of bounds'],
    [{ hue: 400, saturation: 2, lightness: 2, alpha: 2 }, 'Hue out of bounds'],
  ])('%j: %s', (color, error) => {
    expect(hslError(color)).toBe(error);
  });
});

describe('hslaText', () => {
  it.each([
    [{ hue: 210, saturation: 0.5, lightness: 0.4 }, 'hsla(210, 50%, 40%, 1)'],
    [{ hue: 0, saturation: 1, lightness: 0.333, alpha: 0.25 }, 'hsla(0, 100%, 33.3%, 0.25)'],
  ])('%j -> %s', (color, text) => {
    expect(hslaText(color)).toBe(text);
  });

  it('throws the colour error', () => {
    expect(() => hslaText({ hue: 500, saturation: 0, lightness: 0 })).toThrow('Hue out of bounds');
  });
});
