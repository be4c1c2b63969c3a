// A live page in one of the site's languages (docs/languages.md "Addresses per language"): its
// translated words, `lang`, links that stay in its language, its alternates and the switcher.
import { describe, expect, it } from 'vitest';
import { setBlockTranslation, setPageTranslation } from '../shared/document/translate';
import { parseIslandData } from './islands/data';
import { renderPage } from './render';
import { frameTestSite } from './test-site';

const assets = { script: null, styles: [] };
const languages = { tags: ['en-US', 'fr-FR'], defaultLanguage: 'en-US' };
const french = setPageTranslation(
  setBlockTranslation(frameTestSite(), 'fr-FR', 'cta', 'label', 'Acheter'),
  'fr-FR',
  'about',
  { title: 'À propos' },
);

function islandsOf(html: string) {
  const match = /<script type="application\/json" id="sb-islands">(.*?)<\/script>/.exec(html);
  return parseIslandData(match?.[1]);
}

describe('a page in another of the site’s languages', () => {
  const page = renderPage({
    site: french,
    address: '/',
    assets,
    origin: 'https://shop.example',
    language: 'fr-FR',
    languages,
  }).html;

  it('shows its translated words and says its language', () => {
    expect(page).toMatch(/^<!doctype html><html lang="fr-FR" /);
    expect(page).toContain('>Acheter</a>');
    expect(page).toContain('Welcome');
  });

  it('keeps its links in its language, the islands’ too', () => {
    expect(page).toContain('href="/fr/shop"');
    expect(page).toContain('<a class="sb-site-title" href="/fr/">');
    expect(islandsOf(page)?.storefront.pathPrefix).toBe('/fr');
  });

  it('names the page in each language and offers them in the header', () => {
    expect(page).toContain('<link rel="canonical" href="https://shop.example/fr/">');
    expect(page).toContain('<link rel="alternate" hreflang="en-US" href="https://shop.example/">');
    expect(page).toContain(
      '<link rel="alternate" hreflang="fr-FR" href="https://shop.example/fr/">',
    );
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/">',
    );
    expect(page).toContain('aria-label="Langue"');
    expect(page).toMatch(/href="\/fr\/" hrefLang="fr-FR" lang="fr-FR"[^>]*aria-current="page"/);
  });
});

describe('the default language’s page of a site with more languages', () => {
  it('links without a prefix and still offers the other language', () => {
    const page = renderPage({ site: french, address: '/about', assets, languages }).html;
    expect(page).toMatch(/^<!doctype html><html lang="en-US" /);
    expect(page).toContain('<title>About · Demo</title>');
    expect(page).toContain('href="/fr/about" hrefLang="fr-FR" lang="fr-FR"');
    expect(page).toMatch(/href="\/about" hrefLang="en-US" lang="en-US"[^>]*aria-current="page"/);
  });

  it('has neither a switcher nor alternates with one language', () => {
    const page = renderPage({ site: french, address: '/about', assets }).html;
    expect(page).not.toContain('hreflang');
    expect(page).not.toContain('sb-language-switcher');
  });
});
