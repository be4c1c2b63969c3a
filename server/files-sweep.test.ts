// At start-up the server removes what a crash mid-upload or mid-delete left in <data>/files.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { FileRecord } from '../shared/api/files';
import { FILES_FOLDER } from './files/disk';
import { png } from './files/test-images';
import { startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('files-sweep');
afterAll(() => dir.remove());

const options = serverOptions(dir.path, { seedDemoFiles: true });
const filesDir = join(options.dataDir, FILES_FOLDER);

it('keeps stored files and removes staging and orphan folders on start', async () => {
  let server = await startServer(options);
  const seeded = readdirSync(filesDir);
  const client = await new TestClient(server.url).startAsOwner();
  const kept: FileRecord = await (await client.upload('kept.png', await png(20, 20))).json();
  await server.close();

  for (const stray of ['.upload-crashed', 'f'.repeat(32)]) {
    mkdirSync(join(filesDir, stray));
    writeFileSync(join(filesDir, stray, 'original.png'), 'half');
  }
  server = await startServer(options);
  try {
    expect(readdirSync(filesDir).sort()).toEqual([...seeded, kept.id].sort());
    expect((await new TestClient(server.url).request(kept.url)).status).toBe(200);
    expect(existsSync(join(filesDir, kept.id, 'original.png'))).toBe(true);
  } finally {
    await server.close();
  }
});
