// The promotional popup overlay (page type 104): shown once per visitor per version. What the
// browser remembers is the spec's stored state (site-and-editor.md §3 "Popup overlay stored state
// keys: date closed, version, submitted"), kept as one JSON entry of localStorage.
import type { PopupOverlaySettings } from '../document/schema';

/** The localStorage entry holding the popup's stored state. */
export const POPUP_STORAGE_KEY = 'popup-overlay';

/** The spec's three keys: when it was closed (ISO 8601), for which version, and if signed up. */
export interface PopupStoredState {
  readonly dateClosed: string | null;
  readonly version: number;
  readonly submitted: boolean;
}

/** The popup's default sign-up form (server/seed/demo-forms.ts, connected to a list). */
export const DEFAULT_POPUP_FORM_ID = 'newsletter';

export const DEFAULT_POPUP: PopupOverlaySettings = {
  enabled: false,
  message: '',
  formId: DEFAULT_POPUP_FORM_ID,
  version: 1,
};

/** Reads the stored entry; anything unreadable counts as never seen. */
export function readPopupState(raw: string | null): PopupStoredState | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { dateClosed, version, submitted } = value as Record<string, unknown>;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    return {
      dateClosed: typeof dateClosed === 'string' ? dateClosed : null,
      version,
      submitted: submitted === true,
    };
  } catch {
    return null;
  }
}

/** Should the popup open for a visitor who remembers `stored`? */
export function shouldShowPopup(
  popup: PopupOverlaySettings | undefined,
  stored: PopupStoredState | null,
): boolean {
  if (!popup?.enabled || popup.message.trim() === '') return false;
  return stored === null || stored.version !== popup.version;
}

/** What to remember once the visitor closes the popup (or signs up: `submitted`). */
export function closedState(
  popup: PopupOverlaySettings,
  now: Date,
  submitted: boolean,
): PopupStoredState {
  return { dateClosed: now.toISOString(), version: popup.version, submitted };
}
