// The owner's collection calls (docs/collections.md): GET/POST /api/collections,
// GET/PUT/DELETE /api/collections/{id}, GET/POST …/{id}/items, GET/PUT/DELETE …/items/{itemId}.
// The guard asks the route's permission (route-access.ts); here an item's status asks more: a
// role without 'content:publish' keeps to Draft and Needs Review, and may not change or remove
// an item that is past them. Statuses are answered as of the request's time.
import { type Context, Hono } from 'hono';
import { itemListQuerySchema, CollectionApiMessage as Message } from '../../shared/api/collections';
import { TOO_MANY_CATEGORIES } from '../../shared/content/category-tree';
import {
  COLLECTION_VERSION,
  type Collection,
  CollectionMessage,
  collectionInputSchema,
  DRAFT_STATUSES,
  ITEM_VERSION,
  type Item,
  itemInputSchema,
  itemTypeProblem,
  slugFromTitle,
} from '../../shared/content/collections';
import { statusAt } from '../../shared/content/visibility';
import { MAX_ITEMS_PER_ORDERABLE_COLLECTION } from '../../shared/limits';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import { refusal } from '../owners/guard';
import { refusalFor } from '../owners/principal';
import type { CollectionStore, ItemWrite } from '../storage/collection-store';
import { newId } from '../storage/commerce-helpers';
import type { Clock } from '../storage/site-store';
import { termRoutes } from './collection-terms';
import { invalidAnswer } from './form-admin';

/** Our limit: an item (its rich text included) holds at most 1 MB of JSON. */
export const MAX_ITEM_BYTES = 1_000_000;

const json = jsonBody({
  maxBytes: MAX_ITEM_BYTES,
  refuse: (c, refused) => c.json({ error: refused.message, issues: [] }, refused.status),
});

const fail = (c: Context, status: 400 | 404 | 409, message: string) =>
  c.json({ error: message, issues: [] }, status);

/** Who wrote an item when the body does not say: the owner's email or the key's name. */
function callerName(c: Context): string {
  const principal = c.var.principal;
  return principal.kind === 'owner' ? principal.owner.email : `API key ${principal.name}`;
}

/** The 403 answer when the caller may not publish; undefined when it may. */
function publishRefusal(c: Context): Response | undefined {
  const refused = refusalFor(c.var.principal, 'content:publish');
  return refused === undefined ? undefined : c.json(refusal(refused), 403);
}

export function collectionRoutes(store: CollectionStore, clock: Clock): Hono {
  const app = new Hono();
  const now = () => clock().getTime();
  const shown = (item: Item): Item => ({ ...item, status: statusAt(item, now()) });

  app.route('/:id/tags', termRoutes(store.terms, 'tag'));
  app.route('/:id/categories', termRoutes(store.terms, 'category'));

  app.get('/', async (c) => c.json({ collections: await store.listCollections() }));

  app.post('/', json, async (c) => {
    const parsed = collectionInputSchema.safeParse(c.var.body);
    if (!parsed.success) return c.json(invalidAnswer(parsed.error, Message.invalidCollection), 400);
    const at = now();
    const collection: Collection = {
      ...parsed.data,
      version: COLLECTION_VERSION,
      id: newId(),
      siteId: store.siteId,
      createdAt: at,
      updatedAt: at,
    };
    if (!(await store.createCollection(collection))) {
      return fail(c, 409, Message.collectionSlugTaken);
    }
    return c.json(collection, 201);
  });

  app.get('/:id', async (c) => {
    const collection = await store.getCollection(c.req.param('id'));
    return collection ? c.json(collection) : fail(c, 404, Message.collectionNotFound);
  });

  app.put('/:id', json, async (c) => {
    const parsed = collectionInputSchema.safeParse(c.var.body);
    if (!parsed.success) return c.json(invalidAnswer(parsed.error, Message.invalidCollection), 400);
    const old = await store.getCollection(c.req.param('id'));
    if (!old) return fail(c, 404, Message.collectionNotFound);
    if (parsed.data.type !== old.type) return fail(c, 400, Message.typeFixed);
    const collection: Collection = { ...old, ...parsed.data, updatedAt: now() };
    const result = await store.updateCollection(collection);
    if (result === 'missing') return fail(c, 404, Message.collectionNotFound);
    if (result === 'slug-taken') return fail(c, 409, Message.collectionSlugTaken);
    return c.json(collection);
  });

  app.delete('/:id', async (c) =>
    (await store.deleteCollection(c.req.param('id')))
      ? c.body(null, 204)
      : fail(c, 404, Message.collectionNotFound),
  );

  app.get('/:id/items', async (c) => {
    const collection = await store.getCollection(c.req.param('id'));
    if (!collection) return fail(c, 404, Message.collectionNotFound);
    const parsed = itemListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json(invalidAnswer(parsed.error, Message.invalidQuery), 400);
    const page = await store.listItems(collection.id, { ...parsed.data, now: now() });
    if (!page) return fail(c, 400, Message.badCursor);
    return c.json({ items: page.items.map(shown), nextCursor: page.nextCursor });
  });

  /** The item a body describes, or the answer refusing it. */
  async function itemFrom(
    c: Context<JsonBodyEnv>,
    collectionId: string,
    old: Item | undefined,
  ): Promise<Item | Response> {
    const collection = await store.getCollection(collectionId);
    if (!collection) return fail(c, 404, Message.collectionNotFound);
    const parsed = itemInputSchema.safeParse(c.var.body);
    if (!parsed.success) return c.json(invalidAnswer(parsed.error, Message.invalidItem), 400);
    const input = parsed.data;
    const problem = itemTypeProblem(collection.type, input);
    if (problem) return fail(c, 400, problem);
    const drafting = DRAFT_STATUSES.has(input.status) && (!old || DRAFT_STATUSES.has(old.status));
    if (!drafting) {
      const refused = publishRefusal(c);
      if (refused) return refused;
    }
    const at = now();
    const publishOn =
      input.status === 'Published' ? (input.publishOn ?? old?.publishOn ?? at) : input.publishOn;
    return {
      ...input,
      version: ITEM_VERSION,
      id: old?.id ?? newId(),
      collectionId,
      slug: input.slug ?? old?.slug ?? slugFromTitle(input.title),
      author: input.author ?? old?.author ?? callerName(c),
      publishOn,
      createdAt: old?.createdAt ?? at,
      updatedAt: at,
    };
  }

  function written(c: Context, result: ItemWrite, status: 200 | 201): Response {
    switch (result.kind) {
      case 'ok':
        return c.json(shown(result.item), status);
      case 'no-collection':
        return fail(c, 404, Message.collectionNotFound);
      case 'no-item':
        return fail(c, 404, Message.itemNotFound);
      case 'slug-taken':
        return fail(c, 409, Message.itemSlugTaken);
      case 'full':
        return fail(c, 409, CollectionMessage.itemLimit);
      case 'too-many-categories':
        return fail(c, 409, TOO_MANY_CATEGORIES);
    }
  }

  app.post('/:id/items', json, async (c) => {
    const item = await itemFrom(c, c.req.param('id'), undefined);
    if (item instanceof Response) return item;
    return written(c, await store.createItem(item, MAX_ITEMS_PER_ORDERABLE_COLLECTION), 201);
  });

  app.get('/:id/items/:itemId', async (c) => {
    const item = await store.getItem(c.req.param('id'), c.req.param('itemId'));
    return item ? c.json(shown(item)) : fail(c, 404, Message.itemNotFound);
  });

  app.put('/:id/items/:itemId', json, async (c) => {
    const collectionId = c.req.param('id');
    const old = await store.getItem(collectionId, c.req.param('itemId'));
    if (!old) return fail(c, 404, Message.itemNotFound);
    const item = await itemFrom(c, collectionId, old);
    if (item instanceof Response) return item;
    return written(c, await store.updateItem(item), 200);
  });

  app.delete('/:id/items/:itemId', async (c) => {
    const collectionId = c.req.param('id');
    const itemId = c.req.param('itemId');
    const old = await store.getItem(collectionId, itemId);
    if (!old) return fail(c, 404, Message.itemNotFound);
    if (!DRAFT_STATUSES.has(old.status)) {
      const refused = publishRefusal(c);
      if (refused) return refused;
    }
    await store.deleteItem(collectionId, itemId);
    return c.body(null, 204);
  });

  return app;
}
