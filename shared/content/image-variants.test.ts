import { describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_NAMES,
  imageSrcset,
  imageVariantUrl,
  thumbnailForWidth,
  widthVariants,
} from './image-variants';

const asset = 'https://images.example.com/abc/photo.jpg';

describe('image variants', () => {
  it('are 100w to 2500w', () => {
    expect(IMAGE_VARIANT_NAMES).toEqual([
      '100w',
      '300w',
      '500w',
      '750w',
      '1000w',
      '1500w',
      '2500w',
    ]);
  });

  it('a variant URL asks for its format', () => {
    expect(imageVariantUrl(asset, '500w')).toBe(`${asset}?format=500w`);
  });

  it('the default srcset lists every variant', () => {
    expect(imageSrcset(asset)).toBe(
      [100, 300, 500, 750, 1000, 1500, 2500].map((w) => `${asset}?format=${w}w ${w}w`).join(', '),
    );
  });

  it.each([
    [['500w'], `${asset}?format=500w 500w`],
    [['300w', '750w'], `${asset}?format=300w 300w, ${asset}?format=750w 750w`],
    [[], ''],
  ])('srcset of %j', (variants, expected) => {
    expect(imageSrcset(asset, variants)).toBe(expected);
  });

  it.each([
    ['100w,300w,500w,original', ['100w', '300w', '500w']],
    ['100w, 2500w', ['100w', '2500w']],
    ['original', []],
    ['', []],
    ['w,10x,750w', ['750w']],
  ])('width variants of %j', (systemDataVariants, expected) => {
    expect(widthVariants(systemDataVariants)).toEqual(expected);
  });
});

describe('thumbnailForWidth', () => {
  it.each([
    [0, '100w'],
    [100, '100w'],
    [101, '300w'],
    [300, '300w'],
    [301, '500w'],
    [500, '500w'],
    [501, '750w'],
    [750, '750w'],
    [751, '1000w'],
    [1000, '1000w'],
    [1001, '1500w'],
    [4000, '1500w'],
    [Number.NaN, '100w'],
  ])('%i px -> %s', (width, variant) => {
    expect(thumbnailForWidth(width)).toBe(variant);
  });
});
