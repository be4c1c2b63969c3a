// Store creation and commerce preference tables (0021_store_setup,
// server/storage/migration-store-setup.ts), the site's languages (0022_languages) and the
// translations of products, forms and items (0026_translations).

/** One namespace's free object of a website's commerce preferences. */
export interface CommercePreferencesTable {
  website_id: string;
  namespace: string;
  /** The object as written, as JSON. */
  value: string;
  /** Epoch ms. */
  updated_at: number;
}

/** A product collection made by "Add a store". */
export interface StoreCollectionsTable {
  id: string;
  website_id: string;
  navigation_title: string;
  title: string;
  /** Unique per website, without regard to case (stored lower-case). */
  url_id: string;
  description: string;
  enabled: number;
  /** Epoch ms. */
  created_at: number;
}

/** A category of a product collection: its one ROOT, and nested ones below it. */
export interface StoreCategoriesTable {
  id: string;
  collection_id: string;
  parent_id: string | null;
  display_name: string;
  /** 'ROOT' or 'CATEGORY'. */
  type: string;
  /** 'LIST_VIEW' or 'GRID_VIEW'. */
  page_rendering: string;
  display_index: number;
}

/** A website's languages (0022_languages): the list as JSON. */
export interface SiteLanguagesTable {
  website_id: string;
  languages: string;
  /** Epoch ms. */
  updated_at: number;
}

/** Words of a product, form or collection item in one language (0026_translations). */
export interface TranslationsTable {
  site_id: string;
  /** 'product', 'form' or 'item'. */
  kind: string;
  ref_id: string;
  language: string;
  /** The words as a JSON object (shared/i18n/content-translations.ts). */
  fields: string;
  /** The words' shape (WORDS_VERSION). */
  version: number;
  /** Epoch ms. */
  updated_at: number;
}

export interface StoreSetupDatabase {
  site_languages: SiteLanguagesTable;
  translations: TranslationsTable;
  commerce_preferences: CommercePreferencesTable;
  store_collections: StoreCollectionsTable;
  store_categories: StoreCategoriesTable;
}
