import { describe, expect, it } from 'vitest';
import { parseIslandData } from './islands/data';
import { renderErrorPage, renderPage } from './render';
import { frameTestSite } from './test-site';

const assets = { script: '/assets/client-abc.js', styles: ['/assets/site-abc.css'] };

function islandsOf(html: string) {
  const match = /<script type="application\/json" id="sb-islands">(.*?)<\/script>/.exec(html);
  return parseIslandData(match?.[1]);
}

describe('renderPage', () => {
  it('renders the owner page at its address with lang, title, page type and the design', () => {
    const page = renderPage({ site: frameTestSite(), address: '/about', assets });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!doctype html><html lang="en-US" /);
    expect(page.html).toContain('<title>About · Demo</title>');
    expect(page.html).toContain('<body data-page-type="2">');
    expect(page.html).toContain('Our story');
    expect(page.html).toContain('--sb-palette-1:');
    expect(page.html).toContain('<link rel="stylesheet" href="/assets/site-abc.css">');
  });

  it('says the language it is given in lang and gives it to the islands', () => {
    const page = renderPage({ site: frameTestSite(), address: '/', assets, language: 'de-DE' });
    expect(page.html).toMatch(/^<!doctype html><html lang="de-DE" /);
    expect(islandsOf(page.html)?.storefront.language).toBe('de-DE');
  });

  it('marks interactive blocks as islands, and links the small script that opens the menu and hydrates them', () => {
    const home = renderPage({ site: frameTestSite(), address: '/', assets });
    const data = islandsOf(home.html);
    const kinds = Object.values(data?.islands ?? {}).map((island) => island.kind);
    expect(kinds).toContain('block');
    expect(home.html).toContain('<script type="module" src="/assets/client-abc.js">');
    expect(home.html).toContain('<title>Demo</title>');
  });

  it('answers 404 with the not-found page in the site’s design', () => {
    const page = renderPage({ site: frameTestSite(), address: '/no-such-page', assets });
    expect(page.status).toBe(404);
    expect(page.html).toContain('data-page-type="100"');
    expect(page.html).toContain('This page is not in the site.');
    expect(page.html).toContain('--sb-palette-1:');
  });

  it('renders the search page’s results on the server', () => {
    const page = renderPage({ site: frameTestSite(), address: '/search?q=story', assets });
    expect(page.html).toContain('1 result for “story”.');
    expect(page.html).toContain('href="/about"');
  });

  it('makes the popup an island only when the site has one switched on, rendered closed', () => {
    const site = frameTestSite();
    const popup = {
      enabled: true,
      message: 'Ten percent off</script>',
      formId: 'news',
      version: 3,
    };
    const on = { ...site, settings: { ...site.settings, popup } };
    const page = renderPage({ site: on, address: '/about', assets, access: {} });
    const islands = Object.values(islandsOf(page.html)?.islands ?? {});
    expect(islands.filter((island) => island.kind === 'popup')).toEqual([
      { kind: 'popup', props: { popup } },
    ]);
    expect(page.html).not.toContain('role="dialog"');
    expect(page.html).not.toContain('Ten percent off</script>');
    const off = { ...site, settings: { ...site.settings, popup: { ...popup, enabled: false } } };
    const plain = renderPage({ site: off, address: '/about', assets, access: {} });
    const kinds = Object.values(islandsOf(plain.html)?.islands ?? {}).map((i) => i.kind);
    expect(kinds).not.toContain('popup');
  });

  it('marks the body when the owner disabled the census, and only then', () => {
    const site = frameTestSite();
    const analytics = { retentionDays: 90, cookieBanner: false, censusDisabled: true };
    const off = renderPage({
      site: { ...site, settings: { ...site.settings, analytics } },
      address: '/',
      assets,
    });
    expect(off.html).toContain('<body data-page-type="2" data-census-disabled="true">');
    expect(renderPage({ site, address: '/', assets }).html).not.toContain('data-census-disabled');
  });

  it('escapes the site’s title', () => {
    const site = { ...frameTestSite(), title: '</title><script>x</script>' };
    const page = renderPage({ site, address: '/about', assets });
    expect(page.html).toContain(
      '<title>About · &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>',
    );
  });

  it('renders the error page with 500 and no script', () => {
    const page = renderErrorPage(frameTestSite(), assets);
    expect(page.status).toBe(500);
    expect(page.html).toContain('data-page-type="101"');
    expect(page.html).not.toContain('<script');
  });
});
