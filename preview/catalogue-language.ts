// The frame's products in the language it shows (docs/languages.md "Translating in the editor"):
// while the editor edits French, product blocks, lists and product pages in the frame read the
// catalogue in French (their translated names and descriptions, the default language's words
// where there are none), as a French visitor sees them.
import type { PreviewStore } from '../site/store';

export interface CatalogueReload {
  /** Reads the catalogue in this language from now on. */
  readonly setLanguage: (language: string) => void;
  /** Tells the views showing products to load them again. */
  readonly refresh: () => void;
}

/**
 * Follows the store's language: each change reads the catalogue again in it. Until the first
 * change the catalogue is read as stored (the default language's words), never in the store's
 * starting language, which a site may not have.
 */
export function followCatalogueLanguage(store: PreviewStore, reload: CatalogueReload): () => void {
  let shown = store.getState().language;
  return store.subscribe((state) => {
    if (state.language === shown) return;
    shown = state.language;
    reload.setLanguage(shown);
    reload.refresh();
  });
}
