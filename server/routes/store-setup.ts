// Store creation and commerce preferences (docs/store-setup.md; site-and-editor.md §7):
//   GET, PUT /api/v1/commerce-preferences/{namespace}        a free object, websiteId dropped on read
//   GET, POST /api/content-service/product/1.1/websites/{websiteId}/products
//   GET, POST …/products/{collectionId}/categories
// The website in the path must be this installation's site; a URL id must be free among the
// draft's page and folder addresses and the site's other stores.
import { type Context, Hono } from 'hono';
import {
  CONTENT_SERVICE_PATH,
  newCategorySchema,
  newStoreCollectionSchema,
  PREFERENCES_PATH,
  StoreSetupMessage,
} from '../../shared/api/store-setup';
import { usedSlugs } from '../../shared/document/navigation-edit';
import type { Site } from '../../shared/document/schema';
import {
  isPreferenceNamespace,
  MAX_PREFERENCES_BYTES,
  type Preferences,
  STORE_PREFERENCES_NAMESPACE,
  storePreferencesSchema,
  withoutWebsiteId,
} from '../../shared/store/preferences';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import type { StoreSetupStore } from '../storage/store-setup-store';
import { invalidAnswer } from './form-admin';

/** Mounts both at the spec's paths; a URL id must be free among the draft's addresses. */
export function mountStoreSetup(
  app: Hono,
  store: StoreSetupStore,
  draft: () => Promise<Site | undefined>,
): void {
  app.route(PREFERENCES_PATH, preferenceRoutes(store));
  const slugsOfDraft = async () => {
    const site = await draft();
    return site ? usedSlugs(site) : new Set<string>();
  };
  app.route(CONTENT_SERVICE_PATH, storeCreationRoutes({ store, usedSlugs: slugsOfDraft }));
}

export interface StoreSetupDependencies {
  readonly store: StoreSetupStore;
  /** Every address the site's draft gives a page or folder. */
  readonly usedSlugs: () => Promise<ReadonlySet<string>>;
}

const fail = (c: Context, status: 400 | 404 | 409 | 413, message: string) =>
  c.json({ error: message, issues: [] }, status);

const json = (maxBytes: number) =>
  jsonBody({ maxBytes, refuse: (c, refused) => fail(c, refused.status, refused.message) });

const isObject = (value: unknown): value is Preferences =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function preferenceRoutes(store: StoreSetupStore): Hono {
  const app = new Hono();
  const namespaceOf = (c: Context) => {
    const namespace = c.req.param('namespace') ?? '';
    return isPreferenceNamespace(namespace) ? namespace : null;
  };

  app.get('/:namespace', async (c) => {
    const namespace = namespaceOf(c);
    if (!namespace) return fail(c, 400, StoreSetupMessage.badNamespace);
    return c.json(withoutWebsiteId((await store.preferences(namespace)) ?? {}));
  });

  app.put('/:namespace', json(MAX_PREFERENCES_BYTES), async (c: Context<JsonBodyEnv>) => {
    const namespace = namespaceOf(c);
    if (!namespace) return fail(c, 400, StoreSetupMessage.badNamespace);
    const value = c.var.body;
    if (!isObject(value)) return fail(c, 400, StoreSetupMessage.invalidPreferences);
    if (namespace === STORE_PREFERENCES_NAMESPACE) {
      const checked = storePreferencesSchema.partial().passthrough().safeParse(value);
      if (!checked.success) {
        return c.json(invalidAnswer(checked.error, StoreSetupMessage.invalidPreferences), 400);
      }
    }
    await store.savePreferences(namespace, value);
    return c.json(withoutWebsiteId(value));
  });
  return app;
}

export function storeCreationRoutes(deps: StoreSetupDependencies): Hono {
  const app = new Hono();
  const { store } = deps;
  const thisWebsite = (c: Context) => c.req.param('websiteId') === store.websiteId;

  app.get('/:websiteId/products', async (c) => {
    if (!thisWebsite(c)) return fail(c, 404, StoreSetupMessage.noWebsite);
    return c.json({ collections: await store.collections() });
  });

  app.post('/:websiteId/products', json(20_000), async (c: Context<JsonBodyEnv>) => {
    if (!thisWebsite(c)) return fail(c, 404, StoreSetupMessage.noWebsite);
    const parsed = newStoreCollectionSchema.safeParse(c.var.body);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, StoreSetupMessage.invalidCollection), 400);
    }
    if ((await deps.usedSlugs()).has(parsed.data.urlId)) {
      return fail(c, 409, StoreSetupMessage.urlIdTaken);
    }
    const created = await store.createCollection(parsed.data);
    return created.kind === 'created'
      ? c.json(created.collection, 201)
      : fail(c, 409, StoreSetupMessage.urlIdTaken);
  });

  app.get('/:websiteId/products/:collectionId/categories', async (c) => {
    if (!thisWebsite(c)) return fail(c, 404, StoreSetupMessage.noWebsite);
    const categories = await store.categories(c.req.param('collectionId'));
    return categories ? c.json({ categories }) : fail(c, 404, StoreSetupMessage.noCollection);
  });

  app.post(
    '/:websiteId/products/:collectionId/categories',
    json(10_000),
    async (c: Context<JsonBodyEnv>) => {
      if (!thisWebsite(c)) return fail(c, 404, StoreSetupMessage.noWebsite);
      const parsed = newCategorySchema.safeParse(c.var.body);
      if (!parsed.success) {
        return c.json(invalidAnswer(parsed.error, StoreSetupMessage.invalidCategory), 400);
      }
      const created = await store.createCategory(c.req.param('collectionId') ?? '', parsed.data);
      switch (created.kind) {
        case 'created':
          return c.json(created.category, 201);
        case 'no-collection':
          return fail(c, 404, StoreSetupMessage.noCollection);
        case 'no-parent':
          return fail(c, 400, StoreSetupMessage.noParent);
        case 'root-exists':
          return fail(c, 409, StoreSetupMessage.rootExists);
        case 'full':
          return fail(c, 409, StoreSetupMessage.tooManyCategories);
      }
    },
  );
  return app;
}
