// The collections API (docs/collections.md): paths, the list query, answer shapes and every
// sentence the server answers with. Items travel as stored (shared/content/collections.ts), with
// their status as of the request (a scheduled item whose time has come reads 'Published').

import { z } from 'zod';
import { TOO_MANY_CATEGORIES } from '../content/category-tree';
import { type Collection, ITEM_STATUSES, type Item } from '../content/collections';
import { alreadyExistsMessage, TAG_MAX_LENGTH, type TagType } from '../store/tags';

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
  invalidTerm: 'The tag or category is not valid:',
  badCursor: 'The page cursor is not valid; start again from the first page.',
  collectionNotFound: 'There is no such collection.',
  itemNotFound: 'There is no such item.',
  collectionSlugTaken: 'Another collection of the site has this address.',
  itemSlugTaken: 'Another item of this collection has this address.',
  typeFixed: "A collection's type cannot change.",
} as const;

/**
 * …/tags and …/categories: the manager's calls. `parent` puts a category inside another (null:
 * at the top; left out: where it is, a new one at the top).
 */
export const termNameSchema = z
  .object({ name: z.string().max(200), parent: z.string().max(200).nullable().optional() })
  .strict();
export const termMergeSchema = z
  .object({ from: z.array(z.string().max(200)).min(1).max(100), into: z.string().max(200) })
  .strict();

export interface TermList {
  readonly terms: readonly {
    readonly name: string;
    readonly count: number;
    /** The category it sits in; null at the top (always, for tags). */
    readonly parent: string | null;
  }[];
}

/** Why a tag or category name is refused, in a sentence ("This tag already exists." is §5's). */
export function termRefusal(
  tagType: TagType,
  reason:
    | 'empty'
    | 'too-long'
    | 'duplicate'
    | 'missing'
    | 'too-many'
    | 'no-parent'
    | 'loop'
    | 'flat',
): string {
  switch (reason) {
    case 'too-many':
      return TOO_MANY_CATEGORIES;
    case 'no-parent':
      return 'There is no such category to put it in.';
    case 'loop':
      return 'A category cannot go inside itself or a category inside it.';
    case 'flat':
      return 'Tags cannot be put inside one another.';
    case 'empty':
      return `A ${tagType} needs a name.`;
    case 'too-long':
      return `A ${tagType} has at most ${TAG_MAX_LENGTH[tagType]} characters.`;
    case 'duplicate':
      return alreadyExistsMessage(tagType);
    case 'missing':
      return `There is no such ${tagType}.`;
  }
}
