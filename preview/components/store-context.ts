// Components read the preview store through this context with narrow selectors.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PreviewState, PreviewStore } from '../store';

export const PreviewStoreContext = createContext<PreviewStore | null>(null);

export function usePreview<T>(selector: (state: PreviewState) => T): T {
  const store = useContext(PreviewStoreContext);
  if (store === null) throw new Error('usePreview needs a PreviewStoreContext provider.');
  return useStore(store, selector);
}
