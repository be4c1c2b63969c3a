// The store settings a site starts with, apart from their schema (store-settings.ts) so the live
// site's islands read them without zod.
import {
  DEFAULT_INSTALLMENT_MAXIMUM_MINOR,
  DEFAULT_INSTALLMENT_MINIMUM_MINOR,
  type StoreSettingsDocument,
} from '../api/commerce';
import { DEFAULT_CURRENCY } from '../money/currencies';
import { DEFAULT_INSTALLMENTS } from '../products/installments';

/** Two-decimal money from minor units (the defaults are USD cents). */
const usd = (minor: number) => ({ value: (minor / 100).toFixed(2), currency: DEFAULT_CURRENCY });

export function defaultStoreSettings(currency = DEFAULT_CURRENCY): StoreSettingsDocument {
  return {
    currency,
    expressCheckout: false,
    multipleQuantityAllowedForServices: true,
    installments: {
      enabled: true,
      minimum: { ...usd(DEFAULT_INSTALLMENT_MINIMUM_MINOR), currency },
      maximum: { ...usd(DEFAULT_INSTALLMENT_MAXIMUM_MINOR), currency },
      count: DEFAULT_INSTALLMENTS,
    },
  };
}

export const DEFAULT_STORE_SETTINGS: StoreSettingsDocument = defaultStoreSettings();
