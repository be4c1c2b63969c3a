// File records for the file manager's tests (only tests import this file).
import type { FileRecord } from '../../shared/api/files';

export function fileRecord(id: string, name: string, extra: Partial<FileRecord> = {}): FileRecord {
  return {
    id,
    name,
    type: 'image/jpeg',
    size: 1536,
    originalSize: '1200x800',
    focalPoint: { x: 0.5, y: 0.5 },
    url: `/files/${id}/${name.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}`,
    variants: ['100w', '300w', '500w', '750w', '1000w'],
    createdAt: '2026-01-02T03:04:05.000Z',
    ...extra,
  };
}
