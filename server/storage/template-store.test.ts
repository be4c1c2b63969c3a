// Stored templates on SQLite: a version 1 row (saved before `enabled`) reads as a version 2
// record in use; a row that cannot be read is reported, never served.
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORED_TEMPLATE_VERSION } from '../../shared/templates/stored';
import { tempDir } from '../test-helpers';
import type { Database } from './database';
import { openSqliteDatabase } from './sqlite';
import { DamagedTemplateError, TemplateStore } from './template-store';

const dir = tempDir('template-store');
let db: Kysely<Database>;
beforeEach(async () => {
  db = await openSqliteDatabase(dir.path);
});
afterEach(async () => {
  await db.destroy();
  dir.remove();
});

const V1 = {
  version: 1,
  id: 'pdp',
  name: 'Product page',
  kind: 'product-detail',
  scope: { type: 'site' },
  source: '<h1>{item.title}</h1>',
  updatedAt: '2026-11-26T12:00:00.000Z',
};

async function insert(id: string, record: unknown): Promise<void> {
  await db
    .insertInto('owner_templates')
    .values({ site_id: 'demo', id, record: JSON.stringify(record), updated_at: V1.updatedAt })
    .execute();
}

describe('TemplateStore', () => {
  it('reads a version 1 row as the current version, in use', async () => {
    await insert('pdp', V1);
    const store = new TemplateStore(db, 'demo');
    expect(await store.get('pdp')).toEqual({
      ...V1,
      version: STORED_TEMPLATE_VERSION,
      enabled: true,
    });
    expect((await store.list()).map((template) => template.enabled)).toEqual([true]);
  });

  it('reports a row it cannot read', async () => {
    await insert('bad', { ...V1, kind: 'page' });
    await expect(new TemplateStore(db, 'demo').get('bad')).rejects.toThrow(DamagedTemplateError);
  });
});
