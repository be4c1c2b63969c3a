import { describe, expect, it } from 'vitest';
import {
  focalPointText,
  parseImageSize,
  resizedHeightForWidth,
  resizedWidthForHeight,
  thumbnailForHeight,
} from './image-size';

const INVALID = { ok: false, error: 'Invalid source parameter, pass in originalSize' };

describe('parseImageSize', () => {
  it.each([
    ['1600x900', { width: 1600, height: 900 }],
    ['1x1', { width: 1, height: 1 }],
    ['0x10', { width: 0, height: 10 }],
  ])('%s', (text, size) => {
    expect(parseImageSize(text)).toEqual(size);
  });

  it.each([undefined, '', '1600', '1600X900', '1600x', 'x900', '16.5x9', '1600x900x2', ' 1x1'])(
    '%j is not a size',
    (text) => {
      expect(parseImageSize(text)).toBeUndefined();
    },
  );
});

describe('resizing', () => {
  it.each([
    ['1600x900', 800, 450],
    ['1600x900', 1000, 562],
    ['100x300', 50, 150],
  ])('%s at width %i has height %i', (size, width, height) => {
    expect(resizedHeightForWidth(size, width)).toEqual({ ok: true, value: height });
  });

  it.each([
    ['1600x900', 450, 800],
    ['1600x900', 100, 177],
  ])('%s at height %i has width %i', (size, height, width) => {
    expect(resizedWidthForHeight(size, height)).toEqual({ ok: true, value: width });
  });

  it.each([undefined, 'big', '0x900', '1600x0'])('%j gives the sizing error', (size) => {
    expect(resizedHeightForWidth(size, 100)).toEqual(INVALID);
    expect(resizedWidthForHeight(size, 100)).toEqual(INVALID);
    expect(thumbnailForHeight(size, 100)).toEqual(INVALID);
  });

  it.each([
    ['1600x900', 100, '300w'],
    ['1600x900', 300, '750w'],
    ['1600x900', 900, '1500w'],
    ['100x1000', 500, '100w'],
  ])('%s at height %i uses thumbnail %s', (size, height, variant) => {
    expect(thumbnailForHeight(size, height)).toEqual({ ok: true, value: variant });
  });
});

describe('focalPointText', () => {
  it.each([
    [undefined, '0.5,0.5'],
    [{ x: 0.2, y: 0.8 }, '0.2,0.8'],
    [{ x: 0, y: 1 }, '0,1'],
  ])('%j -> %s', (point, text) => {
    expect(focalPointText(point)).toBe(text);
  });
});
