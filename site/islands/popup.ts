// Whether the owner's popup is due for this browser: read from the popup island's props and the
// visitor's stored state (shared/access/popup.ts), so a visitor who closed this version loads no
// React for it. Storage that cannot be read counts as never seen.

import { POPUP_STORAGE_KEY, readPopupState, shouldShowPopup } from '../../shared/access/popup';
import type { PopupOverlaySettings } from '../../shared/document/schema';

export interface PopupIslandProps {
  readonly popup: PopupOverlaySettings;
}

export function popupDue(props: unknown, storage: Pick<Storage, 'getItem'> | null): boolean {
  const popup = (props as Partial<PopupIslandProps> | null)?.popup;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(POPUP_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return shouldShowPopup(popup, readPopupState(stored));
}
