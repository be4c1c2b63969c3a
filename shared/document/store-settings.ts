// `settings.store` of the site document: the spec's store settings (storefront.md §3
// "multipleQuantityAllowedForServices (default true when absent), selectedCurrency,
// expressCheckout") and the installment teaser's thresholds (our defaults, shared/api/commerce).
import { z } from 'zod';
import type { StoreSettingsDocument } from '../api/commerce';
import { MAX_PRICE_MINOR, TOO_LARGE_AMOUNT_PROBLEM } from '../money/wire';

const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code');
const moneySchema = z.object({
  value: z.string().regex(/^\d{1,13}(\.\d{1,3})?$/, 'must be a decimal amount such as "19.99"'),
  currency: currencySchema,
});

export const storeSettingsSchema = z
  .object({
    currency: currencySchema,
    expressCheckout: z.boolean(),
    multipleQuantityAllowedForServices: z.boolean(),
    installments: z.object({
      enabled: z.boolean(),
      minimum: moneySchema,
      maximum: moneySchema,
      count: z.number().int().min(2).max(12),
    }),
  })
  .refine(
    (store) => Number(store.installments.minimum.value) < Number(store.installments.maximum.value),
    { path: ['installments', 'maximum'], message: 'must be above the minimum' },
  );

export { DEFAULT_STORE_SETTINGS, defaultStoreSettings } from './store-defaults';

/**
 * The installment amounts over MAX_PRICE_MINOR, as issues naming their paths. Refused on save
 * (parseSiteForSave), not on load: an older document with a larger threshold still opens.
 */
export function storeAmountIssues(
  store: StoreSettingsDocument,
): { readonly path: string; readonly message: string }[] {
  return (['minimum', 'maximum'] as const)
    .filter((bound) => Number(store.installments[bound].value) * 100 > MAX_PRICE_MINOR)
    .map((bound) => ({
      path: `settings.store.installments.${bound}.value`,
      message: TOO_LARGE_AMOUNT_PROBLEM,
    }));
}
