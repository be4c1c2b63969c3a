// The cookie banner's words in English (our wording; docs/analytics.md "Cookie banner"): the
// banner's own fallback, and the English of the site's words (shared/i18n/site-words.ts) from
// which a page in another language gets its banner's words (body attributes, site/document.ts).
export const CookieBannerText = {
  label: 'Cookie consent',
  message:
    'This site counts its visits. Accept cookies to let it tell your visits apart, or decline and be counted without them.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export type CookieBannerWords = { readonly [key in keyof typeof CookieBannerText]: string };
