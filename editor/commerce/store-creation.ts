// "Add a store" as the spec runs it (site-and-editor.md §7): the product collection is posted
// with a URL id made from the title by the store URL id rule (free among the site's page and
// folder addresses and its other stores), then its root category. A URL id another request took
// meanwhile (409) is made again once with it counted. The products page itself is added to the
// draft by the caller (addPage with 'products'), so it is saved and published like any page.
import {
  type StoreCategory,
  type StoreCollection,
  storeCategoriesPath,
  storeCollectionsPath,
} from '../../shared/api/store-setup';
import { newStoreCollection, rootCategory } from '../../shared/store/new-store';
import { call } from '../owner-call';

export const AddStoreMessage = {
  failed: 'Unable to add the store. Try again.',
} as const;

export type StoreCreation =
  | { readonly ok: true; readonly collection: StoreCollection; readonly root: StoreCategory }
  | { readonly ok: false; readonly message: string };

export interface StoreCreationRequest {
  readonly websiteId: string;
  readonly title: string;
  readonly description: string;
  /** The draft's page and folder addresses. */
  readonly usedSlugs: Iterable<string>;
}

export async function createStore(request: StoreCreationRequest): Promise<StoreCreation> {
  const failure = (answer: { status: number; message: string }): StoreCreation => ({
    ok: false,
    message: answer.status === 0 ? AddStoreMessage.failed : answer.message,
  });
  const collectionsPath = storeCollectionsPath(request.websiteId);
  const listed = await call<{ collections: readonly StoreCollection[] }>('GET', collectionsPath);
  if (!listed.ok) return failure(listed);
  const taken = [...request.usedSlugs, ...listed.value.collections.map((store) => store.urlId)];

  let fields = newStoreCollection(request.title, taken, request.description);
  let created = await call<StoreCollection>('POST', collectionsPath, fields);
  if (!created.ok && created.status === 409) {
    fields = newStoreCollection(request.title, [...taken, fields.urlId], request.description);
    created = await call<StoreCollection>('POST', collectionsPath, fields);
  }
  if (!created.ok) return failure(created);
  const collection = created.value;

  const categories = storeCategoriesPath(request.websiteId, collection.id);
  const root = await call<StoreCategory>('POST', categories, rootCategory(collection.title));
  if (!root.ok) return failure(root);
  return { ok: true, collection, root: root.value };
}
