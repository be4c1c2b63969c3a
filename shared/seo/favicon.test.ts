import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../design/color';
import { faviconLink, initials, initialsFaviconSvg } from './favicon';
import { shopSite } from './fixtures';

describe('initials', () => {
  it.each([
    ['Juniper & Oak', 'JO'],
    ['oak', 'O'],
    ['  the big little shop ', 'TB'],
    ['élan vital', 'ÉV'],
    ['42 Things', '4T'],
    ['& — !', '?'],
  ])('%j gives %j', (title, expected) => {
    expect(initials(title)).toBe(expected);
  });
});

describe('the favicon', () => {
  it("made from the site's initials in the default theme's accent, letters in the better contrast", () => {
    const site = shopSite();
    site.design.colorPalette = ['#ffffff', '#eeeeee', '#1a4d2e', '#777777', '#111111'].map(
      (hex) => hexToHsl(hex)!,
    );
    const theme = site.design.colorThemes.find((t) => t.id === site.design.defaultThemeId)!;
    theme.accent = { type: 'palette', index: 2 };
    theme.background = { type: 'palette', index: 0 };
    theme.text = { type: 'palette', index: 4 };
    const svg = initialsFaviconSvg(site);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#1a4d2e"');
    expect(svg).toContain('fill="#ffffff">JO</text>');
  });

  it('escapes the letters it draws', () => {
    const site = shopSite();
    site.title = '<b> <i>';
    expect(initialsFaviconSvg(site)).toContain('>BI</text>');
  });

  it.each([
    ['/files/f1/mark.png', 'image/png'],
    ['/files/f1/mark.SVG', 'image/svg+xml'],
    ['/files/f1/mark.ico', 'image/x-icon'],
    ['/files/f1/mark', 'image/png'],
  ])("links the owner's %s as %s", (url, type) => {
    const site = shopSite();
    site.settings.favicon = { fileId: 'f1', url };
    expect(faviconLink(site)).toEqual({ href: url, type });
  });
});
