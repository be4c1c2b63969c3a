// The site's captcha key as the frame knows it (the site document's settings.captchaSiteKey, set
// by the preview when the document arrives), for the captcha widgets of every form on the page.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

const siteKey = createStore<{ readonly key: string }>(() => ({ key: '' }));

/** Reads the key from a site document's settings; anything else counts as none. */
export function setCaptchaSiteKeyFrom(settings: unknown): void {
  const key =
    typeof settings === 'object' && settings !== null
      ? (settings as Record<string, unknown>).captchaSiteKey
      : undefined;
  const next = typeof key === 'string' ? key : '';
  if (siteKey.getState().key !== next) siteKey.setState({ key: next });
}

export const useCaptchaSiteKey = () => useStore(siteKey, (state) => state.key);
