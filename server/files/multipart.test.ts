import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../shared/api/files';
import { fileNameInHead, readUpload } from './multipart';

const encode = (text: string) => new TextEncoder().encode(text);

function formRequest(form: FormData): Request {
  return new Request('http://x/api/files', { method: 'POST', body: form });
}

describe('fileNameInHead', () => {
  it('finds the file part name as browsers encode it', () => {
    const head = encode(
      '------b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n' +
        '------b\r\nContent-Disposition: form-data; name="file"; filename="Été %22best%22.jpg"\r\n' +
        'Content-Type: image/jpeg\r\n\r\n\xff\xd8',
    );
    expect(fileNameInHead(head)).toBe('Été "best".jpg');
  });

  it('answers an empty name when the part is missing or cut off', () => {
    expect(
      fileNameInHead(encode('------b\r\nContent-Disposition: form-data; name="file"; filen')),
    ).toBe('');
    expect(fileNameInHead(encode('nothing like a form'))).toBe('');
  });
});

describe('readUpload', () => {
  it('reads the file part with its name and type', async () => {
    const form = new FormData();
    form.append('file', new Blob([encode('bytes')], { type: 'image/png' }), 'a.png');
    const read = await readUpload(formRequest(form));
    expect(read).toMatchObject({ kind: 'file', name: 'a.png', type: 'image/png' });
    expect(read.kind === 'file' && new TextDecoder().decode(read.bytes)).toBe('bytes');
  });

  it('answers no-file without a file part or without a form', async () => {
    const form = new FormData();
    form.append('file', 'just text');
    expect(await readUpload(formRequest(form))).toEqual({ kind: 'no-file' });
    const json = new Request('http://x/', { method: 'POST', body: '{}' });
    expect(await readUpload(json)).toEqual({ kind: 'no-file' });
  });

  it('names a file one byte over the maximum', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]), 'big.jpg');
    expect(await readUpload(formRequest(form))).toEqual({ kind: 'too-large', name: 'big.jpg' });
  });

  it('names a file far over the maximum from the start of the body alone', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MAX_FILE_BYTES * 2)]), 'huge.png');
    expect(await readUpload(formRequest(form))).toEqual({ kind: 'too-large', name: 'huge.png' });
  });
});
