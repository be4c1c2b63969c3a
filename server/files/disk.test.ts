import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test-helpers';
import { FileDisk } from './disk';

describe('FileDisk', () => {
  const dir = tempDir('disk');
  const disk = FileDisk.inDataDir(dir.path);
  afterEach(() => dir.remove());

  it('moves a staged upload into place in one step, or discards it', async () => {
    const kept = await disk.begin('abc');
    await kept.write('original.png', new Uint8Array([1, 2]));
    expect(existsSync(disk.folder('abc'))).toBe(false);
    await kept.commit();
    expect(readdirSync(disk.folder('abc'))).toEqual(['original.png']);
    const dropped = await disk.begin('def');
    await dropped.write('original.png', new Uint8Array([3]));
    await dropped.discard();
    expect(readdirSync(disk.root)).toEqual(['abc']);
    await disk.remove('abc');
    expect(readdirSync(disk.root)).toEqual([]);
  });

  it('sweeps staging folders and folders no record owns', async () => {
    for (const name of ['.upload-x1', 'orphan', 'kept']) {
      mkdirSync(join(disk.root, name), { recursive: true });
      writeFileSync(join(disk.root, name, 'original.jpg'), 'x');
    }
    expect((await disk.sweep(new Set(['kept']))).sort()).toEqual(['.upload-x1', 'orphan']);
    expect(readdirSync(disk.root)).toEqual(['kept']);
  });

  it('sweeps nothing before the first upload', async () => {
    expect(await FileDisk.inDataDir(join(dir.path, 'none')).sweep(new Set())).toEqual([]);
    expect(existsSync(join(dir.path, 'none'))).toBe(false);
  });
});
