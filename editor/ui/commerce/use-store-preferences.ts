// The store's own preferences for a screen: read once through the shared client's cache and
// kept current by its refetch event, so "Products" shows a new low-stock level as soon as
// "Store settings" saves it.
import { useEffect, useState } from 'react';
import { type Preferences, STORE_PREFERENCES_NAMESPACE } from '../../../shared/store/preferences';
import { preferences } from '../../commerce/preferences-client';

export type StorePreferencesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'loaded'; readonly value: Preferences };

export function useStorePreferences(): StorePreferencesState {
  const [state, setState] = useState<StorePreferencesState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    preferences.get(STORE_PREFERENCES_NAMESPACE).then(
      (value) => live && setState({ kind: 'loaded', value }),
      (error: Error) => live && setState({ kind: 'failed', message: error.message }),
    );
    const stop = preferences.onRefetch((namespace, value) => {
      if (namespace === STORE_PREFERENCES_NAMESPACE) setState({ kind: 'loaded', value });
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}
