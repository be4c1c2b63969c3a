import { describe, expect, it } from 'vitest';
import { FileMessage, fileTooLargeMessage } from '../../shared/api/files';
import { fakeFetch, json } from '../test-fetch';
import { createFilesClient } from './client';
import { fileRecord } from './test-records';

const cookies = () => 'other=1; crumb=abc123';
const beach = fileRecord('f1', 'beach.jpg');

/** Stands in for XMLHttpRequest: records what is sent; the test plays the events. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function uploadClient() {
  const xhr = new FakeXhr();
  // The fake has the members xhrUpload uses; the rest of XMLHttpRequest is never touched.
  const client = createFilesClient({ cookies, createXhr: () => xhr as unknown as XMLHttpRequest });
  return { xhr, client };
}

const photo = () => new File([new Uint8Array(10)], 'beach.jpg', { type: 'image/jpeg' });

describe('list', () => {
  it('reads the files, with the search in the query', async () => {
    const { calls, fetch } = fakeFetch(json(200, { files: [beach] }));
    const client = createFilesClient({ fetch, cookies, baseUrl: 'http://x' });
    expect(await client.list('  Beach & sun ')).toEqual({ ok: true, value: [beach] });
    expect(calls[0]!.url).toBe('http://x/api/files?search=Beach%20%26%20sun');
    expect(new Headers(calls[0]!.init.headers).has('X-CSRF-Token')).toBe(false);
  });

  it.each([
    ['a network failure', new TypeError('offline'), 0, 'Unable to load. Try again.'],
    [
      'a half-formed answer',
      json(200, { files: [{ id: 'x' }] }),
      200,
      'Unable to load. Try again.',
    ],
    [
      'a refusal',
      json(403, { error: 'Your session has expired.' }),
      403,
      'Your session has expired.',
    ],
  ])('answers %s with a message', async (_, answer, status, message) => {
    const { fetch } = fakeFetch(answer);
    expect(await createFilesClient({ fetch, cookies }).list()).toEqual({
      ok: false,
      status,
      message,
    });
  });
});

describe('rename, focal point and delete', () => {
  it('renames with the crumb and gives the new record', async () => {
    const renamed = { ...beach, name: 'Shore.jpg' };
    const { calls, fetch } = fakeFetch(json(200, renamed));
    const result = await createFilesClient({ fetch, cookies }).rename('f1', ' Shore.jpg ');
    expect(result).toEqual({ ok: true, value: renamed });
    expect(calls[0]!.url).toBe('/api/files/f1');
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(calls[0]!.init.body).toBe('{"name":"Shore.jpg"}');
    expect(new Headers(calls[0]!.init.headers).get('X-CSRF-Token')).toBe('abc123');
  });

  it('refuses a blank name without asking the server', async () => {
    const { calls, fetch } = fakeFetch(json(200, beach));
    expect(await createFilesClient({ fetch, cookies }).rename('f1', '  ')).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter a file name.',
    });
    expect(calls).toEqual([]);
  });

  it.each([
    ['a network failure', new TypeError('offline'), 0, FileMessage.renameFailed],
    ['a server failure without a message', json(500, {}), 500, FileMessage.renameFailed],
    ['a refusal', json(404, { error: 'File not found.' }), 404, 'File not found.'],
  ])('a rename answers %s with a message', async (_, answer, status, message) => {
    const { fetch } = fakeFetch(answer);
    const result = await createFilesClient({ fetch, cookies }).rename('f1', 'x.jpg');
    expect(result).toEqual({ ok: false, status, message });
  });

  it('moves the focal point', async () => {
    const moved = { ...beach, focalPoint: { x: 0.2, y: 0.3 } };
    const { calls, fetch } = fakeFetch(json(200, moved));
    const result = await createFilesClient({ fetch, cookies }).setFocalPoint('f1', {
      x: 0.2,
      y: 0.3,
    });
    expect(result).toEqual({ ok: true, value: moved });
    expect(calls[0]!.init.body).toBe('{"focalPoint":{"x":0.2,"y":0.3}}');
  });

  it('deletes with the crumb', async () => {
    const { calls, fetch } = fakeFetch(new Response(null, { status: 204 }));
    expect(await createFilesClient({ fetch, cookies }).remove('f1')).toEqual({
      ok: true,
      value: null,
    });
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(new Headers(calls[0]!.init.headers).get('X-CSRF-Token')).toBe('abc123');
  });

  it.each([
    [new TypeError('offline'), 0, FileMessage.deleteFailed],
    [json(404, { error: 'File not found.' }), 404, 'File not found.'],
  ])('a failed delete says why (%#)', async (answer, status, message) => {
    const { fetch } = fakeFetch(answer);
    expect(await createFilesClient({ fetch, cookies }).remove('f1')).toEqual({
      ok: false,
      status,
      message,
    });
  });
});

describe('upload', () => {
  it('posts the file with the crumb and reports progress', async () => {
    const { xhr, client } = uploadClient();
    const progress: number[] = [];
    const pending = client.upload(photo(), { onProgress: (fraction) => progress.push(fraction) });
    expect([xhr.method, xhr.url, xhr.headers['X-CSRF-Token']]).toEqual([
      'POST',
      '/api/files',
      'abc123',
    ]);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(201, JSON.stringify(beach));
    expect(await pending).toEqual({ ok: true, value: beach });
    expect(progress).toEqual([0.25, 1]);
  });

  it("gives the server's refusal sentence", async () => {
    const { xhr, client } = uploadClient();
    const pending = client.upload(photo());
    xhr.answer(413, JSON.stringify({ error: fileTooLargeMessage('beach.jpg') }));
    expect(await pending).toEqual({
      ok: false,
      status: 413,
      message: 'The file beach.jpg is too large. The maximum allowed file size is 20 MB.',
    });
  });

  it.each([
    ['a network failure', (xhr: FakeXhr) => xhr.onerror?.(), 0],
    ['an answer that is not JSON', (xhr: FakeXhr) => xhr.answer(502, '<h1>Bad gateway</h1>'), 502],
  ])('answers %s with the spec sentence', async (_, play, status) => {
    const { xhr, client } = uploadClient();
    const pending = client.upload(photo());
    play(xhr);
    expect(await pending).toEqual({
      ok: false,
      status,
      message: 'There was a problem while uploading your file.',
    });
  });

  it('is cancelled by its signal', async () => {
    const { xhr, client } = uploadClient();
    const controller = new AbortController();
    const pending = client.upload(photo(), { signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect((await pending).ok).toBe(false);
    const late = uploadClient();
    expect((await late.client.upload(photo(), { signal: controller.signal })).ok).toBe(false);
    expect(late.xhr.method).toBe('');
  });
});
