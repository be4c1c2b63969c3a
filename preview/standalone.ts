// The preview opened on its own ("View site"): it loads the site as last saved from the server
// and shows the page its address names (/preview/about is the page with slug "about"; /preview/
// is the first page). Links to the site's own pages stay inside the preview.
import type { Site } from '../shared/document/schema';
import { framePath, PREVIEW_BASE } from './address';
import { loadDocument, type PreviewStore } from './store';

/** Paths on this server that are not pages of the site. */
const NOT_PAGES = [PREVIEW_BASE, '/api/', '/media/', '/files/'];

export const LOAD_FAILED = 'Unable to load. Try again.';
export const PAGE_NOT_FOUND = 'This page is not in the site.';

/** The page a site path names: "/" is the first page, "/about" the page with slug "about". */
export function pageForPath(site: Site, path: string): string | null {
  const slug = path.replace(/^\/+|\/+$/g, '');
  const page = slug === '' ? site.pages[0] : site.pages.find((p) => p.slug === slug);
  return page?.id ?? null;
}

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;

async function getJson(fetchJson: Fetch, url: string): Promise<unknown> {
  const response = await fetchJson(url);
  if (!response.ok) throw new Error(`${url} answered an error`);
  return response.json();
}

/** Loads the first saved site and shows the page for `pathname`; a failure is shown as such. */
export async function loadSavedSite(
  store: PreviewStore,
  fetchJson: Fetch,
  pathname: string,
): Promise<void> {
  try {
    const list = (await getJson(fetchJson, '/api/sites')) as Array<{ id: string }>;
    const id = list[0]?.id;
    if (id === undefined) throw new Error('no site');
    const { site } = (await getJson(fetchJson, `/api/sites/${encodeURIComponent(id)}`)) as {
      site: Site;
    };
    showSavedPage(store, site, pathname);
  } catch {
    store.setState({ status: 'unavailable', error: LOAD_FAILED });
  }
}

export function showSavedPage(store: PreviewStore, site: Site, pathname: string): void {
  const pageId = pageForPath(site, framePath(pathname));
  if (pageId === null) {
    store.setState({ status: 'unavailable', error: PAGE_NOT_FOUND, site });
    return;
  }
  loadDocument(store, site, pageId, null);
}

/**
 * A click on a link to one of the site's own pages ("/about") moves within the preview
 * (/preview/about) instead of leaving it; other links behave as links do.
 */
export function handleStandaloneClick(
  event: MouseEvent,
  navigate: (previewPath: string) => void,
): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  if (event.shiftKey || event.altKey) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href');
  if (
    !link ||
    !href ||
    link.target === '_blank' ||
    !href.startsWith('/') ||
    href.startsWith('//')
  ) {
    return;
  }
  if (NOT_PAGES.some((prefix) => href.startsWith(prefix))) return;
  event.preventDefault();
  navigate(`${PREVIEW_BASE}${href.slice(1)}`);
}
