// A collection in another of the site's languages: its page and its items' pages answer at the
// language's addresses, every link among them (items, tags, back to the list) stays in it, and
// its feed is there too (docs/languages.md "Addresses per language").
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { call } from '../collection-test-helpers';
import { NO_LIMITS } from '../owner-test-helpers';
import { serverForTests } from '../test-server';
import { collectionPage } from './collection-test-site';
import { livePage, setLanguages } from './live-test-helpers';

const test = serverForTests('collection-languages', { limits: NO_LIMITS });

const page = (path: string) => livePage(test.server.url, path);

describe('a blog in French', () => {
  it('lists and shows its posts at French addresses, linking in French', async () => {
    await setLanguages(test.client, 'en-US', 'fr-FR');
    const id = await collectionPage(test.client, 'blog', 'journal');
    const made = await call(test.client, 'POST', itemsPath(id), {
      title: 'First light',
      status: 'Published',
      publishOn: Date.now() - 60_000,
      tags: ['News'],
    });
    expect(made.status).toBe(201);

    const list = await page('/fr/journal');
    expect(list).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(list).toMatch(/href="\/fr\/journal\/first-light"/);
    const item = await page('/fr/journal/first-light');
    expect(item).toContain('First light');
    expect(item).toContain('href="/fr/journal"');
    expect(item).toMatch(/href="\/fr\/journal\?tag=News"/);
    expect(await page('/fr/journal/rss.xml')).toContain('First light');
  });
});
