// The host a link points to, as a link post shows it under its title ("example.com ↗"): only for
// addresses on another site (http or https), without a leading "www.".

export function linkHost(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.hostname.replace(/^www\./, '') || null;
}
