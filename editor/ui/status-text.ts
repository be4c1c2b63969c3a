// The status line's save text, per save status. "Unable to connect. Please try again." is the
// spec's editor message (§8).
import type { SaveStatus } from '../store/types';

export const SAVE_STATUS_TEXT: Readonly<Record<SaveStatus, string>> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'This site was changed elsewhere',
  error: 'Unable to connect. Please try again.',
};

/** Shown until the site has loaded. */
export const LOADING_TEXT = 'Loading the site…';
