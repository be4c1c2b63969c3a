import { describe, expect, it } from 'vitest';
import { site } from '../../shared/document/fixtures';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-settings';
import type { SiteStore } from '../storage/site-store';
import { storeSettingsReader } from './store-settings';

describe('storeSettingsReader', () => {
  it('reads settings.store, reuses it for a second, then reads again', async () => {
    let reads = 0;
    let currency = 'EUR';
    const sites = {
      get: async () => {
        reads += 1;
        const base = site([]);
        return {
          site: {
            ...base,
            settings: { ...base.settings, store: { ...DEFAULT_STORE_SETTINGS, currency } },
          },
          revision: 1,
        };
      },
    } as unknown as SiteStore;
    let now = 0;
    const read = storeSettingsReader(sites, 'test-site', () => now);
    expect((await read()).currency).toBe('EUR');
    currency = 'GBP';
    now = 999;
    expect((await read()).currency).toBe('EUR');
    now = 1000;
    expect((await read()).currency).toBe('GBP');
    expect(reads).toBe(2);
  });

  it('falls back to the defaults when the site is missing', async () => {
    const sites = { get: async () => undefined } as unknown as SiteStore;
    expect(await storeSettingsReader(sites, 'x')()).toEqual(DEFAULT_STORE_SETTINGS);
  });
});
