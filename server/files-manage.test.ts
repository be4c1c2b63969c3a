// Serving, renaming, moving the focal point, deleting and searching files over real HTTP
// against a real SQLite file and data folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FILE_CACHE_CONTROL,
  FileMessage,
  type FileRecord,
  unknownFormatMessage,
} from '../shared/api/files';
import { FILES_FOLDER } from './files/disk';
import { jpeg, png, sizeOf } from './files/test-images';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('files-manage');
const dataDir = join(dir.path, 'data');
let server: RunningServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path));
});
afterAll(async () => {
  await server.close();
  dir.remove();
});
beforeEach(async () => {
  client = await new TestClient(server.url).startAsOwner();
});

async function uploaded(name: string, bytes: Uint8Array, type = ''): Promise<FileRecord> {
  const response = await client.upload(name, bytes, type);
  expect(response.status).toBe(201);
  return response.json();
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const MISSING_ID = '0'.repeat(32);

describe('serving', () => {
  let photo: FileRecord;
  let original: Uint8Array;

  beforeAll(async () => {
    original = await png(800, 600);
    client = await new TestClient(server.url).startAsOwner();
    photo = await uploaded('Shop front.png', original, 'image/png');
  });

  function expectFileHeaders(response: Response, type: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe(FILE_CACHE_CONTROL);
    expect(FILE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Disposition')).toBe('inline');
  }

  it('serves the original at its URL, byte for byte', async () => {
    const response = await client.request(photo.url);
    expectFileHeaders(response, 'image/png');
    expect(Buffer.from(await bytesOf(response))).toEqual(Buffer.from(original));
  });

  it('serves a variant as WebP with ?format=', async () => {
    const response = await client.request(`${photo.url}?format=500w`);
    expectFileHeaders(response, 'image/webp');
    expect(await sizeOf(await bytesOf(response))).toEqual({ width: 500, height: 375 });
  });

  it('serves the original for a variant wider than it', async () => {
    expect(photo.variants).not.toContain('1000w');
    const response = await client.request(`${photo.url}?format=1000w`);
    expectFileHeaders(response, 'image/png');
    expect(Buffer.from(await bytesOf(response))).toEqual(Buffer.from(original));
  });

  it.each(['42w', '', 'original', '500W'])('answers ?format=%j with 400', async (format) => {
    const response = await client.request(`${photo.url}?format=${format}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(unknownFormatMessage(format));
  });

  it.each([
    ['an unknown id', () => `/files/${MISSING_ID}/shop-front.png`],
    ['another name', () => photo.url.replace('shop-front', 'other')],
    ['a malformed id', () => '/files/..%2F..%2Fsite.db/x.png'],
  ])('answers %s with 404', async (_, url) => {
    expect((await client.request(url())).status).toBe(404);
  });

  it('reads one file as a record', async () => {
    expect(await (await client.request(`/api/files/${photo.id}`)).json()).toEqual(photo);
    expect((await client.request(`/api/files/${MISSING_ID}`)).status).toBe(404);
  });
});

describe('renaming and the focal point', () => {
  it('renames a file and its URL keeps working', async () => {
    const file = await uploaded('IMG_0042.jpg', await jpeg(320, 240));
    const response = await client.send('PATCH', `/api/files/${file.id}`, {
      name: ' Our team.jpg ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...file, name: 'Our team.jpg' });
    expect((await client.request(file.url)).status).toBe(200);
    expect((await client.request(`${file.url}?format=300w`)).status).toBe(200);
  });

  it.each([
    [{ name: '   ' }, FileMessage.blankName],
    [{ name: 'x'.repeat(201) }, FileMessage.nameTooLong],
    [{ focalPoint: { x: 1.5, y: 0.5 } }, FileMessage.badFocalPoint],
    [{ size: 1 }, FileMessage.nothingToChange],
  ])('refuses %j with 400 and keeps the file as it was', async (body, error) => {
    expect(FileMessage.blankName).toBe('Please enter a file name.');
    const file = await uploaded('keep.png', await png(20, 20));
    const response = await client.send('PATCH', `/api/files/${file.id}`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await (await client.request(`/api/files/${file.id}`)).json()).toEqual(file);
  });

  it('moves the focal point', async () => {
    const file = await uploaded('portrait.png', await png(20, 40));
    const focalPoint = { x: 0.25, y: 0.1 };
    const response = await client.send('PATCH', `/api/files/${file.id}`, { focalPoint });
    expect(await response.json()).toEqual({ ...file, focalPoint });
  });

  it('answers an unknown id with 404 and a body that is not JSON with 400', async () => {
    const missing = await client.send('PATCH', `/api/files/${MISSING_ID}`, { name: 'x' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: FileMessage.notFound });
    const file = await uploaded('a.png', await png(20, 20));
    const broken = await client.request(`/api/files/${file.id}`, {
      method: 'PATCH',
      body: '{name',
      headers: { 'X-CSRF-Token': client.crumb ?? '' },
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a rename without the crumb', async () => {
    const file = await uploaded('crumb.png', await png(20, 20));
    const response = await client.request(`/api/files/${file.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'changed' }),
    });
    expect(response.status).toBe(403);
    expect((await (await client.request(`/api/files/${file.id}`)).json()).name).toBe('crumb.png');
  });
});

describe('deleting', () => {
  it('removes the record and every variant from disk', async () => {
    const file = await uploaded('gone.jpg', await jpeg(1200, 800));
    const folder = join(dataDir, FILES_FOLDER, file.id);
    expect(existsSync(folder)).toBe(true);
    expect((await client.send('DELETE', `/api/files/${file.id}`)).status).toBe(204);
    expect(existsSync(folder)).toBe(false);
    expect((await client.request(file.url)).status).toBe(404);
    expect((await client.request(`${file.url}?format=300w`)).status).toBe(404);
    expect((await client.request(`/api/files/${file.id}`)).status).toBe(404);
    const again = await client.send('DELETE', `/api/files/${file.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: FileMessage.notFound });
  });

  it('refuses a delete without the crumb', async () => {
    const file = await uploaded('stays.png', await png(20, 20));
    const response = await client.request(`/api/files/${file.id}`, { method: 'DELETE' });
    expect(response.status).toBe(403);
    expect((await client.request(file.url)).status).toBe(200);
  });
});

describe('listing', () => {
  it('lists newest first and searches names ignoring case', async () => {
    const names = ['Lake SUNSET.png', 'menu.png', 'sunset over hills.png'];
    for (const name of names) await uploaded(name, await png(20, 20));
    const list = async (query: string) =>
      ((await (await client.request(`/api/files${query}`)).json()).files as FileRecord[]).map(
        (file) => file.name,
      );
    expect((await list('')).slice(0, 3)).toEqual([...names].reverse());
    expect(await list('?search=sunset')).toEqual(['sunset over hills.png', 'Lake SUNSET.png']);
    expect(await list('?search=nothing-like-this')).toEqual([]);
  });
});
