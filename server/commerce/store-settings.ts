// The store settings of the site the store belongs to, read from its document and kept for a
// moment, so cart calls do not parse the whole document each time.
import type { StoreSettingsDocument } from '../../shared/api/commerce';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-settings';
import type { SiteStore } from '../storage/site-store';

/** How long a read of the settings is reused (ms). */
export const STORE_SETTINGS_TTL_MS = 1000;

export function storeSettingsReader(
  sites: SiteStore,
  websiteId: string,
  now: () => number = Date.now,
): () => Promise<StoreSettingsDocument> {
  let cached: { at: number; value: Promise<StoreSettingsDocument> } | undefined;
  return () => {
    const time = now();
    if (!cached || time - cached.at >= STORE_SETTINGS_TTL_MS) {
      const value = sites
        .get(websiteId)
        .then((stored) => stored?.site.settings.store ?? DEFAULT_STORE_SETTINGS);
      value.catch(() => {
        cached = undefined;
      });
      cached = { at: time, value };
    }
    return cached.value;
  };
}
