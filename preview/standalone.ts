// The preview opened on its own ("View site"): it loads the site as last saved from the server
// and shows what its address names (routes.ts: /preview/about is the page with slug "about",
// /preview/cart the cart page, /preview/ the first page). Links inside the site move within the
// preview with the browser's own history, so back and forward work.
import type { PageAccessMap } from '../shared/access/decide';
import type { LiveSiteResponse } from '../shared/api/page-access';
import { LIVE_SITE_PATH, type SiteResponse } from '../shared/api/sites';
import type { Site } from '../shared/document/schema';
import { type PreviewStore, showSavedPage } from '../site/store';
import { framePath } from './address';
import { linkIntent } from './links';

export const LOAD_FAILED = 'Unable to load. Try again.';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;

async function getJson(fetchJson: Fetch, url: string): Promise<unknown> {
  const response = await fetchJson(url);
  if (!response.ok) throw new Error(`${url} answered an error`);
  return response.json();
}

/**
 * Loads the site and shows `address`: a signed-in owner sees the draft (the owner routes answer
 * it), a visitor the published version; a failure is shown as such.
 */
export async function loadSavedSite(
  store: PreviewStore,
  fetchJson: Fetch,
  address: string,
): Promise<void> {
  try {
    const { site, access } = await draftOrLive(fetchJson);
    store.setState({ access });
    showSavedPage(store, site, address);
  } catch {
    store.setState({ status: 'unavailable', error: LOAD_FAILED });
  }
}

/** The draft for an owner (every page shown), else the visitor's copy of the live site. */
async function draftOrLive(
  fetchJson: Fetch,
): Promise<{ site: Site; access: PageAccessMap | null }> {
  const list = await fetchJson('/api/sites');
  if (list.ok) {
    const id = ((await list.json()) as Array<{ id: string }>)[0]?.id;
    if (id === undefined) throw new Error('no site');
    const path = `/api/sites/${encodeURIComponent(id)}`;
    return { site: ((await getJson(fetchJson, path)) as SiteResponse).site, access: null };
  }
  const live = (await getJson(fetchJson, LIVE_SITE_PATH)) as LiveSiteResponse;
  return { site: live.site, access: live.access ?? {} };
}

/** The site address of the preview's own location ('/preview/cart?x=1' -> '/cart?x=1'). */
export function addressOfLocation(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${framePath(location.pathname)}${location.search}`;
}

/**
 * A click on a link to an address inside the site ("/about", "/cart") moves within the preview
 * instead of leaving it; other links behave as links do.
 */
export function handleStandaloneClick(
  event: MouseEvent,
  navigate: (address: string) => void,
): void {
  if (event.defaultPrevented) return;
  const intent = linkIntent(event);
  if (intent.kind !== 'route') return;
  event.preventDefault();
  navigate(intent.address);
}
