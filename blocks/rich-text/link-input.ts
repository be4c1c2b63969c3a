// What an owner types as a text link, checked in the spec's words (§8 editor messages) and made
// into the address to store: "Links must be formatted as {host} or {host}.", "{val} is not a
// valid page URL." for a path that is no page of the site, and "Emails must be formatted as
// {email}." for mailto links. A bare host ("example.com") becomes https://example.com and a bare
// email address a mailto: link. What passes here also passes safeLinkHref, which the renderer
// checks again.
import { EMAIL_FORMAT_EXAMPLE, isEmailAddress } from '../../shared/forms/email';
import { checkLinkUrl } from '../url';

export const LINK_FORMAT_MESSAGE =
  'Links must be formatted as www.example.com or https://www.example.com.';
export const EMAIL_FORMAT_MESSAGE = `Emails must be formatted as ${EMAIL_FORMAT_EXAMPLE}.`;
export const invalidPageUrl = (value: string) => `${value} is not a valid page URL.`;

export type LinkInput =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): LinkInput => ({ ok: false, message });
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

function webAddress(value: string): LinkInput {
  if (!checkLinkUrl(value).ok) return refuse(LINK_FORMAT_MESSAGE);
  try {
    const { hostname } = new URL(value);
    return HOST.test(hostname) || hostname === 'localhost'
      ? { ok: true, url: value }
      : refuse(LINK_FORMAT_MESSAGE);
  } catch {
    return refuse(LINK_FORMAT_MESSAGE);
  }
}

/**
 * Checks a typed link. `pagePaths` are the site's page addresses ("/", "/about"); a path must be
 * one of them, optionally followed by #anchor or ?query.
 */
export function checkTextLink(input: string, pagePaths: readonly string[]): LinkInput {
  const value = input.trim();
  if (value === '') return refuse(LINK_FORMAT_MESSAGE);
  if (value.startsWith('#'))
    return checkLinkUrl(value).ok ? { ok: true, url: value } : refuse(LINK_FORMAT_MESSAGE);
  if (value.startsWith('/')) {
    const path = value.split(/[?#]/, 1)[0]!;
    const known = pagePaths.includes(path) || pagePaths.includes(path.replace(/\/+$/, ''));
    return known && checkLinkUrl(value).ok
      ? { ok: true, url: value }
      : refuse(invalidPageUrl(value));
  }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'mailto') {
    const address = decodeURIComponent(value.slice('mailto:'.length).split('?', 1)[0]!);
    return isEmailAddress(address) ? { ok: true, url: value } : refuse(EMAIL_FORMAT_MESSAGE);
  }
  if (scheme === 'tel')
    return checkLinkUrl(value).ok ? { ok: true, url: value } : refuse(LINK_FORMAT_MESSAGE);
  if (scheme === 'http' || scheme === 'https') return webAddress(value);
  if (value.includes('@') && !value.includes('/')) {
    return isEmailAddress(value)
      ? { ok: true, url: `mailto:${value}` }
      : refuse(EMAIL_FORMAT_MESSAGE);
  }
  // "localhost:3000" reads as a scheme; anything else with a scheme (javascript:, data:) is refused.
  if (scheme !== undefined && !/^[^:]+:\d/.test(value)) return refuse(LINK_FORMAT_MESSAGE);
  return webAddress(`https://${value}`);
}
