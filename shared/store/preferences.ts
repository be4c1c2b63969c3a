// Commerce preferences: spec site-and-editor.md §3 ("Commerce preferences per namespace: a free
// object; websiteId is dropped on read") and §4 ("Commerce preferences are cached; a save is
// skipped when nothing changed; a refetch event fires on save").
// Our choices: a namespace is a lower-case word of letters, digits and dashes (1-64); a stored
// object is at most 16 KiB of JSON. The store's own preferences live in the namespace "store":
// the number the next order starts from and the stock at or below which a product counts as low.

import { z } from 'zod';

export const PREFERENCE_NAMESPACE_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
export const MAX_PREFERENCES_BYTES = 16 * 1024;

export type Preferences = Readonly<Record<string, unknown>>;

export function isPreferenceNamespace(namespace: string): boolean {
  return PREFERENCE_NAMESPACE_PATTERN.test(namespace);
}

/** The object as a reader gets it: the same without its `websiteId`. */
export function withoutWebsiteId(value: Preferences): Preferences {
  const { websiteId: _dropped, ...rest } = value;
  return rest;
}

/**
 * Do two preference objects say the same? Compared as JSON with keys in order, so a save that
 * only reorders keys is skipped too.
 */
export function samePreferences(left: Preferences, right: Preferences): boolean {
  return canonicalJson(left) === canonicalJson(right);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The namespace of the store's own preferences. */
export const STORE_PREFERENCES_NAMESPACE = 'store';

export const DEFAULT_ORDER_NUMBER_START = 1001;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_ORDER_NUMBER_START = 999_999_999;
export const MAX_LOW_STOCK_THRESHOLD = 100_000;

export const storePreferencesSchema = z.object({
  /** Orders are numbered from here on (a lower number than one already given is not reused). */
  orderNumberStart: z
    .number()
    .int('Order numbers must be whole numbers.')
    .min(1, 'Order numbers start at 1 or more.')
    .max(MAX_ORDER_NUMBER_START, 'Order numbers must be under one billion.'),
  /** A product with this many units or fewer left (and not unlimited) shows as low in stock. */
  lowStockThreshold: z
    .number()
    .int('The low-stock level must be a whole number.')
    .min(0, 'The low-stock level cannot be negative.')
    .max(MAX_LOW_STOCK_THRESHOLD, 'The low-stock level must be 100,000 or less.'),
});
export type StorePreferences = z.infer<typeof storePreferencesSchema>;

export const DEFAULT_STORE_PREFERENCES: StorePreferences = {
  orderNumberStart: DEFAULT_ORDER_NUMBER_START,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
};

/**
 * The store's preferences from the stored free object: each field that is missing or not valid
 * takes its default (another client may have written anything there).
 */
export function storePreferencesOf(value: Preferences | undefined): StorePreferences {
  const fields = storePreferencesSchema.shape;
  const pick = <K extends keyof StorePreferences>(key: K): StorePreferences[K] => {
    const parsed = fields[key].safeParse(value?.[key]);
    return parsed.success ? (parsed.data as StorePreferences[K]) : DEFAULT_STORE_PREFERENCES[key];
  };
  return {
    orderNumberStart: pick('orderNumberStart'),
    lowStockThreshold: pick('lowStockThreshold'),
  };
}

/** Is a product with `stock` units left (Infinity: unlimited) low in stock? Sold out is not low. */
export function isLowStock(stock: number, threshold: number): boolean {
  return stock > 0 && Number.isFinite(stock) && stock <= threshold;
}
