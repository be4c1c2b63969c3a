import { describe, expect, it } from 'vitest';
import { claimsMatch, inspectImage } from './detect';
import { avif, gif, jpeg, png, SVG_WITH_SCRIPT, sidewaysJpeg, webp } from './test-images';

describe('inspectImage', () => {
  it.each([
    ['JPEG', jpeg, 'jpeg'],
    ['PNG', png, 'png'],
    ['WebP', webp, 'webp'],
    ['GIF', gif, 'gif'],
    ['AVIF', avif, 'avif'],
  ] as const)('reads %s from its bytes', async (_, make, format) => {
    expect(await inspectImage(await make(40, 30))).toEqual({
      kind: 'image',
      facts: { format, width: 40, height: 30 },
    });
  });

  it('gives the size as displayed, after the EXIF orientation', async () => {
    const result = await inspectImage(await sidewaysJpeg(60, 40));
    expect(result).toEqual({ kind: 'image', facts: { format: 'jpeg', width: 40, height: 60 } });
  });

  it.each([
    ['text', Buffer.from('just some words, not an image')],
    ['SVG', SVG_WITH_SCRIPT],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_, bytes) => {
    expect(await inspectImage(bytes)).toEqual({ kind: 'unsupported' });
  });

  it('refuses images over the pixel limit before decoding them', async () => {
    // A PNG header claiming 20000 x 20000 pixels; sharp reads the size without decoding.
    const header = Buffer.from(await png(1, 1));
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    expect((await inspectImage(header)).kind).toBe('too-many-pixels');
  });

  it('counts pixels against the ceiling it is given', async () => {
    const bytes = await png(20, 20);
    expect((await inspectImage(bytes, 400)).kind).toBe('image');
    expect((await inspectImage(bytes, 399)).kind).toBe('too-many-pixels');
  });
});

describe('claimsMatch', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'jpeg', true],
    ['photo.JPEG', 'image/jpg', 'jpeg', true],
    ['photo', '', 'jpeg', true],
    ['photo.jpg', 'application/octet-stream', 'jpeg', true],
    ['photo.avif', 'image/avif', 'avif', true],
    ['photo.png', 'image/png; charset=binary', 'png', true],
    ['photo.png', 'image/png', 'jpeg', false],
    ['photo.jpg', 'image/png', 'jpeg', false],
    ['notes.txt', 'text/plain', 'png', false],
    ['drawing.svg', '', 'png', false],
  ] as const)('%s declared %j with %s bytes -> %s', (name, type, format, result) => {
    expect(claimsMatch(name, type, format)).toBe(result);
  });
});
