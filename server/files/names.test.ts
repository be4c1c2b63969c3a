import { describe, expect, it } from 'vitest';
import { extensionOf, isFileId, newFileId, uploadName, urlName } from './names';

describe('file names and ids', () => {
  it('makes unguessable ids that the id check accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, newFileId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isFileId(id)).toBe(true);
    for (const bad of ['', '../etc', 'A'.repeat(32), `${newFileId()}x`]) {
      expect(isFileId(bad)).toBe(false);
    }
  });

  it.each([
    ['Beach.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['.hidden', ''],
    ['no-extension', ''],
  ])('extension of %s is %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['  Beach at dawn.jpg ', 'Beach at dawn.jpg'],
    ['', 'image.png'],
    ['\u0000\u0001', 'image.png'],
    [`${'x'.repeat(250)}.png`, 'x'.repeat(200)],
  ])('upload name of %j is %j', (name, stored) => {
    expect(uploadName(name, 'png')).toBe(stored);
  });

  it.each([
    ['Beach at Dawn.JPG', 'jpg', 'beach-at-dawn.jpg'],
    ['Été à Paris!.jpeg', 'jpg', 'ete-a-paris.jpg'],
    ['東京.png', 'png', 'image.png'],
    ['--weird__name--.gif', 'gif', 'weird-name.gif'],
    ['no-extension', 'webp', 'no-extension.webp'],
    [`${'long '.repeat(30)}.png`, 'png', `${'long-'.repeat(12).slice(0, 59)}.png`],
  ])('URL name of %j is %j', (name, extension, result) => {
    expect(urlName(name, extension)).toBe(result);
  });
});
