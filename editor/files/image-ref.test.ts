import { describe, expect, it } from 'vitest';
import { imageRefSchema } from '../../blocks/media/image-ref';
import type { FileRecord } from '../../shared/api/files';
import { imageRefFromFile } from './image-ref';

const file: FileRecord = {
  id: 'abc123',
  name: 'bowls.jpg',
  type: 'image/jpeg',
  size: 1234,
  originalSize: '1600x1000',
  focalPoint: { x: 0.3, y: 0.6 },
  url: '/files/abc123/bowls.jpg',
  variants: ['100w', '300w', '500w'],
  createdAt: '2026-11-22T00:00:00.000Z',
};

describe('imageRefFromFile', () => {
  it('keeps what the frame needs for srcset and cropping, and passes the block schema', () => {
    const ref = imageRefFromFile(file);
    expect(ref).toEqual({
      url: '/files/abc123/bowls.jpg',
      fileId: 'abc123',
      name: 'bowls.jpg',
      originalSize: '1600x1000',
      variants: ['100w', '300w', '500w'],
      focalPoint: { x: 0.3, y: 0.6 },
    });
    expect(imageRefSchema.parse(ref)).toEqual(ref);
  });
});
