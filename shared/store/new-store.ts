// Creating a store: spec site-and-editor.md §3 "Other entities" and §7 (POST .../products and
// POST .../products/{collectionId}/categories). A new product collection carries
// navigationTitle, title, urlId, description and enabled; its root category has no parent,
// type ROOT, page rendering LIST_VIEW and display index 1.
// Our choices: an empty title becomes "Store"; the root category shows the store's title; a
// new store is enabled.

import { FALLBACK_STORE_TITLE, storeUrlId } from './url-id';

export interface NewStoreCollection {
  readonly navigationTitle: string;
  readonly title: string;
  readonly urlId: string;
  readonly description: string;
  readonly enabled: boolean;
}

export interface RootCategory {
  readonly displayName: string;
  readonly parentCategoryId: null;
  readonly type: 'ROOT';
  readonly pageRendering: 'LIST_VIEW';
  readonly displayIndex: 1;
}

export function newStoreCollection(
  title: string,
  existingUrlIds: Iterable<string>,
  description = '',
): NewStoreCollection {
  const name = title.trim() || FALLBACK_STORE_TITLE;
  return {
    navigationTitle: name,
    title: name,
    urlId: storeUrlId(name, existingUrlIds),
    description,
    enabled: true,
  };
}

export function rootCategory(displayName: string): RootCategory {
  return {
    displayName,
    parentCategoryId: null,
    type: 'ROOT',
    pageRendering: 'LIST_VIEW',
    displayIndex: 1,
  };
}
