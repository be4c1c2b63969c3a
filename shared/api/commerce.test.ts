import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../document/store-settings';
import { CommercePath, storeSettingsView } from './commerce';

describe('commerce paths', () => {
  it('escapes ids in the path helpers', () => {
    expect(CommercePath.cartEntry('a/b')).toBe('/api/commerce/shopping-cart/entries/a%2Fb');
    expect(CommercePath.cartEntryAdditionalFields('e1')).toBe(
      '/api/commerce/shopping-cart/entries/e1/additionalFields',
    );
    expect(CommercePath.product('p 1')).toBe('/api/commerce/products/p%201');
    expect(CommercePath.order('o1')).toBe('/api/commerce/orders/o1');
  });
});

describe('storeSettingsView', () => {
  it("gives the spec's store settings names", () => {
    expect(storeSettingsView({ ...DEFAULT_STORE_SETTINGS, expressCheckout: true })).toEqual({
      selectedCurrency: 'USD',
      expressCheckout: true,
      multipleQuantityAllowedForServices: true,
    });
  });
});
