// The frame's state: the site document as the editor last sent it, the page shown and the
// selected block. Patches copy only the nodes on their paths (shared/document/patches.ts), so
// unchanged nodes keep their references and each component, subscribed to its own node,
// re-renders only when that node changed. The document is kept as the editor sent it (`source`)
// and shown in the frame's language (`site`: translateSite, docs/languages.md), so a patch to
// the words of a translation shows at once.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageAccessMap } from '../shared/access/decide';
import { describeIssues, parseSite } from '../shared/document/parse';
import { applyPathPatches } from '../shared/document/patches';
import type { Site } from '../shared/document/schema';
import { translateSite } from '../shared/document/translate';
import { DEFAULT_LANGUAGE } from '../shared/i18n/language-codes';
import type { DocumentPatch } from '../shared/protocol/messages';
import { EMPTY_INDEX, indexPage, type PageIndex } from './page-index';
import { type Route, resolveRoute } from './routes';

export type PreviewStatus =
  | 'loading' // opened on its own: loading the saved site from the server
  | 'waiting' // asked the editor for the document
  | 'ready'
  | 'invalid' // the document does not pass the schema
  | 'unavailable'; // opened on its own and the site or page could not be loaded

export interface PreviewState {
  readonly status: PreviewStatus;
  /** The document shown: `source` in `language`. */
  readonly site: Site | null;
  /** The document as it was loaded and patched, in the default language's words. */
  readonly source: Site | null;
  /** Why the document could not be shown, one line per issue. */
  readonly error: string | null;
  readonly pageId: string | null;
  readonly selectedBlockId: string | null;
  readonly view: PageIndex;
  /**
   * The address the frame shows (see routes.ts), or null while the frame in the editor shows
   * the page being edited. The preview on its own always has one.
   */
  readonly route: Route | null;
  /** In the editor: the page being edited (the editor's `document` and `page` messages). */
  readonly editingPageId: string | null;
  /**
   * A visitor's copy of the live site: what each page shows them (docs/page-access.md); null for
   * the draft (the editor, a signed-in owner), which shows every page.
   */
  readonly access: PageAccessMap | null;
  /** The language the site is shown in (the editor's `language` message; the site's default). */
  readonly language: string;
}

export type PreviewStore = StoreApi<PreviewState>;

export function createPreviewStore(status: PreviewStatus = 'waiting'): PreviewStore {
  return createStore<PreviewState>()(() => ({
    status,
    site: null,
    source: null,
    error: null,
    pageId: null,
    selectedBlockId: null,
    view: EMPTY_INDEX,
    route: null,
    editingPageId: null,
    access: null,
    language: DEFAULT_LANGUAGE,
  }));
}

/** Validates and stores a whole document; an invalid one is shown as an error in the frame. */
export function loadDocument(
  store: PreviewStore,
  input: unknown,
  pageId: string,
  selectedBlockId: string | null,
): boolean {
  const parsed = parseSite(input);
  if (!parsed.ok) {
    store.setState({
      status: 'invalid',
      site: null,
      source: null,
      error: describeIssues(parsed.issues),
      pageId,
      selectedBlockId: null,
      view: EMPTY_INDEX,
    });
    return false;
  }
  const state = store.getState();
  const site = translateSite(parsed.site, state.language);
  store.setState({
    status: 'ready',
    site,
    source: parsed.site,
    error: null,
    pageId,
    selectedBlockId,
    view: indexPage(site, pageId, state.view),
    route: null,
    editingPageId: pageId,
  });
  return true;
}

/**
 * Applies the editor's patches to the stored document. Returns false when they do not fit it
 * (the frame missed a message, or they break the page's shape); the document is left as it was
 * and the caller asks for a fresh copy.
 */
export function applyDocumentPatches(
  store: PreviewStore,
  patches: readonly DocumentPatch[],
): boolean {
  const state = store.getState();
  if (state.source === null) return false;
  let next: Pick<PreviewState, 'site' | 'source' | 'view'>;
  try {
    const source = applyPathPatches(state.source, patches);
    const site = translateSite(source, state.language);
    next = { site, source, view: indexPage(site, state.pageId, state.view) };
  } catch {
    return false;
  }
  store.setState(next);
  return true;
}

/** Shows the document in `language` (its translation, the default's words where it has none). */
export function showLanguage(store: PreviewStore, language: string): void {
  const state = store.getState();
  const site = state.source && translateSite(state.source, language);
  store.setState({ language, site, view: indexPage(site, state.pageId, state.view) });
}

/** The editor shows a page: the frame returns to editing it, whatever address it was at. */
export function showPage(store: PreviewStore, pageId: string): void {
  const state = store.getState();
  store.setState({
    pageId,
    editingPageId: pageId,
    route: null,
    view: indexPage(state.site, pageId, state.view),
  });
}

/**
 * Shows a route. In the editor a route to the page being edited is editing it again (route
 * null); on its own the preview keeps every route. An owner page's route shows that page.
 */
export function showRoute(store: PreviewStore, route: Route, inEditor: boolean): void {
  const state = store.getState();
  const editing = inEditor && route.pageId !== null && route.pageId === state.editingPageId;
  const pageId = route.pageId ?? state.pageId;
  store.setState({
    route: editing ? null : route,
    pageId,
    view: indexPage(state.site, pageId, state.view),
  });
}

export function selectBlock(store: PreviewStore, blockId: string | null): void {
  if (store.getState().selectedBlockId !== blockId) store.setState({ selectedBlockId: blockId });
}

/** Shows a site address ('/about', '/cart?x=1') of the saved site. */
export function showSavedPage(store: PreviewStore, site: Site, address: string): void {
  const route = resolveRoute(site, address);
  if (store.getState().site !== site) {
    if (!loadDocument(store, site, route.pageId ?? site.pages[0]!.id, null)) return;
  }
  showRoute(store, resolveRoute(store.getState().site!, address), false);
}
