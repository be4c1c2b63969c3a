import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_PREFERENCES,
  isLowStock,
  isPreferenceNamespace,
  samePreferences,
  storePreferencesOf,
  withoutWebsiteId,
} from './preferences';

describe('commerce preferences', () => {
  it('drops websiteId on read and keeps everything else', () => {
    expect(withoutWebsiteId({ websiteId: 'demo', a: 1, nested: { websiteId: 'kept' } })).toEqual({
      a: 1,
      nested: { websiteId: 'kept' },
    });
  });

  it('names namespaces with lower-case words only', () => {
    expect(isPreferenceNamespace('store')).toBe(true);
    expect(isPreferenceNamespace('checkout-fields2')).toBe(true);
    for (const bad of ['', 'Store', '-x', 'a/b', 'a'.repeat(65), '../x']) {
      expect(isPreferenceNamespace(bad), bad).toBe(false);
    }
  });

  it('counts two objects the same whatever their keys order, and different on any value', () => {
    expect(samePreferences({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(samePreferences({ a: 1 }, { a: 2 })).toBe(false);
    expect(samePreferences({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(samePreferences({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});

describe("the store's own preferences", () => {
  it('reads the defaults when nothing is stored', () => {
    expect(storePreferencesOf(undefined)).toEqual(DEFAULT_STORE_PREFERENCES);
    expect(DEFAULT_STORE_PREFERENCES).toEqual({ orderNumberStart: 1001, lowStockThreshold: 5 });
  });

  it('keeps valid fields and defaults each one that is missing or wrong', () => {
    expect(storePreferencesOf({ orderNumberStart: 5000, lowStockThreshold: 2 })).toEqual({
      orderNumberStart: 5000,
      lowStockThreshold: 2,
    });
    expect(storePreferencesOf({ orderNumberStart: '5000', lowStockThreshold: -1 })).toEqual(
      DEFAULT_STORE_PREFERENCES,
    );
    expect(storePreferencesOf({ orderNumberStart: 1.5, lowStockThreshold: 0 })).toEqual({
      orderNumberStart: 1001,
      lowStockThreshold: 0,
    });
  });

  it('calls a product low in stock at or below the level, never when sold out or unlimited', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(1, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, 5)).toBe(false);
    expect(isLowStock(Number.POSITIVE_INFINITY, 5)).toBe(false);
    expect(isLowStock(3, 0)).toBe(false);
  });
});
