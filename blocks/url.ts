// Which addresses a block may link to or load an image from. The settings schemas (url-schema.ts)
// refuse bad input with these messages, and the renderers check again before using a stored value, so
// a document edited by hand can never put a `javascript:` link on the page.
import { isSitePath } from '../shared/content/site-path';
import { MAX_URL_LENGTH } from '../shared/limits';

const LINK_HINT =
  'Use a page path (/about), an anchor (#contact), or an address starting with https://, http://, mailto: or tel:.';
const IMAGE_HINT =
  'Use a path on this site (/images/photo.jpg) or an address starting with https://.';

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// ASCII control characters (tab and newline included): browsers drop them from URLs, which is
// how `java\tscript:` sneaks past naive checks.
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly message: string };

const refuse = (message: string): Verdict => ({ ok: false, message });
export const OK: Verdict = { ok: true };

/** The checks every address gets (not empty, not too long, no control characters, backslashes or
 * scheme-relative //, a path only when it is one of this site, shared/content/site-path), refused
 * with `hint`; null when it passes them. */
export function checkShape(value: string, hint: string): Verdict | null {
  if (value.trim() === '') return refuse(`Enter an address. ${hint}`);
  if (value.length > MAX_URL_LENGTH) {
    return refuse(`An address can be at most ${MAX_URL_LENGTH} characters.`);
  }
  if (hasControlCharacter(value)) return refuse('An address must not contain tabs or line breaks.');
  if (value.includes('\\')) return refuse(`An address must not contain backslashes. ${hint}`);
  const trimmed = value.trim();
  if (trimmed.startsWith('//')) {
    return refuse(`Start an address on another site with https://. ${hint}`);
  }
  if (trimmed.startsWith('/') && !isSitePath(trimmed)) {
    return refuse(`This is not a path on this site. ${hint}`);
  }
  return null;
}

function checkWebAddress(value: string): Verdict {
  try {
    const url = new URL(value);
    return url.hostname ? OK : refuse('Enter a full web address such as https://example.com.');
  } catch {
    return refuse('Enter a full web address such as https://example.com.');
  }
}

/** A link target for a button or text link: a relative path, #anchor, http(s), mailto or tel. */
export function checkLinkUrl(value: string): Verdict {
  const shape = checkShape(value, LINK_HINT);
  if (shape) return shape;
  const trimmed = value.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return OK;
  if (scheme === 'http' || scheme === 'https') return checkWebAddress(trimmed);
  if (scheme === 'mailto' || scheme === 'tel') {
    return trimmed.length > scheme.length + 1 ? OK : refuse(`Add an address after ${scheme}:.`);
  }
  return refuse(`"${scheme}:" links are not allowed. ${LINK_HINT}`);
}

/** An image source: a relative path or an http(s) address. */
export function checkImageUrl(value: string): Verdict {
  const shape = checkShape(value, IMAGE_HINT);
  if (shape) return shape;
  const trimmed = value.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return OK;
  if (scheme === 'http' || scheme === 'https') return checkWebAddress(trimmed);
  return refuse(`"${scheme}:" images are not allowed. ${IMAGE_HINT}`);
}

const WEB_HINT = 'Use an address starting with https:// or http://.';

/** An address on the web: http(s) only (a video or a page to embed). */
export function checkWebUrl(value: string): Verdict {
  const shape = checkShape(value, WEB_HINT);
  if (shape) return shape;
  const trimmed = value.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return refuse('Enter a full web address such as https://example.com.');
  if (scheme === 'http' || scheme === 'https') return checkWebAddress(trimmed);
  return refuse(`"${scheme}:" addresses are not allowed. ${WEB_HINT}`);
}

/** The href to render for a stored link, or null when it must not become a link. */
export function safeLinkHref(value: unknown): string | null {
  return typeof value === 'string' && checkLinkUrl(value).ok ? value.trim() : null;
}

/** The href to render for a stored web address, or null when it is not one. */
export function safeWebHref(value: unknown): string | null {
  return typeof value === 'string' && checkWebUrl(value).ok ? value.trim() : null;
}

/** The src to render for a stored image address, or null when there is none or it is unsafe. */
export function safeImageSrc(value: unknown): string | null {
  return typeof value === 'string' && checkImageUrl(value).ok ? value.trim() : null;
}
