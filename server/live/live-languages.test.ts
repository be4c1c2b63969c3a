// The live site in each of the site's languages (docs/languages.md "Addresses per language"):
// French at /fr/… with the document's translations and the default language's words where it
// has none, lang, hreflang alternates, links that stay in French, the switcher, the sitemap; an
// address of a language the site does not speak is not found; the visitor's choice is kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_USER_LOCALE_PATH } from '../../shared/api/multilingual';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Site } from '../../shared/document/schema';
import { setBlockTranslation, setPageTranslation } from '../../shared/document/translate';
import { TestClient } from '../test-helpers';
import { serverForTests } from '../test-server';
import { livePage, setLanguages } from './live-test-helpers';

const live = serverForTests('live-languages');

function visit(path: string, cookie?: string): Promise<Response> {
  return fetch(new URL(path, live.server.url), {
    redirect: 'manual',
    ...(cookie ? { headers: { Cookie: cookie } } : {}),
  });
}

const page = (path: string) => livePage(live.server.url, path);

beforeAll(async () => {
  const owner = await new TestClient(live.server.url).startAsOwner();
  await setLanguages(owner, 'en-US', 'fr-FR');
  const draft = (await (await owner.request('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
  const about = draft.site.pages.find((candidate) => candidate.slug === 'about')!;
  let site = setPageTranslation(draft.site, 'fr-FR', about.id, { title: 'À propos' });
  const heading = richTextFromPlain('Notre histoire', { style: 'h1', align: '' });
  site = setBlockTranslation(site, 'fr-FR', 'about-story-title', 'content', heading);
  site = setBlockTranslation(site, 'fr-FR', 'contact-intro-mail', 'label', 'Écrivez-nous');
  expect((await owner.saveSite('demo', draft.revision, site)).status).toBe(200);
  expect((await owner.send('POST', '/api/sites/demo/publish')).status).toBe(200);
});

describe('the live site in French', () => {
  it('shows a page with its French words, the English ones where none are translated', async () => {
    const html = await page('/fr/about');
    expect(html).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(html).toContain('Notre histoire');
    expect(html).not.toContain('Our story');
    expect(html).toContain('Juniper &amp; Oak began as a weekend stall.');
    expect(html).toContain('<title>À propos · Juniper &amp; Oak</title>');
    expect(await page('/fr/contact')).toContain('Écrivez-nous');
    expect(await page('/about')).toContain('Our story');
  });

  it('keeps every link of the page in French and names each language’s address', async () => {
    const html = await page('/fr/about');
    const origin = live.server.url.replace(/\/$/, '');
    expect(html).toContain('<a class="sb-site-title" href="/fr/">');
    expect(html).toContain('href="/fr/shop"');
    expect(html).toMatch(/href="\/fr\/about">À propos</);
    // Only the switcher's English link leaves French.
    const outsideSwitcher = html.replace(/<nav class="sb-language-switcher".*?<\/nav>/s, '');
    expect(outsideSwitcher).not.toMatch(/href="\/(shop|about|contact|cart|account)?"/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/fr/about">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${origin}/about">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-FR" href="${origin}/fr/about">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about">`);
    const english = await page('/about');
    expect(english).toContain(`<link rel="alternate" hreflang="fr-FR" href="${origin}/fr/about">`);
  });

  it('offers the other language in the header: the same page, hreflang and lang on each link', async () => {
    const html = await page('/fr/about');
    // Named in the page's language.
    expect(html).toContain('<nav class="sb-language-switcher" aria-label="Langue">');
    expect(await page('/about')).toContain(
      '<nav class="sb-language-switcher" aria-label="Language">',
    );
    expect(html).toMatch(
      /<a class="sb-language-link" href="\/about" hrefLang="en-US" lang="en-US" data-language-choice="en-US">/,
    );
    expect(html).toMatch(
      /href="\/fr\/about" hrefLang="fr-FR" lang="fr-FR"[^>]*aria-current="page"/,
    );
  });

  it('serves the storefront in French, with its words, money and links', async () => {
    const shop = await page('/fr/shop');
    expect(shop).toContain('>Aperçu rapide<');
    expect(shop).toMatch(/\d+,\d\d\s\$US/);
    expect(shop).toMatch(/href="\/fr\/shop\/[a-z-]+"/);
    expect(shop).toContain('"pathPrefix":"/fr"');
    for (const [path, type] of [
      ['/fr/', '2'],
      ['/fr/shop/oak-side-table', '50'],
      ['/fr/cart', '200'],
      ['/fr/checkout', '201'],
      ['/fr/account', '400'],
      ['/fr/search?q=oak', '102'],
    ] as const) {
      const html = await page(path);
      expect(html, path).toContain(`<body data-page-type="${type}"`);
      expect(html, path).toMatch(/^<!doctype html><html lang="fr-FR"/);
    }
    expect(await page('/fr/search?q=oak')).toContain('action="/fr/search"');
    const origin = live.server.url.replace(/\/$/, '');
    expect(await page('/fr/shop/oak-side-table')).toContain(
      `<link rel="canonical" href="${origin}/fr/shop/oak-side-table">`,
    );
  });

  it('sends /fr to /fr/ and answers a language the site does not speak as any unknown address', async () => {
    const bare = await visit('/fr?x=1');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('Location')).toBe('/fr/?x=1');
    expect((await visit('/de/')).status).toBe(404);
    expect((await visit('/de/about')).status).toBe(404);
    expect((await visit('/fr/no-such-page')).status).toBe(404);
  });

  it('lists every language’s addresses in the sitemap', async () => {
    const xml = await page('/sitemap.xml');
    const origin = live.server.url.replace(/\/$/, '');
    expect(xml).toContain(`<loc>${origin}/about</loc>`);
    expect(xml).toContain(`<loc>${origin}/fr/about</loc>`);
    expect(xml).toContain(`<loc>${origin}/fr/</loc>`);
  });
});

describe('the visitor’s language choice', () => {
  it('sends a visit to / to the chosen language’s home page, and only /', async () => {
    const home = await visit('/', 'sb_language=fr-FR');
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/fr/');
    expect((await visit('/about', 'sb_language=fr-FR')).status).toBe(200);
    expect((await visit('/', 'sb_language=en-US')).status).toBe(200);
    expect((await visit('/', 'sb_language=de-DE')).status).toBe(200);
    expect((await visit('/')).status).toBe(200);
  });

  it('takes a signed-in site user’s stored language as the choice', async () => {
    const visitor = await new TestClient(live.server.url).start();
    const email = `languages-${Date.now()}@example.com`;
    const password = 'a good password 1';
    await visitor.send('POST', '/api/site-users/account', { email, password });
    const signedIn = await visitor.send('POST', '/api/site-users/account/session', {
      email,
      password,
      rememberMe: false,
    });
    expect(signedIn.status).toBe(200);
    expect((await visitor.request('/', { redirect: 'manual' })).status).toBe(200);
    const stored = await visitor.send('POST', SITE_USER_LOCALE_PATH, { language: 'fr-FR' });
    expect(stored.status).toBe(200);
    const home = await visitor.request('/', { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/fr/');
  });
});
