// Uploading through the files API over real HTTP against a real SQLite file and data folder:
// what is stored, and every refusal with the spec's sentence, leaving nothing behind.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FileMessage,
  type FileRecord,
  fileTooLargeMessage,
  MAX_FILE_BYTES,
  unsupportedFileTypeMessage,
} from '../shared/api/files';
import { SiteApiMessage } from '../shared/api/sites';
import { FILES_FOLDER } from './files/disk';
import { jpeg, png, SVG_WITH_SCRIPT, sidewaysJpeg, sizeOf } from './files/test-images';
import { type RunningServer, startServer } from './server';
import { isPostgres } from './storage/engine';
import { openTestDatabase, serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('files-upload');
const dataDir = join(dir.path, 'data');
const filesDir = join(dataDir, FILES_FOLDER);
const logError = vi.fn();
let server: RunningServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path, { logError }));
});
afterAll(async () => {
  await server.close();
  dir.remove();
});
beforeEach(async () => {
  client = await new TestClient(server.url).startAsOwner();
});

const onDisk = () => (existsSync(filesDir) ? readdirSync(filesDir).sort() : []);
const storedIds = async () =>
  ((await (await client.request('/api/files')).json()).files as FileRecord[]).map((f) => f.id);

/** Runs `act` and checks that it changed nothing on disk or in the database. */
async function leavesNothing(act: () => Promise<void>) {
  const [diskBefore, idsBefore] = [onDisk(), await storedIds()];
  await act();
  expect(onDisk()).toEqual(diskBefore);
  expect(await storedIds()).toEqual(idsBefore);
}

async function expectRefusal(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error });
}

describe('uploading', () => {
  it('stores a 3000x2000 JPEG with all seven variants, each at its width', async () => {
    const bytes = await jpeg(3000, 2000);
    const response = await client.upload('Beach at dawn.jpg', bytes, 'image/jpeg');
    expect(response.status).toBe(201);
    const record: FileRecord = await response.json();
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Beach at dawn.jpg',
      type: 'image/jpeg',
      size: bytes.byteLength,
      originalSize: '3000x2000',
      focalPoint: { x: 0.5, y: 0.5 },
      url: `/files/${record.id}/beach-at-dawn.jpg`,
      variants: ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'],
      createdAt: expect.any(String),
    });
    const folder = join(filesDir, record.id);
    expect(readdirSync(folder).sort()).toEqual(
      ['original.jpg', ...record.variants.map((variant) => `${variant}.webp`)].sort(),
    );
    for (const variant of record.variants) {
      const { width, height } = await sizeOf(
        new Uint8Array(
          await (await client.request(`${record.url}?format=${variant}`)).arrayBuffer(),
        ),
      );
      expect(width).toBe(Number.parseInt(variant, 10));
      expect(height).toBe(Math.round((width * 2) / 3));
    }
  });

  it('makes no variant wider than a 400x300 PNG', async () => {
    const response = await client.upload('small.png', await png(400, 300), 'image/png');
    expect(response.status).toBe(201);
    const record: FileRecord = await response.json();
    expect(record).toMatchObject({ originalSize: '400x300', variants: ['100w', '300w'] });
    expect(readdirSync(join(filesDir, record.id)).sort()).toEqual([
      '100w.webp',
      '300w.webp',
      'original.png',
    ]);
  });

  it('turns a sideways photo upright by its EXIF orientation', async () => {
    const response = await client.upload('phone.jpg', await sidewaysJpeg(600, 400));
    const record: FileRecord = await response.json();
    expect(record.originalSize).toBe('400x600');
    const variant = await client.request(`${record.url}?format=300w`);
    expect(await sizeOf(new Uint8Array(await variant.arrayBuffer()))).toEqual({
      width: 300,
      height: 450,
    });
  });

  it('refuses an upload without the crumb (403), storing nothing', async () => {
    await leavesNothing(async () => {
      const response = await client.upload('a.png', await png(10, 10));
      expect(response.status).toBe(201);
      await client.send('DELETE', `/api/files/${(await response.json()).id}`);
      client.crumb = undefined;
      const refused = await client.upload('a.png', await png(10, 10));
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toBe(SiteApiMessage.cookiesDisabled);
    });
  });

  it('refuses a request without a file', async () => {
    const form = new FormData();
    form.append('file', 'not a file');
    const response = await client.request('/api/files', {
      method: 'POST',
      body: form,
      headers: { 'X-CSRF-Token': client.crumb ?? '' },
    });
    await expectRefusal(response, 400, FileMessage.noFile);
  });
});

describe('refusals use the spec sentences and leave nothing', () => {
  it.each([
    ['one byte over', MAX_FILE_BYTES + 1],
    ['far over', MAX_FILE_BYTES + 2_000_000],
  ])('a file %s 20 MB is 413 with the too-large sentence', async (_, size) => {
    expect(fileTooLargeMessage('big.jpg')).toBe(
      'The file big.jpg is too large. The maximum allowed file size is 20 MB.',
    );
    await leavesNothing(async () => {
      const response = await client.upload('big.jpg', new Uint8Array(size), 'image/jpeg');
      await expectRefusal(response, 413, fileTooLargeMessage('big.jpg'));
    });
  });

  it.each([
    ['text bytes named .jpg', 'notes.jpg', 'image/jpeg', Buffer.from('Dear diary, today...')],
    ['an SVG with a script', 'drawing.svg', 'image/svg+xml', SVG_WITH_SCRIPT],
    ['an SVG named .png', 'drawing.png', 'image/png', SVG_WITH_SCRIPT],
  ])('%s is 400 with the unsupported-type sentence', async (_, name, type, bytes) => {
    expect(unsupportedFileTypeMessage(name)).toBe(
      `The file ${name} does not appear to be a supported file type.`,
    );
    await leavesNothing(async () => {
      await expectRefusal(
        await client.upload(name, bytes, type),
        400,
        unsupportedFileTypeMessage(name),
      );
    });
  });

  it.each([
    ['PNG bytes named .jpg', 'photo.jpg', ''],
    ['PNG bytes declared as JPEG', 'photo.png', 'image/jpeg'],
  ])('%s is refused: the bytes are not what it claims', async (_, name, type) => {
    await leavesNothing(async () => {
      const response = await client.upload(name, await png(50, 50), type);
      await expectRefusal(response, 400, unsupportedFileTypeMessage(name));
    });
  });

  it('a truncated JPEG that cannot be decoded is refused mid-way and leaves nothing', async () => {
    const truncated = (await jpeg(800, 600)).subarray(0, 600);
    await leavesNothing(async () => {
      const response = await client.upload('cut.jpg', truncated, 'image/jpeg');
      await expectRefusal(response, 400, unsupportedFileTypeMessage('cut.jpg'));
    });
  });

  it('a database failure answers the spec sentence, is logged, and leaves nothing', async () => {
    const db = await openTestDatabase(dataDir);
    const postgres = isPostgres(db);
    if (postgres) {
      await sql`create function refuse_files() returns trigger language plpgsql as
        $$ begin raise exception 'disk full'; end $$`.execute(db);
      await sql`create trigger refuse_files before insert on files
        for each row execute function refuse_files()`.execute(db);
    } else {
      await sql`create trigger refuse_files before insert on files
        begin select raise(abort, 'disk full'); end`.execute(db);
    }
    try {
      await leavesNothing(async () => {
        const response = await client.upload('ok.png', await png(320, 200), 'image/png');
        await expectRefusal(response, 500, FileMessage.uploadFailed);
      });
      expect(FileMessage.uploadFailed).toBe('There was a problem while uploading your file.');
      expect(logError).toHaveBeenCalledWith('POST /api/files failed:', expect.any(Error));
    } finally {
      await sql`drop trigger refuse_files${postgres ? sql` on files` : sql``}`.execute(db);
      await db.destroy();
    }
  });
});
