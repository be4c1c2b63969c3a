// The content dialog's calls (docs/collections.md): the site's collections, a page of a
// collection's items, an item saved or removed, and the tag and category manager's changes.
// Answers come back as values or the server's message (owner-call.ts), never thrown.
import {
  COLLECTIONS_PATH,
  type CollectionList,
  collectionPath,
  type ItemList,
  itemPath,
  itemsPath,
  type TermList,
} from '../../shared/api/collections';
import type {
  Collection,
  CollectionInput,
  Item,
  ItemInput,
} from '../../shared/content/collections';
import type { TagType } from '../../shared/store/tags';
import { type Answer, call } from '../owner-call';
import { announcing } from './collection-events';

const KIND_PATH: Readonly<Record<TagType, string>> = { tag: 'tags', category: 'categories' };
const termsPath = (collectionId: string, kind: TagType) =>
  `${collectionPath(collectionId)}/${KIND_PATH[kind]}`;
const termPath = (collectionId: string, kind: TagType, name: string) =>
  `${termsPath(collectionId, kind)}/${encodeURIComponent(name)}`;

export interface ContentClient {
  collections(): Promise<Answer<readonly Collection[]>>;
  createCollection(input: CollectionInput): Promise<Answer<Collection>>;
  /** Changes a collection's title, address or settings (its type is fixed). */
  updateCollection(collectionId: string, input: CollectionInput): Promise<Answer<Collection>>;
  items(collectionId: string, cursor: string | null): Promise<Answer<ItemList>>;
  /** Adds the item when `itemId` is null, else replaces it. */
  saveItem(collectionId: string, itemId: string | null, input: ItemInput): Promise<Answer<Item>>;
  removeItem(collectionId: string, itemId: string): Promise<Answer<null>>;
  terms(collectionId: string, kind: TagType): Promise<Answer<TermList['terms']>>;
  /** `parent` puts a category inside another (null: at the top). */
  addTerm(
    collectionId: string,
    kind: TagType,
    name: string,
    parent?: string | null,
  ): Promise<Answer<null>>;
  /** `parent` also moves a category (null: to the top; left out: it stays). */
  renameTerm(
    collectionId: string,
    kind: TagType,
    from: string,
    to: string,
    parent?: string | null,
  ): Promise<Answer<null>>;
  removeTerm(collectionId: string, kind: TagType, name: string): Promise<Answer<null>>;
  mergeTerms(
    collectionId: string,
    kind: TagType,
    from: readonly string[],
    into: string,
  ): Promise<Answer<null>>;
}

async function mapped<T, U>(answer: Promise<Answer<T>>, pick: (value: T) => U): Promise<Answer<U>> {
  const result = await answer;
  return result.ok ? { ok: true, value: pick(result.value) } : result;
}

const directClient: ContentClient = {
  collections: () =>
    mapped(call<CollectionList>('GET', COLLECTIONS_PATH), (list) => list.collections),
  createCollection: (input) => call<Collection>('POST', COLLECTIONS_PATH, input),
  updateCollection: (collectionId, input) =>
    call<Collection>('PUT', collectionPath(collectionId), input),
  items: (collectionId, cursor) => {
    const query = new URLSearchParams({ limit: '50', ...(cursor ? { cursor } : {}) });
    return call<ItemList>('GET', `${itemsPath(collectionId)}?${query}`);
  },
  saveItem: (collectionId, itemId, input) =>
    itemId === null
      ? call<Item>('POST', itemsPath(collectionId), input)
      : call<Item>('PUT', itemPath(collectionId, itemId), input),
  removeItem: (collectionId, itemId) => call<null>('DELETE', itemPath(collectionId, itemId)),
  terms: (collectionId, kind) =>
    mapped(call<TermList>('GET', termsPath(collectionId, kind)), (list) => list.terms),
  addTerm: (collectionId, kind, name, parent) =>
    call<null>('POST', termsPath(collectionId, kind), { name, parent }),
  renameTerm: (collectionId, kind, from, to, parent) =>
    call<null>('PUT', termPath(collectionId, kind, from), { name: to, parent }),
  removeTerm: (collectionId, kind, name) =>
    call<null>('DELETE', termPath(collectionId, kind, name)),
  mergeTerms: (collectionId, kind, from, into) =>
    call<null>('POST', `${termsPath(collectionId, kind)}/merge`, { from, into }),
};

/** The dialog's client: each write that succeeds tells the frame to read its collections again. */
export const contentClient: ContentClient = announcing(directClient);
