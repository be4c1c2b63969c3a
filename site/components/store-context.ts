// Components read the preview store through this context with narrow selectors.
import { createContext, useContext, useRef } from 'react';
import { useStore } from 'zustand';
import { idsOf } from '../../shared/document/ids';
import type { PreviewState, PreviewStore } from '../store';

export const PreviewStoreContext = createContext<PreviewStore | null>(null);

export function usePreview<T>(selector: (state: PreviewState) => T): T {
  const store = useContext(PreviewStoreContext);
  if (store === null) throw new Error('usePreview needs a PreviewStoreContext provider.');
  return useStore(store, selector);
}

const NO_IDS: string[] = [];

/** Reads the ids of a list in the frame's state (sections, a section's blocks); see idsOf. */
export function usePreviewIds(
  list: (state: PreviewState) => readonly { readonly id: string }[] | undefined,
): string[] {
  const previous = useRef(NO_IDS);
  return usePreview((state) => {
    previous.current = idsOf(list(state) ?? [], previous.current);
    return previous.current;
  });
}
