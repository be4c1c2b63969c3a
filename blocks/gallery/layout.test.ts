import { describe, expect, it } from 'vitest';
import {
  aspectRatioCss,
  gridSizes,
  metaLayout,
  phoneColumns,
  SLIDER_SIZES,
  stackedSizes,
  thumbnailWidth,
} from './layout';
import { gallerySchema } from './schema';

describe('image sizes per design', () => {
  it.each([
    [1, '(max-width: 432px) 100vw, 100vw'],
    [2, '(max-width: 432px) 50vw, calc(100vw / 2)'],
    [4, '(max-width: 432px) 50vw, calc(100vw / 4)'],
    [10, '(max-width: 432px) 50vw, calc(100vw / 10)'],
  ])('a grid of %i per row asks for %s', (columns, sizes) => {
    expect(gridSizes(columns)).toBe(sizes);
  });

  it('shows at most two grid columns on a phone', () => {
    expect([1, 2, 4, 10].map(phoneColumns)).toEqual([1, 2, 2, 2]);
  });

  it('asks for slider, stacked and thumbnail widths', () => {
    expect(SLIDER_SIZES).toBe('(max-width: 432px) 85vw, 60vw');
    expect(stackedSizes(150)).toBe('150px');
  });

  it('makes thumbnails square, or as wide as the image ratio says (3:2 when unknown)', () => {
    const wide = { url: '/a.jpg', originalSize: '1600x800', focalPoint: { x: 0.5, y: 0.5 } };
    expect(thumbnailWidth(80, true, wide)).toBe(80);
    expect(thumbnailWidth(80, false, wide)).toBe(160);
    expect(thumbnailWidth(80, false, { url: '/a.jpg', focalPoint: { x: 0.5, y: 0.5 } })).toBe(120);
  });

  it('gives each named ratio its CSS aspect-ratio', () => {
    expect(aspectRatioCss('square')).toBe('1 / 1');
    expect(aspectRatioCss('standard-vertical')).toBe('2 / 3');
    expect(aspectRatioCss('anamorphic-widescreen')).toBe('2.4 / 1');
  });
});

describe('titles and descriptions', () => {
  const settings = gallerySchema.defaults;

  it("follow the design's own switch", () => {
    expect(metaLayout({ ...settings, design: 'grid', 'show-meta-basic': false })).toBeNull();
    expect(metaLayout({ ...settings, design: 'slider', 'show-meta-basic': false })).not.toBeNull();
    expect(metaLayout({ ...settings, design: 'slideshow', 'show-meta': false })).toBeNull();
  });

  it('carry the position, title-only and hover options', () => {
    expect(
      metaLayout({
        ...settings,
        'meta-position': 'top-left',
        'show-meta-only-title': true,
        'show-meta-on-hover': true,
      }),
    ).toEqual({ position: 'top-left', onlyTitle: true, onHover: true });
  });
});
