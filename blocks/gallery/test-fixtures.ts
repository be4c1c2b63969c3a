// Gallery blocks for the renderer tests: images from the file manager with width variants.
import type { Block } from '../../shared/document/schema';

export function galleryImage(n: number, fields: Record<string, unknown> = {}) {
  return {
    id: `g${n}`,
    mediaType: 'imageFile',
    image: {
      url: `/files/f${n}/photo-${n}.jpg`,
      fileId: `f${n}`,
      name: `photo-${n}.jpg`,
      originalSize: '3000x2000',
      variants: ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'],
      focalPoint: { x: 0.25, y: 0.75 },
    },
    title: '',
    description: '',
    altText: `Photo ${n}`,
    link: '',
    ...fields,
  };
}

export function galleryImages(count: number) {
  return Array.from({ length: count }, (_, n) => galleryImage(n + 1));
}

export function galleryBlock(settings: Record<string, unknown>): Block {
  return { id: 'gal1', type: 8, settings };
}
