// The store-creation and commerce-preferences calls (site-and-editor.md §7): paths, bodies and
// every sentence the server answers with (docs/store-setup.md).
//   POST /api/content-service/product/1.1/websites/{websiteId}/products  a new product collection
//   POST …/products/{collectionId}/categories                             its root or a nested category
//   GET, PUT /api/v1/commerce-preferences/{namespace}                     a free object per namespace
import { z } from 'zod';
import { MAX_NESTED_CATEGORIES } from '../limits';
import type { NewStoreCollection, RootCategory } from '../store/new-store';
import { slugify } from '../store/url-id';

export const PREFERENCES_PATH = '/api/v1/commerce-preferences';
export const preferencesPath = (namespace: string) =>
  `${PREFERENCES_PATH}/${encodeURIComponent(namespace)}`;

export const CONTENT_SERVICE_PATH = '/api/content-service/product/1.1/websites';
export const storeCollectionsPath = (websiteId: string) =>
  `${CONTENT_SERVICE_PATH}/${encodeURIComponent(websiteId)}/products`;
export const storeCategoriesPath = (websiteId: string, collectionId: string) =>
  `${storeCollectionsPath(websiteId)}/${encodeURIComponent(collectionId)}/categories`;

const MAX_TITLE_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 2_000;
const MAX_CATEGORY_NAME_LENGTH = 100;

/** A URL id as storeUrlId makes them: lower-case letters and digits joined by single dashes. */
const urlIdSchema = z
  .string()
  .min(1)
  .max(120)
  .refine(
    (value) => slugify(value) === value,
    'must be lower-case letters and digits joined by dashes',
  );

export const newStoreCollectionSchema = z
  .object({
    navigationTitle: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
    title: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
    urlId: urlIdSchema,
    description: z.string().max(MAX_DESCRIPTION_LENGTH),
    enabled: z.boolean(),
  })
  .strict() satisfies z.ZodType<NewStoreCollection>;

/** The root category's fixed fields, or a nested one's under its parent. */
export const newCategorySchema = z.discriminatedUnion('type', [
  z
    .object({
      displayName: z.string().trim().min(1).max(MAX_CATEGORY_NAME_LENGTH),
      parentCategoryId: z.null(),
      type: z.literal('ROOT'),
      pageRendering: z.literal('LIST_VIEW'),
      displayIndex: z.literal(1),
    })
    .strict() satisfies z.ZodType<RootCategory>,
  z
    .object({
      displayName: z.string().trim().min(1).max(MAX_CATEGORY_NAME_LENGTH),
      parentCategoryId: z.string().min(1).max(100),
      type: z.literal('CATEGORY'),
      pageRendering: z.enum(['LIST_VIEW', 'GRID_VIEW']).default('LIST_VIEW'),
      displayIndex: z.number().int().min(1).max(MAX_NESTED_CATEGORIES),
    })
    .strict(),
]);
export type NewCategory = z.infer<typeof newCategorySchema>;

/** A product collection as stored and answered. */
export interface StoreCollection extends NewStoreCollection {
  readonly id: string;
  readonly websiteId: string;
  readonly createdOn: number;
}

/** A category as stored and answered. */
export interface StoreCategory {
  readonly id: string;
  readonly collectionId: string;
  readonly displayName: string;
  readonly parentCategoryId: string | null;
  readonly type: 'ROOT' | 'CATEGORY';
  readonly pageRendering: 'LIST_VIEW' | 'GRID_VIEW';
  readonly displayIndex: number;
}

export const StoreSetupMessage = {
  invalidCollection: 'The store is not valid:',
  invalidCategory: 'The category is not valid:',
  invalidPreferences: 'Preferences must be a JSON object.',
  preferencesTooLarge: 'Preferences must be 16 KiB or less.',
  badNamespace: 'A preference namespace is a lower-case word of letters, digits and dashes.',
  noWebsite: 'There is no such website.',
  noCollection: 'There is no such store.',
  noParent: 'There is no such parent category in this store.',
  urlIdTaken: 'Another page or store of the site has this URL id.',
  rootExists: 'This store already has its root category.',
  tooManyCategories: `A store holds at most ${MAX_NESTED_CATEGORIES.toLocaleString('en-US')} categories.`,
} as const;
