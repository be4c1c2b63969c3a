// Store creation and commerce preferences on Kysely, for one website (docs/store-setup.md).
// Preferences are one free object per namespace, replaced whole by a save. A product collection's
// URL id is unique in its website (a unique constraint, so two requests cannot both take one);
// its categories form a tree under its one ROOT, at most MAX_NESTED_CATEGORIES in all, counted
// while the collection's row is locked (PostgreSQL; SQLite writes one transaction at a time).
import type { Kysely, Selectable } from 'kysely';
import type { NewCategory, StoreCategory, StoreCollection } from '../../shared/api/store-setup';
import { MAX_NESTED_CATEGORIES } from '../../shared/limits';
import type { NewStoreCollection } from '../../shared/store/new-store';
import {
  type Preferences,
  STORE_PREFERENCES_NAMESPACE,
  storePreferencesOf,
} from '../../shared/store/preferences';
import { newId } from './commerce-helpers';
import type { Database } from './database';
import type { StoreCategoriesTable, StoreCollectionsTable } from './database-store-setup';
import { lockingRows } from './engine';
import { jsonText } from './json-column';

export type CollectionCreation =
  | { readonly kind: 'created'; readonly collection: StoreCollection }
  | { readonly kind: 'url-id-taken' };

export type CategoryCreation =
  | { readonly kind: 'created'; readonly category: StoreCategory }
  | { readonly kind: 'no-collection' | 'no-parent' | 'root-exists' | 'full' };

const collectionOf = (row: Selectable<StoreCollectionsTable>): StoreCollection => ({
  id: row.id,
  websiteId: row.website_id,
  navigationTitle: row.navigation_title,
  title: row.title,
  urlId: row.url_id,
  description: row.description,
  enabled: row.enabled === 1,
  createdOn: Number(row.created_at),
});

const categoryOf = (row: Selectable<StoreCategoriesTable>): StoreCategory => ({
  id: row.id,
  collectionId: row.collection_id,
  displayName: row.display_name,
  parentCategoryId: row.parent_id,
  type: row.type === 'ROOT' ? 'ROOT' : 'CATEGORY',
  pageRendering: row.page_rendering === 'GRID_VIEW' ? 'GRID_VIEW' : 'LIST_VIEW',
  displayIndex: row.display_index,
});

/** The order counter (order_counters, nextOrderNumber) at `last` or above. */
async function raiseOrderCounter(trx: Kysely<Database>, websiteId: string, last: number) {
  await trx
    .insertInto('order_counters')
    .values({ website_id: websiteId, last_number: last })
    .onConflict((conflict) =>
      conflict
        .column('website_id')
        .doUpdateSet({ last_number: last })
        .where('order_counters.last_number', '<', last),
    )
    .execute();
}

export class StoreSetupStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly websiteId: string,
    private readonly now: () => number,
  ) {}

  /** The namespace's object as written, or undefined when none was. */
  async preferences(namespace: string): Promise<Preferences | undefined> {
    const row = await this.db
      .selectFrom('commerce_preferences')
      .select('value')
      .where('website_id', '=', this.websiteId)
      .where('namespace', '=', namespace)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as Preferences) : undefined;
  }

  /**
   * Replaces the namespace's object. The store's own (`store`) with an `orderNumberStart` also
   * raises the order counter, in the same transaction, so the next order takes that number when
   * it is above the last one given (a lower start is kept but never reuses a number).
   */
  async savePreferences(namespace: string, value: Preferences): Promise<void> {
    const row = {
      website_id: this.websiteId,
      namespace,
      value: jsonText(this.db, value),
      updated_at: this.now(),
    };
    const start =
      namespace === STORE_PREFERENCES_NAMESPACE && value.orderNumberStart !== undefined
        ? storePreferencesOf(value).orderNumberStart
        : null;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('commerce_preferences')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['website_id', 'namespace'])
            .doUpdateSet({ value: row.value, updated_at: row.updated_at }),
        )
        .execute();
      if (start !== null) await raiseOrderCounter(trx, this.websiteId, start - 1);
    });
  }

  /** The website's product collections, oldest first. */
  async collections(): Promise<StoreCollection[]> {
    const rows = await this.db
      .selectFrom('store_collections')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(collectionOf);
  }

  async createCollection(fields: NewStoreCollection): Promise<CollectionCreation> {
    const row = {
      id: newId(),
      website_id: this.websiteId,
      navigation_title: fields.navigationTitle,
      title: fields.title,
      url_id: fields.urlId.toLowerCase(),
      description: fields.description,
      enabled: fields.enabled ? 1 : 0,
      created_at: this.now(),
    };
    const result = await this.db
      .insertInto('store_collections')
      .values(row)
      .onConflict((conflict) => conflict.columns(['website_id', 'url_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 0
      ? { kind: 'url-id-taken' }
      : { kind: 'created', collection: collectionOf(row) };
  }

  /** The collection's categories, each parent before its children's siblings in index order. */
  async categories(collectionId: string): Promise<StoreCategory[] | undefined> {
    if (!(await this.hasCollection(this.db, collectionId))) return undefined;
    const rows = await this.db
      .selectFrom('store_categories')
      .selectAll()
      .where('collection_id', '=', collectionId)
      .orderBy('display_index')
      .orderBy('id')
      .execute();
    return rows.map(categoryOf);
  }

  async createCategory(collectionId: string, fields: NewCategory): Promise<CategoryCreation> {
    return this.db.transaction().execute(async (trx): Promise<CategoryCreation> => {
      if (!(await this.hasCollection(trx, collectionId, true))) return { kind: 'no-collection' };
      const inCollection = trx
        .selectFrom('store_categories')
        .where('collection_id', '=', collectionId);
      if (fields.type === 'ROOT') {
        const root = await inCollection.select('id').where('type', '=', 'ROOT').executeTakeFirst();
        if (root) return { kind: 'root-exists' };
      } else {
        const parent = await inCollection
          .select('id')
          .where('id', '=', fields.parentCategoryId)
          .executeTakeFirst();
        if (!parent) return { kind: 'no-parent' };
      }
      const { count } = await inCollection
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_NESTED_CATEGORIES) return { kind: 'full' };
      const row = {
        id: newId(),
        collection_id: collectionId,
        parent_id: fields.parentCategoryId,
        display_name: fields.displayName,
        type: fields.type,
        page_rendering: fields.pageRendering,
        display_index: fields.displayIndex,
      };
      await trx.insertInto('store_categories').values(row).execute();
      return { kind: 'created', category: categoryOf(row) };
    });
  }

  private async hasCollection(
    db: Kysely<Database>,
    collectionId: string,
    lock = false,
  ): Promise<boolean> {
    const query = db
      .selectFrom('store_collections')
      .select('id')
      .where('website_id', '=', this.websiteId)
      .where('id', '=', collectionId);
    return (await (lock ? lockingRows(db, query) : query).executeTakeFirst()) !== undefined;
  }
}
