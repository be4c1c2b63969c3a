// The collections API (docs/collections.md): paths, the list query, answer shapes and every
// sentence the server answers with. Items travel as stored (shared/content/collections.ts), with
// their status as of the request (a scheduled item whose time has come reads 'Published').
import { z } from 'zod';
import { type Collection, ITEM_STATUSES, type Item } from '../content/collections';

export const COLLECTIONS_PATH = '/api/collections';
export const collectionPath = (id: string) => `${COLLECTIONS_PATH}/${encodeURIComponent(id)}`;
export const itemsPath = (collectionId: string) => `${collectionPath(collectionId)}/items`;
export const itemPath = (collectionId: string, itemId: string) =>
  `${itemsPath(collectionId)}/${encodeURIComponent(itemId)}`;

export const DEFAULT_ITEMS_PAGE_SIZE = 20;
export const MAX_ITEMS_PAGE_SIZE = 100;

/** GET …/items query: every filter optional; `limit` 1–100. */
export const itemListQuerySchema = z
  .object({
    status: z.enum(ITEM_STATUSES).optional(),
    tag: z.string().min(1).max(100).optional(),
    category: z.string().min(1).max(100).optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
      .optional(),
    author: z.string().min(1).max(200).optional(),
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_ITEMS_PAGE_SIZE).default(DEFAULT_ITEMS_PAGE_SIZE),
  })
  .strict();
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

export interface CollectionList {
  readonly collections: readonly Collection[];
}

export interface ItemList {
  readonly items: readonly Item[];
  /** Pass as `cursor` for the next page; null on the last. */
  readonly nextCursor: string | null;
}

export const CollectionApiMessage = {
  invalidCollection: 'The collection is not valid:',
  invalidItem: 'The item is not valid:',
  invalidQuery: 'The list filter is not valid:',
  badCursor: 'The page cursor is not valid; start again from the first page.',
  collectionNotFound: 'There is no such collection.',
  itemNotFound: 'There is no such item.',
  collectionSlugTaken: 'Another collection of the site has this address.',
  itemSlugTaken: 'Another item of this collection has this address.',
  typeFixed: "A collection's type cannot change.",
} as const;
