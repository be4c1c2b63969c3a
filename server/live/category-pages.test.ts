// A category's page on the live site lists the items of the category and of the categories
// inside it; the manager's nesting reaches visitors at the next visit.
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { call } from '../collection-test-helpers';
import { NO_LIMITS } from '../owner-test-helpers';
import { serverForTests } from '../test-server';
import { collectionPage } from './collection-test-site';

const test = serverForTests('category-pages', { limits: NO_LIMITS });

const page = async (path: string) => (await fetch(new URL(path, test.server.url))).text();

describe('a category page', () => {
  it('lists the items of the category and of those inside it', async () => {
    const id = await collectionPage(test.client, 'blog', 'trips');
    const categories = `/api/collections/${id}/categories`;
    expect((await call(test.client, 'POST', categories, { name: 'Travel' })).status).toBe(204);
    expect(
      (await call(test.client, 'POST', categories, { name: 'Italy', parent: 'Travel' })).status,
    ).toBe(204);
    expect(
      (await call(test.client, 'POST', categories, { name: 'Rome', parent: 'Italy' })).status,
    ).toBe(204);
    for (const [title, category] of [
      ['Colosseum at dawn', 'Rome'],
      ['Packing light', 'Travel'],
      ['Bread at home', 'Baking'],
    ]) {
      const made = await call(test.client, 'POST', itemsPath(id), {
        title,
        status: 'Published',
        categories: [category],
      });
      expect(made.status).toBe(201);
    }
    const travel = await page('/trips?category=travel');
    expect(travel).toContain('Colosseum at dawn');
    expect(travel).toContain('Packing light');
    expect(travel).not.toContain('Bread at home');
    const italy = await page('/trips?category=Italy');
    expect(italy).toContain('Colosseum at dawn');
    expect(italy).not.toContain('Packing light');
    const listed = await call(test.client, 'GET', categories);
    expect(listed.body.terms).toEqual([
      { name: 'Baking', count: 1, parent: null },
      { name: 'Italy', count: 0, parent: 'Travel' },
      { name: 'Rome', count: 1, parent: 'Italy' },
      { name: 'Travel', count: 1, parent: null },
    ]);
    const loop = await call(test.client, 'PUT', `${categories}/Travel`, {
      name: 'Travel',
      parent: 'Rome',
    });
    expect(loop).toEqual({
      status: 409,
      body: { error: 'A category cannot go inside itself or a category inside it.', issues: [] },
    });
    const tags = `/api/collections/${id}/tags`;
    await call(test.client, 'POST', tags, { name: 'News' });
    expect((await call(test.client, 'POST', tags, { name: 'Sport', parent: 'News' })).body).toEqual(
      { error: 'Tags cannot be put inside one another.', issues: [] },
    );
  });
});
