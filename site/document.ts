// The live page's HTML document around the server-rendered body: `lang` on <html>, the design's
// custom properties and attributes on it, the fonts the design uses, the stylesheet, the page
// type as data on <body>, the islands' data and the one small script that hydrates them (only
// when the page has an island). Every value is escaped for where it goes.
import type { CookieBannerWords } from '../shared/analytics/cookie-banner-text';
import { CENSUS_DISABLED_ATTRIBUTE } from '../shared/analytics/tracking';
import { isSafeCssValue } from '../shared/design/css-safety';
import type { DesignStyle } from '../shared/design/css-variables';
import { COOKIE_WORD_ATTRIBUTES } from './analytics/cookie-banner';

export interface LiveAssets {
  /** The islands' browser entry (site/client.tsx, built), or null when not built. */
  readonly script: string | null;
  /** Stylesheets of the live site (site/site.css, built). */
  readonly styles: readonly string[];
}

export interface DocumentParts {
  readonly lang: string;
  /** The <title>; null when `head` carries it. */
  readonly title: string | null;
  readonly pageType: number;
  readonly design: DesignStyle | null;
  /** @font-face rules of the bundled fonts the design uses ('' for none). */
  readonly fontCss: string;
  /** Extra head elements, already escaped (search engines' tags: title's description, links). */
  readonly head: string;
  readonly body: string;
  /** scriptJson() of the islands' data, or null when the page has no island. */
  readonly islandsJson: string | null;
  readonly islandsElementId: string;
  readonly assets: LiveAssets;
  /**
   * The owner's cookie banner is on: the page applies the restrictive cookie policy until the
   * visitor accepts (site/analytics/cookie-banner.ts reads these body attributes).
   */
  readonly cookieBanner?: boolean;
  /** The banner's words in the page's language (absent: the banner's English). */
  readonly cookieBannerWords?: CookieBannerWords;
  /** The owner disabled the census: the page's analytics send nothing. */
  readonly censusDisabled?: boolean;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value safe in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

/** The <html> element's attributes: lang, the design's attributes and its properties as style. */
function rootAttributes(lang: string, design: DesignStyle | null): string {
  const parts = [`lang="${escapeHtml(lang)}"`];
  if (design) {
    for (const [name, value] of Object.entries(design.attributes)) {
      if (ATTRIBUTE_NAME.test(name)) parts.push(`${name}="${escapeHtml(value)}"`);
    }
    const style = Object.entries(design.variables)
      .filter(
        ([name, value]) =>
          /^--[A-Za-z0-9_-]+$/.test(name) && isSafeCssValue(value) && !/[;{}]/.test(value),
      )
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    if (style !== '') parts.push(`style="${escapeHtml(style)}"`);
  }
  return parts.join(' ');
}

/** A stylesheet's text safe inside <style> (it cannot close the element). */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** The cookie banner's body attributes: the policy's, and its words in the page's language. */
function cookieAttributes(parts: DocumentParts): string {
  if (!parts.cookieBanner) return '';
  const words = parts.cookieBannerWords;
  const wordAttributes = words
    ? (Object.keys(COOKIE_WORD_ATTRIBUTES) as (keyof CookieBannerWords)[])
        .map((key) => ` ${COOKIE_WORD_ATTRIBUTES[key]}="${escapeHtml(words[key])}"`)
        .join('')
    : '';
  return ` data-restrictive-cookies="true" data-cookie-banner="true"${wordAttributes}`;
}

export function pageDocument(parts: DocumentParts): string {
  const styles = parts.assets.styles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  const fonts =
    parts.fontCss === '' ? '' : `<style data-sb-font-faces>${styleText(parts.fontCss)}</style>`;
  // The script comes on every page: it also opens the header's menu (site/disclosures.ts).
  const islands =
    (parts.islandsJson === null
      ? ''
      : `<script type="application/json" id="${parts.islandsElementId}">${parts.islandsJson}</script>`) +
    (parts.assets.script
      ? `<script type="module" src="${escapeHtml(parts.assets.script)}"></script>`
      : '');
  return (
    `<!doctype html><html ${rootAttributes(parts.lang, parts.design)}><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `${parts.title === null ? '' : `<title>${escapeHtml(parts.title)}</title>`}${styles}${fonts}${parts.head}</head>` +
    `<body data-page-type="${parts.pageType}"${cookieAttributes(parts)}${parts.censusDisabled ? ` ${CENSUS_DISABLED_ATTRIBUTE}="true"` : ''}><div id="root">${parts.body}</div>${islands}</body></html>`
  );
}
