import { describe, expect, it } from 'vitest';
import {
  languageAlternates,
  languagePrefix,
  languageSegment,
  prefixSitePath,
  splitLanguagePath,
} from './language-paths';

const site = { tags: ['en-US', 'fr-FR', 'de-DE'], defaultLanguage: 'en-US' };
const twoFrench = { tags: ['en-US', 'fr-FR', 'fr-CA'], defaultLanguage: 'en-US' };

describe('each language’s addresses', () => {
  it('names a language by its first subtag unless another site language shares it', () => {
    expect(languageSegment('fr-FR', site.tags)).toBe('fr');
    expect(languageSegment('fr-FR', twoFrench.tags)).toBe('fr-fr');
    expect(languageSegment('fr-CA', twoFrench.tags)).toBe('fr-ca');
    expect(languageSegment('en-US', twoFrench.tags)).toBe('en');
    expect(languagePrefix('en-US', site)).toBe('');
    expect(languagePrefix('de-DE', site)).toBe('/de');
  });

  it('splits a path into its language and the site path after the prefix', () => {
    expect(splitLanguagePath('/fr/about', site)).toEqual({
      language: 'fr-FR',
      prefix: '/fr',
      rest: '/about',
    });
    expect(splitLanguagePath('/fr/', site)).toEqual({
      language: 'fr-FR',
      prefix: '/fr',
      rest: '/',
    });
    expect(splitLanguagePath('/FR/shop?page=2', site).rest).toBe('/shop?page=2');
    expect(splitLanguagePath('/fr', site).rest).toBe('');
    expect(splitLanguagePath('/fr?x=1', site).rest).toBe('?x=1');
    expect(Object.values(splitLanguagePath('/fr-ca/cart', twoFrench))).toEqual([
      'fr-CA',
      '/fr-ca',
      '/cart',
    ]);
  });

  it('reads an unknown, removed or default language’s segment as a path of the default language', () => {
    expect(splitLanguagePath('/es/about', site).language).toBe('en-US');
    expect(splitLanguagePath('/es/about', site).rest).toBe('/es/about');
    expect(splitLanguagePath('/en/about', site).rest).toBe('/en/about');
    expect(splitLanguagePath('/fr/about', twoFrench).language).toBe('en-US');
    expect(splitLanguagePath('/french', site).rest).toBe('/french');
    expect(splitLanguagePath('/', site)).toEqual({ language: 'en-US', prefix: '', rest: '/' });
  });

  it('prefixes paths of the site’s pages and leaves every other address alone', () => {
    expect(prefixSitePath('/fr', '/')).toBe('/fr/');
    expect(prefixSitePath('/fr', '/shop/oak-bowl')).toBe('/fr/shop/oak-bowl');
    expect(prefixSitePath('/fr', '/search?q=oak')).toBe('/fr/search?q=oak');
    expect(prefixSitePath('', '/about')).toBe('/about');
    for (const kept of [
      'https://example.com/',
      '//evil.example/',
      '#contact',
      'mailto:a@b.c',
      '/files/guide.pdf',
      '/api/cart',
      '?page=2',
    ]) {
      expect(prefixSitePath('/fr', kept)).toBe(kept);
    }
  });

  it('lists the page in every language, then x-default at the default language’s address', () => {
    expect(languageAlternates('/about', site)).toEqual([
      { hreflang: 'en-US', path: '/about' },
      { hreflang: 'fr-FR', path: '/fr/about' },
      { hreflang: 'de-DE', path: '/de/about' },
      { hreflang: 'x-default', path: '/about' },
    ]);
    expect(languageAlternates('/', twoFrench).map((a) => a.path)).toEqual([
      '/',
      '/fr-fr/',
      '/fr-ca/',
      '/',
    ]);
  });
});
