// What a click on a link in the frame asks for: an address inside the site (routed inside the
// frame: the pill cart, cart links, links between the owner's pages), another site (a new tab
// in the editor), or nothing to handle (a modified click, a new window, a file, an anchor).
import { isSiteAddress } from '../site/routes';

export type LinkIntent =
  | { readonly kind: 'route'; readonly address: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'none' };

const NONE: LinkIntent = { kind: 'none' };

/** The intent of a click event, read from the link it landed in. */
export function linkIntent(event: MouseEvent): LinkIntent {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return NONE;
  }
  const target = event.target;
  if (!(target instanceof Element)) return NONE;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href');
  if (!link || !href) return NONE;
  if (isSiteAddress(href))
    return link.target === '_blank' ? NONE : { kind: 'route', address: href };
  if (/^https?:\/\//i.test(href)) return { kind: 'external', href };
  return NONE;
}

/** The address a GET form inside the site submits to ('/search?q=oak'), or null. */
export function formAddress(form: HTMLFormElement, submitter: HTMLElement | null): string | null {
  const action = form.getAttribute('action');
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') return null;
  if (!action || !isSiteAddress(action)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) {
    if (typeof value === 'string') query.append(name, value);
  }
  const path = action.split('?')[0]!;
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
