// The live site's own words in the page's language (docs/languages.md "The site's own words"):
// the not-found and error pages, the search page with no result, and the lock screen with the
// server's refusal, in French with `lang="fr-FR"`, and in English as before.
import { describe, expect, it } from 'vitest';
import { analyticsSettingsOf } from '../shared/document/analytics-settings';
import { searchStatus, searchWords } from '../shared/i18n/search-words';
import { renderErrorPage, renderPage } from './render';
import { frameTestSite } from './test-site';

const assets = { script: null, styles: [] };
const languages = { tags: ['en-US', 'fr-FR'], defaultLanguage: 'en-US' };

function render(address: string, language: string, extra: object = {}) {
  return renderPage({
    site: frameTestSite(),
    address,
    assets,
    origin: 'https://shop.example',
    language,
    languages,
    ...extra,
  });
}

describe('the not-found page', () => {
  it('is French on a French address, its home link kept in French', () => {
    const page = render('/nowhere', 'fr-FR');
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(page.html).toContain('<title>Page introuvable · Demo</title>');
    expect(page.html).toContain('<h1>Page introuvable</h1>');
    expect(page.html).toContain('Cette page n’existe pas sur le site.');
    expect(page.html).toContain('<a href="/fr/">Aller à la page d’accueil</a>');
    expect(page.html).not.toContain('Page not found');
  });

  it('is English at the default language’s address', () => {
    const page = render('/nowhere', 'en-US');
    expect(page.html).toContain('<h1>Page not found</h1>');
    expect(page.html).toContain('This page is not in the site.');
  });
});

describe('the error page', () => {
  it('speaks the language of the address that failed', () => {
    const page = renderErrorPage(frameTestSite(), assets, 'fr-FR', '/fr');
    expect(page.status).toBe(500);
    expect(page.html).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(page.html).toContain('<h1>Une erreur est survenue</h1>');
    expect(page.html).toContain('<a href="/fr/">Aller à la page d’accueil</a>');
    expect(renderErrorPage(frameTestSite(), assets).html).toContain(
      '<h1>Something went wrong</h1>',
    );
  });
});

describe('the search page', () => {
  // The model as the server answers a French search (SearchService.page): its words and sentence.
  const french = searchWords('fr-FR');

  it('says there is no result in French, its form and labels too', () => {
    const status = searchStatus(french, 'fr-FR', 0, 'zèbre');
    const search = { query: 'zèbre', status, results: [], words: french };
    const { html } = render('/search?q=z%C3%A8bre', 'fr-FR', { search });
    expect(html).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(html).toContain('<h1>Recherche</h1>');
    expect(html).toContain('Rechercher sur ce site</label>');
    expect(html).toContain('>Rechercher</button>');
    expect(html).toContain('Aucun résultat pour « zèbre ».');
    expect(html).toContain('Essayez avec moins de mots ou d’autres mots.');
    expect(html).toContain('action="/fr/search"');
    expect(html).not.toContain('No results');
  });

  it('counts results in the page’s words, and keeps the spec’s English in English', () => {
    const result = {
      kind: 'product',
      id: 'p1',
      title: 'About',
      address: '/shop/about',
      excerpt: '',
    };
    const status = searchStatus(french, 'fr-FR', 1, 'about');
    const inFrench = { query: 'about', status, results: [result], words: french };
    const { html } = render('/search?q=about', 'fr-FR', { search: inFrench });
    expect(html).toContain('1 résultat pour « about ».');
    expect(html).toContain('<span class="sb-search-kind">Produit</span>');
    const search = { query: 'about', status: '1 result for “about”.', results: [result] };
    expect(render('/search?q=about', 'en-US', { search }).html).toContain('1 result for “about”.');
  });
});

describe('the lock screen', () => {
  it('asks for the password in French and shows the server’s refusal in French', () => {
    const visit = {
      returnTo: '/fr/about',
      crumb: 'c',
      accessError: 'wrong',
      signedIn: false,
      interactive: false,
    };
    const { html } = render('/about', 'fr-FR', {
      access: { home: 'lock-screen', about: 'lock-screen' },
      visit,
    });
    expect(html).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(html).toContain('<h1>Ce site est protégé par un mot de passe</h1>');
    expect(html).toContain('Saisissez le mot de passe pour voir le site.');
    expect(html).toContain('>Mot de passe</label>');
    expect(html).toContain('>Entrer</button>');
    expect(html).toContain('Ce mot de passe n’est pas le bon. Veuillez réessayer.');
    expect(html).not.toContain('password protected');
  });
});

describe('the cookie banner', () => {
  it('gets its words from the page in another language, and none in English', () => {
    const site = frameTestSite();
    const banner = {
      ...site,
      settings: {
        ...site.settings,
        analytics: { ...analyticsSettingsOf(site.settings), cookieBanner: true },
      },
    };
    const french = renderPage({ site: banner, address: '/', assets, language: 'fr-FR' }).html;
    expect(french).toContain('data-cookie-accept="Accepter"');
    expect(french).toContain('data-cookie-label="Consentement aux cookies"');
    const english = renderPage({ site: banner, address: '/', assets, language: 'en-US' }).html;
    expect(english).toContain('data-cookie-banner="true"');
    expect(english).not.toContain('data-cookie-accept');
  });
});
