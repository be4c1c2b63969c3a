import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize (1024 steps)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [20_000_000, '19.1 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 5, '5120 TB'],
    [-5, '0 bytes'],
    [2.6, '3 bytes'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
