// A file from the file manager as the image a block stores: its address, id, name, original
// size, width variants and focal point (blocks/media/image-ref.ts).
import type { ImageRef } from '../../blocks/media/image-ref';
import type { FileRecord } from '../../shared/api/files';

export function imageRefFromFile(file: FileRecord): ImageRef {
  return {
    url: file.url,
    fileId: file.id,
    name: file.name,
    originalSize: file.originalSize,
    variants: [...file.variants],
    focalPoint: { x: file.focalPoint.x, y: file.focalPoint.y },
  };
}
