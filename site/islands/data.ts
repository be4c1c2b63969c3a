// The islands' data: what the server rendered into each interactive part of a page (its kind and
// props) and the storefront settings around them, carried to the browser as JSON in one
// `<script type="application/json">` element. Written so no value can end the element or open
// markup: `<`, `>` and `&` become JSON escapes, as do the two line separators JavaScript once
// refused in strings.

import type { StorefrontContextValue } from '../../blocks/storefront/context';
import type { ShelfData } from '../../blocks/storefront/products/shelf';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/language-codes';
import { ENGLISH_STOREFRONT_STRINGS } from '../../shared/i18n/storefront-english';

export const ISLANDS_ELEMENT_ID = 'sb-islands';
/** The attribute on each island's element; its value is the island's key in `islands`. */
export const ISLAND_ATTRIBUTE = 'data-island';

export interface IslandEntry {
  readonly kind: string;
  readonly props: unknown;
}

export interface IslandData {
  readonly storefront: StorefrontContextValue;
  readonly islands: Readonly<Record<string, IslandEntry>>;
  /** The products the server rendered the islands with, so they hydrate without fetching. */
  readonly products?: ShelfData;
}

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON safe inside a script element (and still the same JSON to JSON.parse). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The islands' data read back; null when the text is not what the server writes. */
export function parseIslandData(text: string | null | undefined): IslandData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Partial<IslandData>;
  if (typeof data.islands !== 'object' || data.islands === null) return null;
  if (typeof data.storefront !== 'object' || data.storefront === null) return null;
  // A page cached before pages said their language is in English.
  if (typeof data.storefront.language !== 'string' || typeof data.storefront.strings !== 'object') {
    const storefront = {
      ...data.storefront,
      language: DEFAULT_LANGUAGE,
      strings: ENGLISH_STOREFRONT_STRINGS,
    };
    return { ...(data as IslandData), storefront };
  }
  return data as IslandData;
}
