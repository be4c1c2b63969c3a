import { describe, expect, it } from 'vitest';
import { sampleSite } from './fixtures';
import { parseSite } from './parse';
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH, type Site } from './schema';

const withSeo = (change: (site: Site) => void): Site => {
  const site = sampleSite();
  change(site);
  return site;
};

describe('search-engine fields in the document', () => {
  it('reads a document without them as before (no version change)', () => {
    const result = parseSite(sampleSite());
    expect(result.ok && result.site.pages[0]!.seo).toBeUndefined();
    expect(result.ok && result.site.settings.description).toBeUndefined();
  });

  it('keeps a page title, a description, a site description and a favicon', () => {
    const site = withSeo((s) => {
      s.pages[0]!.seo = { title: '  Oak bowls  ', description: 'Hand-turned.' };
      s.settings.description = 'A small shop.';
      s.settings.favicon = { fileId: 'f1', url: '/files/f1/icon.png' };
    });
    const result = parseSite(site);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site.pages[0]!.seo).toEqual({ title: 'Oak bowls', description: 'Hand-turned.' });
    expect(result.site.settings.favicon).toEqual({ fileId: 'f1', url: '/files/f1/icon.png' });
  });

  it.each([
    [
      'a title too long',
      (s: Site) => (s.pages[0]!.seo = { title: 'x'.repeat(MAX_SEO_TITLE_LENGTH + 1) }),
      'pages[0].seo.title',
    ],
    [
      'a description too long',
      (s: Site) => (s.pages[0]!.seo = { description: 'x'.repeat(MAX_SEO_DESCRIPTION_LENGTH + 1) }),
      'pages[0].seo.description',
    ],
    ['a blank title', (s: Site) => (s.pages[0]!.seo = { title: '  ' }), 'pages[0].seo.title'],
    [
      'a favicon elsewhere',
      (s: Site) => (s.settings.favicon = { fileId: 'f1', url: 'https://evil.example/x.png' }),
      'settings.favicon.url',
    ],
    [
      'a favicon with markup',
      (s: Site) => (s.settings.favicon = { fileId: 'f1', url: '/files/f1/"><script>.png' }),
      'settings.favicon.url',
    ],
  ])('refuses %s', (_name, spoil, path) => {
    const result = parseSite(withSeo(spoil));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain(path);
  });
});
