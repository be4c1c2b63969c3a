// The catalogue's version as React state: a view that loads products re-runs its load when the
// owner changed the products in the editor (see refreshCatalogue).
import { useSyncExternalStore } from 'react';
import { catalogueVersion, onCatalogueRefresh } from './catalogue';

export function useCatalogueVersion(): number {
  return useSyncExternalStore(onCatalogueRefresh, catalogueVersion, catalogueVersion);
}
