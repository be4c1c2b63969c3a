// The frame's address as the site sees it: the part of the frame's path below /preview/
// ("/preview/cart" is the site's "/cart"), and back.

/** Where the server serves the preview app. */
export const PREVIEW_BASE = '/preview/';

export function framePath(pathname: string): string {
  if (!pathname.startsWith(PREVIEW_BASE)) return '/';
  return `/${pathname.slice(PREVIEW_BASE.length)}`;
}

/** The frame's own URL path (with query) for a site address: '/cart' -> '/preview/cart'. */
export function previewUrl(address: string): string {
  return `${PREVIEW_BASE}${address.replace(/^\/+/, '')}`;
}
