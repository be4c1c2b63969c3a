import { describe, expect, it } from 'vitest';
import {
  type GalleryItem,
  galleryItemAlt,
  galleryItemSchema,
  MAX_GALLERY_ITEMS,
  readGalleryItems,
  shownItems,
} from './item';

const item = (fields: Partial<GalleryItem> & { id?: string }): GalleryItem =>
  galleryItemSchema.parse({ id: 'g1', image: { url: '/a.jpg', name: 'beach.jpg' }, ...fields });

describe('gallery item alt text', () => {
  it("uses the owner's alt text, trimmed", () => {
    expect(galleryItemAlt(item({ altText: '  A red door ', description: 'Doors' }))).toBe(
      'A red door',
    );
  });

  it('falls back to the title, then the description cut to 250 characters', () => {
    expect(galleryItemAlt(item({ title: 'Dunes', description: 'Sand' }))).toBe('Dunes');
    const long = `${'word '.repeat(60)}end`;
    const alt = galleryItemAlt(item({ description: long }));
    expect(alt).toHaveLength(250);
    expect(long.startsWith(alt)).toBe(true);
  });

  it('falls back to the file name last, and is empty without any of them', () => {
    expect(galleryItemAlt(item({}))).toBe('beach.jpg');
    expect(galleryItemAlt(item({ image: { url: '/a.jpg', focalPoint: { x: 0.5, y: 0.5 } } }))).toBe(
      '',
    );
  });
});

describe('the items a gallery shows', () => {
  it('keeps images with a usable address, in order, and leaves out videos and empty items', () => {
    const items = [
      item({ id: 'a' }),
      item({ id: 'b', mediaType: 'video' }),
      item({ id: 'c', image: null, mediaType: 'imageEmpty' }),
      item({ id: 'd', mediaType: 'imageReused' }),
      // A hand-edited document the schema would refuse: the renderer checks again.
      { ...item({ id: 'e' }), image: { url: 'javascript:alert(1)', focalPoint: { x: 0, y: 0 } } },
    ];
    expect(shownItems(items).map((shown) => shown.id)).toEqual(['a', 'd']);
  });
});

describe('reading a stored list', () => {
  it('keeps a good item as it is', () => {
    const good = item({ id: 'a', title: 'Dunes', link: '/sand' });
    expect(readGalleryItems([good])).toEqual([good]);
  });

  it('drops only the value that does not fit, not the item or the gallery', () => {
    const [read] = readGalleryItems([
      { id: 'a', image: { url: '/a.jpg' }, title: 'Dunes', link: 'javascript:alert(1)' },
    ]);
    expect(read).toMatchObject({ id: 'a', title: 'Dunes', link: '', mediaType: 'imageFile' });
    expect(read?.image?.url).toBe('/a.jpg');
  });

  it('gives an item without an id one, and reads anything but a list as no items', () => {
    expect(readGalleryItems([{ image: { url: '/a.jpg' } }, 'junk']).map((i) => i.id)).toEqual([
      'item-1',
      'item-2',
    ]);
    expect(readGalleryItems({ 0: 'a' })).toEqual([]);
  });

  it('reads at most 100 items', () => {
    const many = Array.from({ length: MAX_GALLERY_ITEMS + 5 }, (_, n) => item({ id: `i${n}` }));
    expect(readGalleryItems(many)).toHaveLength(MAX_GALLERY_ITEMS);
  });
});
