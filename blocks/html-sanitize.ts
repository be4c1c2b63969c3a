// The one sanitizer for owner-written HTML (the code block's HTML display, the markdown block's
// output): DOMPurify with HTML and SVG only (no MathML), then our own rules on top.
// - Gone: script, style, iframe/frame/object/embed, form and its controls, base/meta/link,
//   template/noscript, every on* handler, autofocus and popover attributes.
// - Addresses: http(s), mailto, tel, relative paths and #anchors. `data:` only as an img src
//   with an image type (`data:image/...`): an image cannot run script, and pasted snippets often
//   carry small inline icons. Entity- or control-character-obscured `javascript:` is caught by
//   DOMPurify, which reads attributes after the HTML parser decoded them.
// - Inline style attributes stay (owners colour and space their snippets), except ones that
//   load something (url(), image-set(), ...) or use CSS escapes (shared/design/css-safety.ts); the wrapper's class
//   `sb-prose` (prose.css) has `contain: paint` so a `position: fixed` cannot cover the rest of the page.
// - A link to another host, or one that opens a new window, gets rel="noopener noreferrer".
// - `controls: true` (an owner's template's output: docs/templates.md) keeps the commerce form
//   controls a template emits (form, input, button, select, option, optgroup, textarea, label)
//   with their data- attributes; script, handlers and `formaction` still go.
// - `window`: the DOM DOMPurify works in (the server's render passes one; the browser's own else).
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { isSitePath } from '../shared/content/site-path';
import { isSafeCssValue } from '../shared/design/css-safety';

/** The form controls, kept with `controls: true`. */
const CONTROL_TAGS = ['form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea'];
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  ...CONTROL_TAGS,
  'datalist',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'portal',
];
const FORBID_ATTR = ['autofocus', 'popover', 'popovertarget', 'popovertargetaction', 'formaction'];
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const DATA_IMAGE = /^data:image\//i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'poster', 'background']);

export interface SanitizedHtml {
  readonly html: string;
  /** True when something the owner wrote was taken out (for the editor to say so later). */
  readonly removed: boolean;
}

export interface SanitizeOptions {
  /** The site's own host ("shop.example.com"); links elsewhere get rel="noopener noreferrer". */
  readonly host?: string;
  /** Keep the commerce form controls (a template's output). */
  readonly controls?: boolean;
  /** The DOM to sanitize in; default the page's own `window`. */
  readonly window?: WindowLike;
}

const CONFIG: Config = {
  USE_PROFILES: { html: true, svg: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // Leading <style>, <meta> and the like would otherwise be parsed into <head> and dropped
  // without being listed in `removed`.
  FORCE_BODY: true,
};

const CONTROLS_CONFIG: Config = {
  ...CONFIG,
  FORBID_TAGS: FORBID_TAGS.filter((tag) => !CONTROL_TAGS.includes(tag)),
};

/**
 * Whether `href` leads off the site: to an http(s) address on another host, however it is
 * written (`//host`, `/\host`, a tab between the slashes), or to something that starts like a
 * path but is not a path of the site (shared/content/site-path.ts).
 */
export function isOtherHost(href: string, host: string): boolean {
  const trimmed = href.trim();
  if (isSitePath(trimmed)) return false;
  // Starts like a path but is not one of the site (`/%5Chost`): treated as leaving it.
  if (/^[/\\]/.test(trimmed)) return true;
  try {
    const url = new URL(trimmed, `https://${host || 'invalid.invalid'}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== host;
  } catch {
    return true;
  }
}

const purifiers = new WeakMap<WindowLike, Purifier>();
let currentHost = '';

/** The value without spaces and control characters, which browsers skip in an address. */
function squeeze(value: string): string {
  let out = '';
  for (const char of value) if (char.charCodeAt(0) > 0x20) out += char;
  return out;
}

function keepAttribute(element: Element, name: string, value: string): boolean {
  const squeezed = squeeze(value);
  if (URL_ATTRIBUTES.has(name) && /^data:/i.test(squeezed)) {
    return element.nodeName === 'IMG' && name === 'src' && DATA_IMAGE.test(squeezed);
  }
  if (name === 'style') return isSafeCssValue(value);
  if (name === 'target') return ['_blank', '_self'].includes(value.trim().toLowerCase());
  return true;
}

function instance(view: WindowLike): Purifier {
  const known = purifiers.get(view);
  if (known) return known;
  const made = DOMPurify(view);
  made.addHook('uponSanitizeAttribute', (element, data) => {
    // A refused attribute is removed by DOMPurify, which lists it in `removed`.
    if (!keepAttribute(element, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  made.addHook('afterSanitizeAttributes', (element) => {
    if (element.nodeName !== 'A') return;
    const href = element.getAttribute('href') ?? '';
    const newWindow = element.getAttribute('target')?.toLowerCase() === '_blank';
    if (newWindow || isOtherHost(href, currentHost)) {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifiers.set(view, made);
  return made;
}

/** Owner HTML made safe to put in the page with dangerouslySetInnerHTML. */
export function sanitizeHtml(dirty: string, options: SanitizeOptions = {}): SanitizedHtml {
  const purify = instance(options.window ?? window);
  currentHost = options.host ?? (typeof location === 'undefined' ? '' : location.host);
  const html = purify.sanitize(dirty, options.controls ? CONTROLS_CONFIG : CONFIG);
  // FORCE_BODY parses after a `<remove>` element DOMPurify adds and then lists as removed.
  const ownMarker = purify.removed.findIndex(
    (entry) => 'element' in entry && entry.element.nodeName === 'REMOVE',
  );
  return { html, removed: purify.removed.length > (ownMarker === -1 ? 0 : 1) };
}
