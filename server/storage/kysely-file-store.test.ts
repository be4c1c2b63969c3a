import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOptions, tempDir } from '../test-helpers';
import type { StoredFile } from './file-store';
import { containsPattern } from './kysely-file-store';
import { openStores, type Stores } from './stores';

function file(id: string, name: string, createdAt: string): StoredFile {
  return {
    id,
    name,
    urlName: 'photo.jpg',
    type: 'image/jpeg',
    size: 1234,
    width: 640,
    height: 480,
    focalPoint: { x: 0.5, y: 0.5 },
    variants: ['100w', '300w', '500w'],
    createdAt,
  };
}

describe('SQLite file store', () => {
  let dir: ReturnType<typeof tempDir>;
  let stores: Stores;

  beforeEach(async () => {
    dir = tempDir('file-store');
    stores = await openStores(storeOptions(join(dir.path, 'data')));
  });
  afterEach(async () => {
    await stores.close();
    dir.remove();
  });

  const names = async (search?: string) =>
    (await stores.files('demo').list(search)).map((stored) => stored.name);

  it('adds and reads a file back as it was given', async () => {
    const beach = file('a1', 'Beach.jpg', '2026-01-01T00:00:00.000Z');
    await stores.files('demo').add(beach);
    expect(await stores.files('demo').get('a1')).toEqual(beach);
    expect(await stores.files('demo').get('nope')).toBeUndefined();
    await stores.files('demo').add({ ...beach, id: 'tiny', variants: [] });
    expect((await stores.files('demo').get('tiny'))?.variants).toEqual([]);
  });

  it('lists newest first and searches names ignoring case, wildcards taken literally', async () => {
    await stores.files('demo').add(file('a', 'Beach at dawn.jpg', '2026-01-01T00:00:00.000Z'));
    await stores.files('demo').add(file('b', 'ÉTÉ 100%.png', '2026-01-03T00:00:00.000Z'));
    await stores.files('demo').add(file('c', 'beach_hut.webp', '2026-01-02T00:00:00.000Z'));
    expect(await names()).toEqual(['ÉTÉ 100%.png', 'beach_hut.webp', 'Beach at dawn.jpg']);
    expect(await names('BEACH')).toEqual(['beach_hut.webp', 'Beach at dawn.jpg']);
    expect(await names('été')).toEqual(['ÉTÉ 100%.png']);
    expect(await names('0%')).toEqual(['ÉTÉ 100%.png']);
    expect(await names('%')).toEqual(['ÉTÉ 100%.png']);
    expect(await names('h_t')).toEqual([]);
    expect(await names('h_h')).toEqual(['beach_hut.webp']);
    expect(await names('  ')).toHaveLength(3);
  });

  it('renames and moves the focal point of one file only', async () => {
    await stores.files('demo').add(file('a', 'Old.jpg', '2026-01-01T00:00:00.000Z'));
    await stores.files('demo').add(file('b', 'Other.jpg', '2026-01-01T00:00:00.000Z'));
    const renamed = await stores.files('demo').change('a', { name: 'Nouveau.jpg' });
    expect(renamed).toMatchObject({ name: 'Nouveau.jpg', urlName: 'photo.jpg' });
    expect(await names('nouveau')).toEqual(['Nouveau.jpg']);
    const moved = await stores.files('demo').change('a', { focalPoint: { x: 0, y: 1 } });
    expect(moved).toMatchObject({ name: 'Nouveau.jpg', focalPoint: { x: 0, y: 1 } });
    expect(await stores.files('demo').change('a', {})).toEqual(moved);
    expect(await stores.files('demo').change('nope', { name: 'X' })).toBeUndefined();
    expect((await stores.files('demo').get('b'))?.name).toBe('Other.jpg');
  });

  it('removes a file and lists the ids that remain', async () => {
    await stores.files('demo').add(file('a', 'A.jpg', '2026-01-01T00:00:00.000Z'));
    await stores.files('demo').add(file('b', 'B.jpg', '2026-01-01T00:00:00.000Z'));
    expect(await stores.files('demo').remove('a')).toBe(true);
    expect(await stores.files('demo').remove('a')).toBe(false);
    expect(await stores.files('demo').ids()).toEqual(['b']);
  });
});

describe('containsPattern', () => {
  it.each([
    ['Beach', '%beach%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%s -> %s', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
