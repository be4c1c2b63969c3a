import { describe, expect, it } from 'vitest';
import { hexColorWeight, isDarkColor, isHexColor, luminance, parseHexColor } from './hex-color';

describe('hex colours', () => {
  it.each([
    ['#abc', { r: 0xaa, g: 0xbb, b: 0xcc }],
    ['abc', { r: 0xaa, g: 0xbb, b: 0xcc }],
    ['#A1B2C3', { r: 0xa1, g: 0xb2, b: 0xc3 }],
    ['000000', { r: 0, g: 0, b: 0 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
  ])('%s parses', (text, rgb) => {
    expect(isHexColor(text)).toBe(true);
    expect(parseHexColor(text)).toEqual(rgb);
  });

  it.each(['', '#', '#ab', '#abcd', '#abcde', '#abcdefa', 'ggg', '##abc', ' abc', '#abc '])(
    '%j is not a hex colour',
    (text) => {
      expect(isHexColor(text)).toBe(false);
      expect(parseHexColor(text)).toBeUndefined();
      expect(hexColorWeight(text)).toBeUndefined();
    },
  );
});

describe('colour weight', () => {
  it('weights the channels 0.299, 0.587, 0.114', () => {
    expect(luminance({ r: 100, g: 0, b: 0 })).toBeCloseTo(29.9);
    expect(luminance({ r: 0, g: 100, b: 0 })).toBeCloseTo(58.7);
    expect(luminance({ r: 0, g: 0, b: 100 })).toBeCloseTo(11.4);
  });

  it.each([
    ['#000', 'dark'],
    ['#fff', 'light'],
    ['#a6a6a6', 'dark'],
    ['#a7a7a7', 'light'],
    ['#ff0000', 'dark'],
    ['#ffff00', 'light'],
  ])('%s is %s (dark below 0.65 of 256)', (hex, weight) => {
    expect(hexColorWeight(hex)).toBe(weight);
  });

  it('166 is dark and 167 is light', () => {
    expect(isDarkColor({ r: 166, g: 166, b: 166 })).toBe(true);
    expect(isDarkColor({ r: 167, g: 167, b: 167 })).toBe(false);
  });
});
