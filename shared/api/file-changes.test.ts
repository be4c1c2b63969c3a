import { describe, expect, it } from 'vitest';
import { checkFileChange, checkFileName, checkFocalPoint, cleanFileName } from './file-changes';
import { FileMessage, MAX_FILE_NAME_LENGTH } from './files';

const blank = { ok: false, error: 'Please enter a file name.' };

describe('checkFileName', () => {
  it.each([
    ['beach.jpg', { ok: true, value: 'beach.jpg' }],
    ['  Beach at dawn.jpg  ', { ok: true, value: 'Beach at dawn.jpg' }],
    ['tab\there\u0000.png', { ok: true, value: 'tabhere.png' }],
    ['', blank],
    ['   ', blank],
    ['\u0007', blank],
    [42, blank],
    [undefined, blank],
    ['x'.repeat(MAX_FILE_NAME_LENGTH), { ok: true, value: 'x'.repeat(MAX_FILE_NAME_LENGTH) }],
    ['x'.repeat(MAX_FILE_NAME_LENGTH + 1), { ok: false, error: FileMessage.nameTooLong }],
  ])('%j -> %j', (name, result) => {
    expect(checkFileName(name)).toEqual(result);
  });

  it('keeps letters of every script', () => {
    expect(cleanFileName(' Café 東京.webp ')).toBe('Café 東京.webp');
  });
});

describe('checkFocalPoint', () => {
  const refused = { ok: false, error: FileMessage.badFocalPoint };
  it.each([
    [
      { x: 0, y: 1 },
      { ok: true, value: { x: 0, y: 1 } },
    ],
    [
      { x: 0.25, y: 0.75, z: 3 },
      { ok: true, value: { x: 0.25, y: 0.75 } },
    ],
    [{ x: -0.1, y: 0.5 }, refused],
    [{ x: 0.5, y: 1.01 }, refused],
    [{ x: '0.5', y: 0.5 }, refused],
    [{ x: Number.NaN, y: 0.5 }, refused],
    [{ x: 0.5 }, refused],
    [null, refused],
    ['0.5,0.5', refused],
  ])('%j -> %j', (value, result) => {
    expect(checkFocalPoint(value)).toEqual(result);
  });
});

describe('checkFileChange', () => {
  it.each([
    [{ name: ' New ' }, { ok: true, value: { name: 'New' } }],
    [{ focalPoint: { x: 0.1, y: 0.2 } }, { ok: true, value: { focalPoint: { x: 0.1, y: 0.2 } } }],
    [
      { name: 'Both', focalPoint: { x: 1, y: 0 } },
      { ok: true, value: { name: 'Both', focalPoint: { x: 1, y: 0 } } },
    ],
    [{ name: '' }, blank],
    [
      { name: 'Fine', focalPoint: { x: 2, y: 0 } },
      { ok: false, error: FileMessage.badFocalPoint },
    ],
    [{}, { ok: false, error: FileMessage.nothingToChange }],
    [{ size: 3 }, { ok: false, error: FileMessage.nothingToChange }],
    [[], { ok: false, error: FileMessage.nothingToChange }],
    [null, { ok: false, error: FileMessage.nothingToChange }],
  ])('%j -> %j', (body, result) => {
    expect(checkFileChange(body)).toEqual(result);
  });
});
