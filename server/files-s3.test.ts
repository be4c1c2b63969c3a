// The server with its files in an S3-compatible bucket (a real s3rver started here), over real
// HTTP: an upload lands in the bucket (and not on disk), is served from it with the same caching
// as from the folder, a refused upload leaves the bucket as it was, and a delete empties it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FILE_CACHE_CONTROL,
  type FileRecord,
  unsupportedFileTypeMessage,
} from '../shared/api/files';
import { FILES_FOLDER } from './files/disk';
import { jpeg, sizeOf } from './files/test-images';
import { startTestS3, type TestS3 } from './files/test-s3';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('files-s3');
let s3: TestS3;
let server: RunningServer;
let client: TestClient;
let photo: FileRecord;
let original: Uint8Array;
const logged: [string, unknown][] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  // No seed media: drawing the demo images would add seconds, and their uploads take this path.
  const logError = (message: string, error: unknown) => {
    if (!message.startsWith('The demo image')) logged.push([message, error]);
  };
  const mediaDir = join(dir.path, 'no-media');
  server = await startServer(serverOptions(dir.path, { filesS3: s3.storage, mediaDir, logError }));
  client = await new TestClient(server.url).startAsOwner();
  original = await jpeg(600, 400);
  const response = await client.upload('Harbour.jpg', original, 'image/jpeg');
  expect(response.status).toBe(201);
  photo = await response.json();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  dir.remove();
});

const keysOf = async (id: string) =>
  (await s3.keys()).filter((key) => key.startsWith(`files/${id}/`));

function fileHeaders(response: Response) {
  return Object.fromEntries(
    [
      'Content-Type',
      'Content-Length',
      'Cache-Control',
      'Content-Disposition',
      'X-Content-Type-Options',
      'ETag',
    ].map((name) => [name, response.headers.get(name)]),
  );
}

it('stores the original and its variants in the bucket, nothing on disk', async () => {
  expect(photo.variants).toEqual(['100w', '300w', '500w']);
  expect(await keysOf(photo.id)).toEqual(
    ['100w.webp', '300w.webp', '500w.webp', 'original.jpg'].map(
      (name) => `files/${photo.id}/${name}`,
    ),
  );
  expect(existsSync(join(dir.path, 'data', FILES_FOLDER))).toBe(false);
});

it('serves the original and a variant from the bucket with a year of caching', async () => {
  const response = await client.request(photo.url);
  expect(response.status).toBe(200);
  expect(fileHeaders(response)).toEqual({
    'Content-Type': 'image/jpeg',
    'Content-Length': String(original.byteLength),
    'Cache-Control': FILE_CACHE_CONTROL,
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
    ETag: null,
  });
  expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(original));

  const variant = await client.request(`${photo.url}?format=300w`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get('Content-Type')).toBe('image/webp');
  expect(variant.headers.get('Cache-Control')).toBe(FILE_CACHE_CONTROL);
  expect(await sizeOf(new Uint8Array(await variant.arrayBuffer()))).toEqual({
    width: 300,
    height: 200,
  });
});

it('serves the part of the original a Range asks for from the bucket', async () => {
  const response = await client.request(photo.url, { headers: { Range: 'bytes=10-29' } });
  expect(response.status).toBe(206);
  expect(response.headers.get('Content-Range')).toBe(`bytes 10-29/${original.byteLength}`);
  expect(response.headers.get('Content-Length')).toBe('20');
  expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(original.slice(10, 30)));
});

it('answers HEAD with the headers and no body', async () => {
  const response = await client.request(`${photo.url}?format=500w`, { method: 'HEAD' });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/webp');
  expect(Number(response.headers.get('Content-Length'))).toBeGreaterThan(0);
  expect(await response.text()).toBe('');
});

it('a picture that cannot be decoded is refused and leaves the bucket as it was', async () => {
  const before = await s3.keys();
  const truncated = (await jpeg(800, 600)).subarray(0, 600);
  const response = await client.upload('cut.jpg', truncated, 'image/jpeg');
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: unsupportedFileTypeMessage('cut.jpg') });
  expect(await s3.keys()).toEqual(before);
});

it('a deleted file leaves the bucket and is no longer served', async () => {
  const response = await client.upload('Gone.jpg', await jpeg(200, 100), 'image/jpeg');
  const gone: FileRecord = await response.json();
  expect(await keysOf(gone.id)).toEqual([
    `files/${gone.id}/100w.webp`,
    `files/${gone.id}/original.jpg`,
  ]);
  expect((await client.send('DELETE', `/api/files/${gone.id}`)).status).toBe(204);
  expect(await keysOf(gone.id)).toEqual([]);
  expect((await client.request(gone.url)).status).toBe(404);
});

it('logged no error on the way', () => {
  expect(logged).toEqual([]);
});
