// The tag and category manager over HTTP: the spec's messages, limits, merge, counts and roles.
import { describe, expect, it } from 'vitest';
import { itemPath, itemsPath } from '../shared/api/collections';
import { call, newCollection } from './collection-test-helpers';
import { contributor, NO_LIMITS } from './owner-test-helpers';
import { serverForTests } from './test-server';

const test = serverForTests('collection-terms', { limits: NO_LIMITS });

describe('tags and categories', () => {
  it('adds, renames, merges and removes tags with counts that follow the items', async () => {
    const id = await newCollection(test.client);
    const tags = `/api/collections/${id}/tags`;
    const post = await call(test.client, 'POST', itemsPath(id), {
      title: 'One',
      tags: ['News', 'Food'],
    });
    await call(test.client, 'POST', itemsPath(id), { title: 'Two', tags: ['news'] });
    expect((await call(test.client, 'POST', tags, { name: 'Travel' })).status).toBe(204);
    expect((await call(test.client, 'GET', tags)).body.terms).toEqual([
      { name: 'Food', count: 1, parent: null },
      { name: 'News', count: 2, parent: null },
      { name: 'Travel', count: 0, parent: null },
    ]);
    expect(await call(test.client, 'POST', tags, { name: 'TRAVEL' })).toEqual({
      status: 409,
      body: { error: 'This tag already exists.', issues: [] },
    });
    expect((await call(test.client, 'PUT', `${tags}/News`, { name: 'Updates' })).status).toBe(204);
    expect((await call(test.client, 'GET', itemPath(id, post.body.id))).body.tags).toEqual([
      'Updates',
      'Food',
    ]);
    const merged = await call(test.client, 'POST', `${tags}/merge`, {
      from: ['Updates', 'Food'],
      into: 'Travel',
    });
    expect(merged.status).toBe(204);
    expect((await call(test.client, 'GET', tags)).body.terms).toEqual([
      { name: 'Travel', count: 2, parent: null },
    ]);
    expect((await call(test.client, 'GET', `${itemsPath(id)}?tag=travel`)).body.items).toHaveLength(
      2,
    );
    expect((await call(test.client, 'DELETE', itemPath(id, post.body.id))).status).toBe(204);
    expect((await call(test.client, 'GET', tags)).body.terms).toEqual([
      { name: 'Travel', count: 1, parent: null },
    ]);
    expect((await call(test.client, 'DELETE', `${tags}/travel`)).status).toBe(204);
    expect((await call(test.client, 'GET', tags)).body.terms).toEqual([]);
    expect((await call(test.client, 'DELETE', `${tags}/travel`)).body.error).toBe(
      'There is no such tag.',
    );
  });

  it('keeps categories to 25 characters and says so', async () => {
    const id = await newCollection(test.client);
    const categories = `/api/collections/${id}/categories`;
    expect((await call(test.client, 'POST', categories, { name: 'c'.repeat(25) })).status).toBe(
      204,
    );
    expect(await call(test.client, 'POST', categories, { name: 'c'.repeat(26) })).toEqual({
      status: 400,
      body: { error: 'A category has at most 25 characters.', issues: [] },
    });
    expect((await call(test.client, 'POST', categories, { name: 'C'.repeat(25) })).body.error).toBe(
      'This category already exists.',
    );
    expect((await call(test.client, 'POST', categories, { nom: 'x' })).status).toBe(400);
    expect((await call(test.client, 'GET', '/api/collections/nope/categories')).status).toBe(404);
  });

  it('lets a draft editor read the list but not change it', async () => {
    const id = await newCollection(test.client);
    const drafter = await contributor(test.client, 'terms-drafter@example.com', 'draft editor');
    expect((await call(drafter, 'GET', `/api/collections/${id}/tags`)).status).toBe(200);
    const refused = await call(drafter, 'POST', `/api/collections/${id}/tags`, { name: 'x' });
    expect(refused.status).toBe(403);
  });
});
