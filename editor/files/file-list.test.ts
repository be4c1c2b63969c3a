import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../shared/api/files';
import { emptyListText, uploadRefusal, withFile, withoutFile } from './file-list';
import { fileRecord } from './test-records';

describe('uploadRefusal', () => {
  it('refuses a file over 20 MB with the spec sentence, before sending it', () => {
    expect(uploadRefusal({ name: 'big.jpg', size: MAX_FILE_BYTES + 1 })).toBe(
      'The file big.jpg is too large. The maximum allowed file size is 20 MB.',
    );
    expect(uploadRefusal({ name: '', size: MAX_FILE_BYTES + 1 })).toBe(
      'The file you chose is too large. The maximum allowed file size is 20 MB.',
    );
    expect(uploadRefusal({ name: 'ok.jpg', size: MAX_FILE_BYTES })).toBeUndefined();
  });
});

describe('the list after a change', () => {
  const a = fileRecord('a', 'a.jpg');
  const b = fileRecord('b', 'b.jpg');

  it('puts a new file first and a changed one in its place', () => {
    const c = fileRecord('c', 'c.jpg');
    expect(withFile([a, b], c)).toEqual([c, a, b]);
    const renamed = { ...b, name: 'renamed.jpg' };
    expect(withFile([a, b], renamed)).toEqual([a, renamed]);
  });

  it('drops a deleted file', () => {
    expect(withoutFile([a, b], 'a')).toEqual([b]);
    expect(withoutFile([a, b], 'z')).toEqual([a, b]);
  });
});

describe('emptyListText', () => {
  it('invites an upload, or names the search that found nothing', () => {
    expect(emptyListText('  ')).toBe(
      'No files yet. Upload images with the button, or drop them here.',
    );
    expect(emptyListText(' beach ')).toBe('No files match “beach”.');
  });
});
