// Where the collection page, item pages and collection blocks read what a visitor may see of
// the site's collections (shared/content/collection-view.ts). On the live site the server's
// render provides it; in the editor's frame there is no provider and it is loaded from the
// server (built by the same code from the draft site), once per address a page view, and again
// when the editor says the collections changed (`refreshCollectionViews`).
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { COLLECTION_VIEW_PATH } from '../../shared/api/collection-view';
import type { CollectionView } from '../../shared/content/collection-view';
import { getJson } from '../storefront/api';

/** The server render's view; it notes whether the page read it (such a page changes with items). */
export class ProvidedCollectionView {
  private read = false;
  constructor(private readonly view: CollectionView) {}

  take(): CollectionView {
    this.read = true;
    return this.view;
  }

  /** Whether anything on the page read the view. */
  get used(): boolean {
    return this.read;
  }
}

export const CollectionViewContext = createContext<ProvidedCollectionView | null>(null);

type Loaded = { readonly view: CollectionView | null };
const loaded = new Map<string, Loaded>();
const loading = new Set<string>();
const listeners = new Set<() => void>();

/** Addresses to load again once their load in flight ends (a change came meanwhile). */
const stale = new Set<string>();

function load(address: string, again = false): void {
  if (typeof window === 'undefined') return;
  if (loading.has(address)) {
    if (again) stale.add(address);
    return;
  }
  if (loaded.has(address) && !again) return;
  loading.add(address);
  getJson<CollectionView>(COLLECTION_VIEW_PATH, { address })
    .then(
      (view) => loaded.set(address, { view }),
      // A failed reload keeps what was shown.
      () => {
        if (!loaded.has(address)) loaded.set(address, { view: null });
      },
    )
    .finally(() => {
      loading.delete(address);
      if (stale.delete(address)) load(address, true);
      for (const listener of listeners) listener();
    });
}

/**
 * Reads every view the frame loaded again (the editor changed items or collections); what shows
 * stays until the new one comes, so the page does not flash empty.
 */
export function refreshCollectionViews(): void {
  for (const address of new Set([...loaded.keys(), ...loading])) load(address, true);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets what the frame loaded (tests). */
export function forgetCollectionViews(): void {
  loaded.clear();
}

/**
 * The collections as a visitor sees them; null while the frame loads them or when they cannot
 * be had. `address` is the item page's (its item comes with it), '' for the blocks.
 */
export function useCollectionView(address = ''): CollectionView | null {
  const provided = useContext(CollectionViewContext);
  const fromFrame = useSyncExternalStore(
    subscribe,
    () => (provided ? null : (loaded.get(address)?.view ?? null)),
    () => null,
  );
  useEffect(() => {
    if (!provided) load(address);
  }, [provided, address]);
  return provided ? provided.take() : fromFrame;
}
