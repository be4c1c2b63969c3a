import { describe, expect, it } from 'vitest';
import { getBlockSchema } from '../schemas';
import { checkSettingAt, readSettings, validateSetting } from '../settings';
import type { FieldDescriptor } from '../types';
import { MAX_GALLERY_ITEMS } from './item';
import { type GallerySettings, gallerySchema } from './schema';

const field = (key: string): FieldDescriptor => {
  const found = gallerySchema.fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('gallery options: defaults and labels', () => {
  it('is registered as type 8 with the panel named "Gallery options"', () => {
    expect(getBlockSchema(8)).toBe(gallerySchema);
    expect(gallerySchema.panelTitle).toBe('Gallery options');
  });

  it("has every option of the spec's table with its default, and indicators on", () => {
    expect(gallerySchema.defaults).toEqual({
      items: [],
      design: 'grid',
      autoplay: false,
      'autoplay-duration': 5,
      controls: false,
      'auto-crop': true,
      'aspect-ratio': 'square',
      'square-thumbs': true,
      thumbnails: false,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'show-meta-basic': true,
      'show-meta': true,
      'show-meta-only-title': false,
      'meta-position': 'bottom',
      'show-meta-on-hover': false,
      'active-alignment': 'center',
      'thumbnails-per-row': 4,
      padding: 20,
      lightbox: false,
      lightboxTheme: 'dark',
      'max-width': 300,
      newWindow: false,
      transparentBackground: false,
      indicators: true,
    } satisfies GallerySettings);
  });

  it('labels every option in plain words, with a field for each settings key', () => {
    expect(gallerySchema.fields.map((f) => [f.key, f.label])).toEqual([
      ['items', 'Images'],
      ['design', 'Design'],
      ['autoplay', 'Autoplay'],
      ['autoplay-duration', 'Autoplay duration'],
      ['controls', 'Controls'],
      ['auto-crop', 'Auto crop'],
      ['aspect-ratio', 'Aspect ratio'],
      ['square-thumbs', 'Square thumbnails'],
      ['thumbnails', 'Thumbnails'],
      ['thumbnail-strip-height', 'Thumbnail strip height'],
      ['thumbnail-strip-margin', 'Thumbnail strip margin'],
      ['show-meta-basic', 'Show title and description'],
      ['show-meta', 'Show title and description on slides'],
      ['show-meta-only-title', 'Show title only'],
      ['meta-position', 'Text position'],
      ['show-meta-on-hover', 'Show text on hover only'],
      ['active-alignment', 'Active image alignment'],
      ['thumbnails-per-row', 'Thumbnails per row'],
      ['padding', 'Padding'],
      ['lightbox', 'Lightbox'],
      ['lightboxTheme', 'Lightbox theme'],
      ['max-width', 'Max width'],
      ['newWindow', 'Open links in a new window'],
      ['transparentBackground', 'Transparent background'],
      ['indicators', 'Indicators'],
    ]);
    expect(gallerySchema.fields.map((f) => f.key).sort()).toEqual(
      Object.keys(gallerySchema.defaults).sort(),
    );
  });

  it('shows the design as segmented buttons and the ranges as sliders with units', () => {
    expect(field('design')).toMatchObject({
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'slideshow', label: 'Slideshow' },
        { value: 'slider', label: 'Slider' },
        { value: 'grid', label: 'Grid' },
        { value: 'stacked', label: 'Stacked' },
      ],
    });
    expect(field('autoplay-duration')).toMatchObject({ min: 1, max: 10, unit: 's', slider: true });
    expect(field('thumbnail-strip-height')).toMatchObject({ min: 0, max: 200, unit: 'px' });
    expect(field('thumbnail-strip-margin')).toMatchObject({ min: 0, max: 60, unit: 'px' });
    expect(field('thumbnails-per-row')).toMatchObject({ min: 1, max: 10, slider: true });
    expect(field('padding')).toMatchObject({ min: 0, max: 50, unit: 'px' });
    expect(field('max-width')).toMatchObject({ min: 100, max: 300, unit: 'px' });
  });

  it('offers the seven aspect ratios and the seven text positions', () => {
    const values = (key: string) => {
      const f = field(key);
      return f.kind === 'select' ? f.options.map((option) => option.value) : [];
    };
    expect(values('aspect-ratio')).toEqual([
      'square',
      'standard',
      'standard-vertical',
      'four-three',
      'three-four-vertical',
      'widescreen',
      'anamorphic-widescreen',
    ]);
    expect(values('meta-position')).toEqual([
      'top',
      'top-left',
      'top-right',
      'center',
      'bottom',
      'bottom-left',
      'bottom-right',
    ]);
  });
});

describe('gallery options: ranges and refusals', () => {
  it.each([
    ['autoplay-duration', 1, 10, 'Autoplay duration must be from 1 to 10 seconds.'],
    ['thumbnail-strip-height', 0, 200, 'Thumbnail strip height must be from 0 to 200 px.'],
    ['thumbnail-strip-margin', 0, 60, 'Thumbnail strip margin must be from 0 to 60 px.'],
    ['thumbnails-per-row', 1, 10, 'Thumbnails per row must be from 1 to 10.'],
    ['padding', 0, 50, 'Padding must be from 0 to 50 px.'],
    ['max-width', 100, 300, 'Max width must be from 100 to 300 px.'],
  ] as const)('%s takes %i to %i and refuses one beyond', (key, min, max, message) => {
    expect(validateSetting(gallerySchema, key, min)).toEqual({ ok: true, value: min });
    expect(validateSetting(gallerySchema, key, max)).toEqual({ ok: true, value: max });
    expect(validateSetting(gallerySchema, key, min - 1)).toEqual({ ok: false, message });
    expect(validateSetting(gallerySchema, key, max + 1)).toEqual({ ok: false, message });
  });

  it.each([
    ['padding', '20', 'Padding must be a number.'],
    ['padding', 2.5, 'Padding must be a whole number.'],
    ['autoplay-duration', null, 'Autoplay duration must be a number.'],
    ['autoplay', 'yes', 'Choose on or off.'],
    ['lightbox', 1, 'Choose on or off.'],
    ['design', 'carousel', 'Choose slideshow, slider, grid or stacked.'],
    ['lightboxTheme', 'sepia', 'Choose dark or light.'],
    ['active-alignment', 'justify', 'Choose left, center or right.'],
    ['meta-position', 'middle', /^Choose top, top-left/],
    ['aspect-ratio', '5:4', /^Choose square, standard/],
    ['items', 'photos', 'The images must be a list.'],
  ] as const)('%s = %j is refused with %s', (key, value, message) => {
    const result = validateSetting(gallerySchema, key, value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it.each([
    ['design', 'slideshow'],
    ['design', 'stacked'],
    ['aspect-ratio', 'anamorphic-widescreen'],
    ['meta-position', 'top-right'],
    ['lightboxTheme', 'light'],
    ['active-alignment', 'left'],
  ] as const)('%s accepts %s', (key, value) => {
    expect(validateSetting(gallerySchema, key, value)).toEqual({ ok: true, value });
  });

  it('reads a stored value that does not fit as its default and keeps the rest', () => {
    const settings = readSettings(gallerySchema, {
      design: 'slider',
      padding: 99,
      'thumbnails-per-row': 'four',
    });
    expect(settings.design).toBe('slider');
    expect(settings.padding).toBe(20);
    expect(settings['thumbnails-per-row']).toBe(4);
  });
});

describe('gallery images list', () => {
  const list = field('items');

  it('adds images with "Add image", names them "image" and holds at most 100', () => {
    expect(list).toMatchObject({
      kind: 'list',
      addLabel: 'Add images',
      itemNoun: 'image',
      addFromFiles: 'image',
      maxItems: MAX_GALLERY_ITEMS,
    });
    expect(MAX_GALLERY_ITEMS).toBe(100);
    if (list.kind !== 'list') return;
    expect(list.itemFields.map((f) => [f.key, f.kind])).toEqual([
      ['image', 'image'],
      ['title', 'text'],
      ['description', 'textarea'],
      ['altText', 'text'],
      ['link', 'url'],
    ]);
    expect(list.newItem()).toEqual({
      mediaType: 'imageFile',
      image: null,
      title: '',
      description: '',
      altText: '',
      link: '',
    });
  });

  it('checks a whole new list: 100 images fit, the 101st is refused', () => {
    const item = (n: number) => ({ id: `g${n}`, image: { url: `/img/${n}.jpg` } });
    const hundred = Array.from({ length: 100 }, (_, n) => item(n));
    expect(validateSetting(gallerySchema, 'items', hundred).ok).toBe(true);
    expect(validateSetting(gallerySchema, 'items', [...hundred, item(100)])).toEqual({
      ok: false,
      message: 'A gallery holds at most 100 images.',
    });
  });

  it.each([
    ['link', '/about', true],
    ['link', '', true],
    ['link', 'javascript:alert(1)', false],
    ['link', 'https://', false],
    ['title', 'x'.repeat(200), true],
    ['title', 'x'.repeat(201), false],
    ['description', 'x'.repeat(1001), false],
    ['altText', 'x'.repeat(250), true],
    ['altText', 'x'.repeat(251), false],
    ['mediaType', 'video', true],
    ['mediaType', 'assetReused', true],
    ['mediaType', 'gif', false],
    ['image', { url: '/a.jpg', focalPoint: { x: 0.2, y: 0.9 } }, true],
    ['image', { url: 'data:image/png;base64,AAAA' }, false],
  ] as const)('an item with %s = %j -> ok %j', (key, value, ok) => {
    const settings = { items: [{ id: 'g1', image: { url: '/a.jpg' } }] };
    expect(checkSettingAt(gallerySchema, settings, ['items', 0, key], value).ok).toBe(ok);
  });

  it('keeps every media type in the data', () => {
    const items = [
      'imageEmpty',
      'imageFile',
      'imageLicensed',
      'imageReused',
      'assetReused',
      'video',
    ].map((mediaType, n) => ({ id: `g${n}`, mediaType }));
    const settings = readSettings(gallerySchema, { items });
    expect(settings.items.map((item) => item.mediaType)).toEqual(items.map((i) => i.mediaType));
  });

  it('labels an item by its title, else its file name, else "Image N"', () => {
    if (list.kind !== 'list') return;
    expect(list.itemLabel({ title: ' Dunes ', image: { name: 'a.jpg' } }, 0)).toBe('Dunes');
    expect(list.itemLabel({ title: '', image: { url: '/a.jpg', name: 'sea.jpg' } }, 1)).toBe(
      'sea.jpg',
    );
    expect(list.itemLabel({ title: '  ', image: null }, 2)).toBe('Image 3');
  });
});

describe('gallery options shown per design', () => {
  const shown = (settings: Record<string, unknown>) => {
    const context = { ...gallerySchema.defaults, ...settings };
    return gallerySchema.fields
      .filter((f) => !f.visibleWhen || f.visibleWhen(context))
      .map((f) => f.key);
  };
  const always = ['items', 'design', 'lightbox', 'newWindow', 'transparentBackground'];
  const meta = ['show-meta-only-title', 'meta-position', 'show-meta-on-hover'];

  it('grid: ratio, columns, padding, crop and its own title switch', () => {
    expect(shown({ design: 'grid' }).sort()).toEqual(
      [
        ...always,
        'auto-crop',
        'aspect-ratio',
        'thumbnails-per-row',
        'padding',
        'show-meta-basic',
        ...meta,
      ].sort(),
    );
  });

  it('stacked: max width and padding, nothing to crop', () => {
    expect(shown({ design: 'stacked' }).sort()).toEqual(
      [...always, 'padding', 'max-width', 'show-meta-basic', ...meta].sort(),
    );
  });

  it('slideshow: autoplay without a duration, controls, indicators, thumbnails', () => {
    expect(shown({ design: 'slideshow', autoplay: true }).sort()).toEqual(
      [
        ...always,
        'autoplay',
        'controls',
        'indicators',
        'thumbnails',
        'auto-crop',
        'show-meta',
        ...meta,
      ].sort(),
    );
  });

  it('slider: the duration once autoplay is on, alignment and padding', () => {
    const off = shown({ design: 'slider' });
    expect(off).not.toContain('autoplay-duration');
    expect(shown({ design: 'slider', autoplay: true }).sort()).toEqual(
      [
        ...always,
        'autoplay',
        'autoplay-duration',
        'controls',
        'indicators',
        'thumbnails',
        'auto-crop',
        'active-alignment',
        'padding',
        'show-meta',
        ...meta,
      ].sort(),
    );
  });

  it('shows the thumbnail strip options only with thumbnails on', () => {
    const strip = ['square-thumbs', 'thumbnail-strip-height', 'thumbnail-strip-margin'];
    for (const key of strip) {
      expect(shown({ design: 'slideshow', thumbnails: true })).toContain(key);
      expect(shown({ design: 'slideshow', thumbnails: false })).not.toContain(key);
      expect(shown({ design: 'grid', thumbnails: true })).not.toContain(key);
    }
  });

  it('shows the lightbox theme only with the lightbox on', () => {
    expect(shown({ lightbox: true })).toContain('lightboxTheme');
    expect(shown({ lightbox: false })).not.toContain('lightboxTheme');
  });

  it("hides the text options when the design's own title switch is off", () => {
    expect(shown({ design: 'grid', 'show-meta-basic': false })).not.toContain('meta-position');
    // The slideshow's switch is show-meta, so turning show-meta-basic off changes nothing there.
    expect(shown({ design: 'slideshow', 'show-meta-basic': false })).toContain('meta-position');
    expect(shown({ design: 'slideshow', 'show-meta': false })).not.toContain('meta-position');
  });

  it('reads a stored value that does not fit as its default, as the frame does', () => {
    expect(shown({ design: 'mosaic' })).toContain('thumbnails-per-row');
    expect(shown({ design: 'slideshow', thumbnails: 'yes' })).not.toContain('square-thumbs');
  });
});
