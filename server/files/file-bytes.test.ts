// The contract of the files' bytes, run against both engines: the local folder and an
// S3-compatible bucket (a real s3rver started here). What a user would notice: a file reads back
// whole, a failed upload leaves nothing, removal and the start-up sweep leave only what has a record.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-helpers';
import { FileDisk } from './disk';
import type { FileBody, FileBytes } from './file-bytes';
import { S3FileBytes, STRAY_MIN_AGE_MS } from './s3-bytes';
import { startTestS3, type TestS3 } from './test-s3';

const dir = tempDir('file-bytes');
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  dir.remove();
});

/** Each engine as the contract sees it, with the sweep's clock past the strays' minimum age. */
const engines: [string, () => FileBytes][] = [
  ['the local folder', () => new FileDisk(join(dir.path, `local-${Math.random()}`))],
  [
    'an S3 bucket',
    () =>
      new S3FileBytes(
        { ...s3.storage, prefix: `run-${Math.random().toString(36).slice(2)}/` },
        { now: () => Date.now() + STRAY_MIN_AGE_MS + 5000 },
      ),
  ],
];

const read = async (body: FileBody | undefined) =>
  body && [body.size, [...new Uint8Array(await new Response(body.stream).arrayBuffer())]];

async function stored(bytes: FileBytes, id: string, files: Record<string, number[]>) {
  const pending = await bytes.begin(id);
  for (const [name, data] of Object.entries(files))
    await pending.write(name, new Uint8Array(data), 'image/webp');
  await pending.commit();
}

describe.each(engines)('file bytes in %s', (_, open) => {
  let bytes: FileBytes;
  beforeAll(() => {
    bytes = open();
  });
  afterAll(() => bytes.close());

  it('reads back each file of a committed upload, with its size', async () => {
    await stored(bytes, 'a1', { '100w.webp': [1, 2, 3], 'original.png': [9, 8, 7, 6] });
    expect(await read(await bytes.open('a1', 'original.png'))).toEqual([4, [9, 8, 7, 6]]);
    expect(await read(await bytes.open('a1', '100w.webp'))).toEqual([3, [1, 2, 3]]);
    expect(await bytes.open('a1', '300w.webp')).toBeUndefined();
    expect(await bytes.open('nothing', 'original.png')).toBeUndefined();
  });

  it('streams a large file whole', async () => {
    const big = new Uint8Array(1_500_000).map((_, index) => index % 251);
    const pending = await bytes.begin('big');
    await pending.write('original.png', big, 'image/png');
    await pending.commit();
    const body = await bytes.open('big', 'original.png');
    expect(body?.size).toBe(big.length);
    const got = new Uint8Array(await new Response(body?.stream).arrayBuffer());
    expect(Buffer.compare(got, big)).toBe(0);
  });

  it('a discarded upload leaves nothing to read or sweep', async () => {
    const pending = await bytes.begin('d1');
    await pending.write('100w.webp', new Uint8Array([1]), 'image/webp');
    await pending.discard();
    expect(await bytes.open('d1', '100w.webp')).toBeUndefined();
    expect(await bytes.sweep(new Set(['a1', 'big']))).toEqual([]);
  });

  it('removes every file of an upload', async () => {
    await stored(bytes, 'r1', { '100w.webp': [1], 'original.gif': [2] });
    await bytes.remove('r1');
    expect(await bytes.open('r1', 'original.gif')).toBeUndefined();
    expect(await bytes.open('r1', '100w.webp')).toBeUndefined();
    await bytes.remove('never-stored');
  });

  it('sweeps what no record owns: an orphan and an upload cut off before its end', async () => {
    await stored(bytes, 'orphan', { 'original.png': [1] });
    const cut = await bytes.begin('cut');
    await cut.write('100w.webp', new Uint8Array([1]), 'image/webp');
    const swept = await bytes.sweep(new Set(['a1', 'big']));
    expect(swept).toHaveLength(2);
    expect(swept).toContain('orphan');
    expect(await bytes.open('orphan', 'original.png')).toBeUndefined();
    expect(await read(await bytes.open('a1', '100w.webp'))).toEqual([3, [1, 2, 3]]);
    expect(await bytes.sweep(new Set(['a1', 'big']))).toEqual([]);
  });
});

describe('file bytes before the first upload', () => {
  it.each(engines)('%s sweeps nothing', async (_, open) => {
    const bytes = open();
    expect(await bytes.sweep(new Set())).toEqual([]);
    bytes.close();
  });
});

describe('the S3 sweep', () => {
  it('leaves strays younger than an hour: another process may be uploading them', async () => {
    const storage = { ...s3.storage, prefix: 'young/' };
    let now = Date.now();
    const bytes = new S3FileBytes(storage, { now: () => now });
    try {
      const pending = await bytes.begin('in-flight');
      await pending.write('100w.webp', new Uint8Array([1]), 'image/webp');
      expect(await bytes.sweep(new Set())).toEqual([]);
      expect(await s3.keys()).toContain('young/in-flight/100w.webp');
      now += STRAY_MIN_AGE_MS + 5000;
      expect(await bytes.sweep(new Set())).toEqual(['in-flight']);
      expect(await s3.keys()).not.toContain('young/in-flight/100w.webp');
    } finally {
      bytes.close();
    }
  });

  it('names the bucket when it cannot be listed', async () => {
    const bytes = new S3FileBytes({ ...s3.storage, bucket: 'no-such-bucket' });
    try {
      await expect(bytes.sweep(new Set())).rejects.toThrow(
        'The files bucket "no-such-bucket" cannot be listed',
      );
    } finally {
      bytes.close();
    }
  });
});
