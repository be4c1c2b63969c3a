import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  deleteFileTitle,
  FileMessage,
  fileTooLargeMessage,
  imageTooLargeToProcessMessage,
  MAX_FILE_BYTES,
  MAX_FILE_SIZE_TEXT,
  unknownFormatMessage,
  unsupportedFileTypeMessage,
} from './files';

describe('the files API sentences', () => {
  it('quote the spec with the file name filled in', () => {
    expect(fileTooLargeMessage('beach.jpg')).toBe(
      'The file beach.jpg is too large. The maximum allowed file size is 20 MB.',
    );
    expect(fileTooLargeMessage('a.png', '5 MB')).toBe(
      'The file a.png is too large. The maximum allowed file size is 5 MB.',
    );
    expect(unsupportedFileTypeMessage('notes.jpg')).toBe(
      'The file notes.jpg does not appear to be a supported file type.',
    );
    expect(deleteFileTitle('beach.jpg')).toBe('Delete beach.jpg?');
    expect(FileMessage.deleteMessage).toBe(
      "This can't be undone. Make sure to update all links to this file.",
    );
    expect(FileMessage.blankName).toBe('Please enter a file name.');
    expect([FileMessage.uploadFailedTitle, FileMessage.uploadFailed]).toEqual([
      'Unable to Upload File',
      'There was a problem while uploading your file.',
    ]);
    expect([FileMessage.renameFailedTitle, FileMessage.renameFailed]).toEqual([
      'Unable to Rename File',
      'There was a problem while renaming your file.',
    ]);
  });

  it('states the maximum in decimal megabytes', () => {
    expect(MAX_FILE_BYTES).toBe(20_000_000);
    expect(MAX_FILE_SIZE_TEXT).toBe('20 MB');
  });

  it('names the limits and sizes of our own refusals', () => {
    expect(imageTooLargeToProcessMessage('huge.png', 100_000_000)).toBe(
      'The image huge.png is too large to process: at most 100 megapixels.',
    );
    expect(imageTooLargeToProcessMessage('small.png', 400)).toBe(
      'The image small.png is too large to process: at most 400 pixels.',
    );
    expect(unknownFormatMessage('42w')).toBe(
      '"42w" is not an image size. Use one of: 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w.',
    );
  });

  it('accepts the five image types in a file input', () => {
    expect(ACCEPTED_FILE_TYPES).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });
});
