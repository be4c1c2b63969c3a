// For tests only: a stored collection with the default settings, changed by `part`, so tests do
// not each spell out the settings (and follow a new setting on their own).
import {
  COLLECTION_VERSION,
  type Collection,
  collectionSettingsSchema,
  ITEM_VERSION,
  type Item,
  itemInputSchema,
} from './collections';

export function testCollection(part: Partial<Collection> = {}): Collection {
  return {
    version: COLLECTION_VERSION,
    id: 'c1',
    siteId: 'demo',
    type: 'blog',
    title: 'Journal',
    slug: 'journal',
    settings: collectionSettingsSchema.parse({}),
    createdAt: 0,
    updatedAt: 0,
    ...part,
  };
}

/** A stored item `id` of collection c1 with its slug `id`, from the input `fields` (title: id). */
export function testItem(id: string, fields: Record<string, unknown> = {}): Item {
  return {
    ...itemInputSchema.parse({ title: id, ...fields }),
    version: ITEM_VERSION,
    id,
    collectionId: 'c1',
    slug: id,
    author: 'a',
    createdAt: 0,
    updatedAt: 0,
  };
}
