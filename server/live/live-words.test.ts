// The live site's own words at a language's addresses, over HTTP (docs/languages.md "The site's
// own words"): a blog's list (filtered, paged, empty), an item's page, the search page with no
// result and the not-found page answer in French with `lang="fr-FR"`; the default language's
// addresses keep the English.
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { call } from '../collection-test-helpers';
import { NO_LIMITS } from '../owner-test-helpers';
import { serverForTests } from '../test-server';
import { collectionPage } from './collection-test-site';
import { livePage, setLanguages } from './live-test-helpers';

const test = serverForTests('live-words', { limits: NO_LIMITS });

const page = (path: string, status = 200) => livePage(test.server.url, path, status);

async function frenchBlog(): Promise<string> {
  await setLanguages(test.client, 'en-US', 'fr-FR');
  return collectionPage(test.client, 'blog', 'journal');
}

describe('a French visitor', () => {
  it('meets the site’s own words in French on a blog, its search and its missing pages', async () => {
    const id = await frenchBlog();
    const empty = await page('/fr/journal');
    expect(empty).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(empty).toContain('Aucun article pour l’instant.');
    expect(await page('/journal')).toContain('No posts yet.');

    const made = await call(test.client, 'POST', itemsPath(id), {
      title: 'First light',
      status: 'Published',
      publishOn: Date.now() - 60_000,
      tags: ['News'],
      categories: ['Notes'],
      author: 'Ada',
    });
    expect(made.status).toBe(201);
    const tagged = await page('/fr/journal?tag=News');
    expect(tagged).toContain('Articles avec l’étiquette « News »');
    expect(tagged).toContain('>Tout afficher</a>');
    expect(tagged).not.toContain('Items tagged');

    const item = await page('/fr/journal/first-light');
    expect(item).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(item).toContain('aria-label="Étiquettes"');
    expect(item).toContain('aria-label="Catégories"');
    expect(item).toContain('aria-label="Partager"');
    expect(item).toContain('(s’ouvre dans une nouvelle fenêtre)');
    expect(item).not.toContain('Tags:');
    expect(await page('/journal/first-light')).toContain('aria-label="Tags"');

    const search = await page('/fr/search?q=zebra');
    expect(search).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(search).toContain('Aucun résultat pour « zebra ».');
    expect(search).toContain('<title>Recherche · ');

    const missing = await page('/fr/nowhere', 404);
    expect(missing).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(missing).toContain('<h1>Page introuvable</h1>');
    expect(await page('/nowhere', 404)).toContain('<h1>Page not found</h1>');
  });
});
