// The status line's save text, per save status; an error shows the spec's network message (§8).
import { SaveMessage } from '../saving/messages';
import type { SaveStatus } from '../store/types';

export const SAVE_STATUS_TEXT: Readonly<Record<SaveStatus, string>> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'This site was changed elsewhere',
  error: SaveMessage.network,
};

/** Shown until the site has loaded. */
export const LOADING_TEXT = 'Loading the site…';

/**
 * The status line's save text. Before the site has loaded it says it is loading, or, once the
 * load failed, the spec's "Unable to load. Try again." (the notice beside it says why).
 */
export function saveText(loaded: boolean, status: SaveStatus): string {
  if (loaded) return SAVE_STATUS_TEXT[status];
  return status === 'error' ? SaveMessage.loadFailed : LOADING_TEXT;
}
