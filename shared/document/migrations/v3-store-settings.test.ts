import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '../store-settings';
import { v3StoreSettings } from './v3-store-settings';

describe('v3StoreSettings', () => {
  it('adds the defaults, in the site currency', () => {
    const doc = { id: 's', settings: { currency: 'EUR', timeZone: 'Europe/Paris' } };
    const store = (v3StoreSettings(doc).settings as { store: unknown }).store;
    expect(store).toEqual({
      currency: 'EUR',
      expressCheckout: false,
      multipleQuantityAllowedForServices: true,
      installments: {
        enabled: true,
        minimum: { value: '1.00', currency: 'EUR' },
        maximum: { value: '2000.00', currency: 'EUR' },
        count: 4,
      },
    });
    expect(storeSettingsSchema.safeParse(store).success).toBe(true);
    expect(v3StoreSettings(doc).settings).toMatchObject({
      currency: 'EUR',
      timeZone: 'Europe/Paris',
    });
  });

  it('keeps values of the right type and replaces the rest', () => {
    const doc = {
      settings: {
        currency: 'USD',
        store: {
          currency: 'GBP',
          expressCheckout: true,
          multipleQuantityAllowedForServices: 'no',
          installments: { count: 6 },
        },
      },
    };
    const store = (v3StoreSettings(doc).settings as { store: Record<string, unknown> }).store;
    expect(store.currency).toBe('GBP');
    expect(store.expressCheckout).toBe(true);
    expect(store.multipleQuantityAllowedForServices).toBe(true);
    expect(store.installments).toMatchObject({ count: 6, enabled: true });
  });

  it('keeps false for multiple quantity of services', () => {
    const doc = { settings: { store: { multipleQuantityAllowedForServices: false } } };
    const store = (v3StoreSettings(doc).settings as { store: Record<string, unknown> }).store;
    expect(store.multipleQuantityAllowedForServices).toBe(false);
    expect(store.currency).toBe('USD');
  });

  it('leaves a document without settings as it is', () => {
    const doc = { pages: [] };
    expect(v3StoreSettings(doc)).toBe(doc);
  });

  it('refuses a maximum at or below the minimum', () => {
    const store = (v3StoreSettings({ settings: {} }).settings as { store: Record<string, unknown> })
      .store;
    const bad = {
      ...store,
      installments: {
        ...(store.installments as object),
        maximum: { value: '1.00', currency: 'USD' },
      },
    };
    expect(storeSettingsSchema.safeParse(bad).success).toBe(false);
  });
});
