// The site's favicon: the owner's uploaded image (settings.favicon), else an SVG of the site's
// initials in its design: the default colour theme's accent behind, and whichever of the theme's
// background and text reads better on it for the letters.
import { type Hsla, hslToHex } from '../design/color';
import { resolveColor } from '../design/color-value';
import { bestContrast } from '../design/contrast';
import type { Site } from '../document/schema';
import { escapeMarkup } from './escape';

/** Where the made-up favicon is served. */
export const FAVICON_SVG_PATH = '/favicon.svg';

const TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** The favicon's address and type, for `<link rel="icon">` and /favicon.ico. */
export function faviconLink(site: Site): { href: string; type: string } {
  const owned = site.settings.favicon;
  if (!owned) return { href: FAVICON_SVG_PATH, type: 'image/svg+xml' };
  const extension = owned.url.slice(owned.url.lastIndexOf('.') + 1).toLowerCase();
  return { href: owned.url, type: TYPES[extension] ?? 'image/png' };
}

/** Up to two letters: the first of the first two words ("Juniper & Oak" is "JO"). */
export function initials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase());
  return letters.join('') || '?';
}

function colours(site: Site): { background: string; text: string } {
  const { colorThemes, colorPalette, defaultThemeId } = site.design;
  // The design's schema guarantees the default theme exists and its slots resolve.
  const theme = colorThemes.find((candidate) => candidate.id === defaultThemeId)!;
  const resolve = (slot: (typeof theme)['accent']): Hsla => resolveColor(slot, colorPalette)!;
  const background = resolve(theme.accent);
  const text = bestContrast(background, [theme.background, theme.text].map(resolve), (c) => c);
  return { background: hslToHex(background), text: hslToHex(text) };
}

/** The made-up favicon: a rounded square with the initials. */
export function initialsFaviconSvg(site: Site): string {
  const { background, text } = colours(site);
  const letters = initials(site.title);
  const size = letters.length > 1 ? 30 : 40;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="${text}">${escapeMarkup(letters)}</text>`,
    '</svg>',
  ].join('');
}
