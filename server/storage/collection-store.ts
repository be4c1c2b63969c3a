// Content collections and their items on Kysely, for one site (docs/collections.md). An item's
// stored shape is checked on the way in (the routes) and migrated on the way out; lists filter by
// status, tag, category, month and author and page by a cursor, newest first. Every write to a
// collection's items locks the collection's row (PostgreSQL; SQLite runs one write at a time),
// so the item limit and slug uniqueness hold under concurrent requests. Tags and categories:
// collection-terms.ts.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  type Collection,
  type Item,
  type ItemStatus,
  migrateCollection,
  migrateItem,
} from '../../shared/content/collections';
import { CollectionTerms, categoriesFit, lockCollection, writeItemTerms } from './collection-terms';
import type { Database } from './database';
import type { CollectionItemsTable } from './database-collections';
import { jsonText } from './json-column';

export interface ItemQuery {
  /** As of `now`: 'Published' takes in scheduled items whose time has come. */
  readonly status?: ItemStatus;
  readonly tag?: string;
  readonly category?: string;
  /** 'YYYY-MM': items whose publish time falls in that UTC month. */
  readonly month?: string;
  readonly author?: string;
  /** Where the previous page ended (`nextCursor`). */
  readonly cursor?: string;
  readonly limit: number;
  /** Epoch ms. */
  readonly now: number;
}

export interface ItemPage {
  readonly items: Item[];
  readonly nextCursor: string | null;
}

export type ItemWrite =
  | { readonly kind: 'ok'; readonly item: Item }
  | {
      readonly kind: 'no-collection' | 'no-item' | 'slug-taken' | 'full' | 'too-many-categories';
    };

interface Cursor {
  readonly sortAt: number;
  readonly id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.sortAt}.${cursor.id}`).toString('base64url');
}

/** The cursor's position, or null when it is not one this store made. */
export function decodeCursor(text: string): Cursor | null {
  const match = /^(\d{1,16})\.([\w-]{1,100})$/.exec(Buffer.from(text, 'base64url').toString());
  return match ? { sortAt: Number(match[1]), id: match[2]! } : null;
}

/** The UTC month 'YYYY-MM' as [start, end) in epoch ms, or null when it is not one. */
export function monthRange(month: string): readonly [number, number] | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return [Date.UTC(year, index, 1), Date.UTC(year, index + 1, 1)];
}

const sortAtOf = (item: Item) => item.publishOn ?? item.createdAt;
const itemOf = (row: Pick<Selectable<CollectionItemsTable>, 'data'>) =>
  migrateItem(JSON.parse(row.data));

export class CollectionStore {
  /** The collections' tags and categories. */
  readonly terms: CollectionTerms;

  constructor(
    private readonly db: Kysely<Database>,
    readonly siteId: string,
  ) {
    this.terms = new CollectionTerms(db, siteId);
  }

  async listCollections(): Promise<Collection[]> {
    const rows = await this.db
      .selectFrom('collections')
      .select('data')
      .where('site_id', '=', this.siteId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => migrateCollection(JSON.parse(row.data)));
  }

  async getCollection(id: string): Promise<Collection | undefined> {
    const row = await this.db
      .selectFrom('collections')
      .select('data')
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && migrateCollection(JSON.parse(row.data));
  }

  /** False when the slug is taken on this site. */
  async createCollection(collection: Collection): Promise<boolean> {
    const result = await this.db
      .insertInto('collections')
      .values({
        id: collection.id,
        site_id: this.siteId,
        slug: collection.slug,
        data: jsonText(this.db, collection),
        created_at: collection.createdAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** 'slug-taken' when another collection of the site has the slug. */
  async updateCollection(collection: Collection): Promise<'ok' | 'missing' | 'slug-taken'> {
    return this.db.transaction().execute(async (trx) => {
      const clash = await trx
        .selectFrom('collections')
        .select('id')
        .where('site_id', '=', this.siteId)
        .where('slug', '=', collection.slug)
        .where('id', '!=', collection.id)
        .executeTakeFirst();
      if (clash) return 'slug-taken';
      const result = await trx
        .updateTable('collections')
        .set({ slug: collection.slug, data: jsonText(this.db, collection) })
        .where('site_id', '=', this.siteId)
        .where('id', '=', collection.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? 'ok' : 'missing';
    });
  }

  /** Removes the collection with its items; false when there was none. */
  async deleteCollection(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('collections')
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** One of this site's items by its id alone (ids are unique in the installation). */
  async findItem(itemId: string): Promise<Item | undefined> {
    const row = await this.db
      .selectFrom('collection_items')
      .innerJoin('collections', 'collections.id', 'collection_items.collection_id')
      .select('collection_items.data')
      .where('collections.site_id', '=', this.siteId)
      .where('collection_items.id', '=', itemId)
      .executeTakeFirst();
    return row && itemOf(row);
  }

  async getItem(collectionId: string, itemId: string): Promise<Item | undefined> {
    const item = await this.findItem(itemId);
    return item?.collectionId === collectionId ? item : undefined;
  }

  /** Adds an item unless the collection holds `limit` already or the slug is taken. */
  async createItem(item: Item, limit: number): Promise<ItemWrite> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockCollection(trx, this.siteId, item.collectionId)))
        return { kind: 'no-collection' };
      const { n } = await trx
        .selectFrom('collection_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('collection_id', '=', item.collectionId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= limit) return { kind: 'full' };
      if (await this.slugTaken(trx, item)) return { kind: 'slug-taken' };
      if (!(await categoriesFit(trx, item))) return { kind: 'too-many-categories' };
      await trx.insertInto('collection_items').values(this.rowOf(item)).execute();
      await writeItemTerms(trx, item);
      return { kind: 'ok', item };
    });
  }

  async updateItem(item: Item): Promise<ItemWrite> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockCollection(trx, this.siteId, item.collectionId)))
        return { kind: 'no-collection' };
      if (await this.slugTaken(trx, item)) return { kind: 'slug-taken' };
      if (!(await categoriesFit(trx, item))) return { kind: 'too-many-categories' };
      const { id: _id, ...row } = this.rowOf(item);
      const result = await trx
        .updateTable('collection_items')
        .set(row)
        .where('collection_id', '=', item.collectionId)
        .where('id', '=', item.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { kind: 'no-item' };
      await writeItemTerms(trx, item);
      return { kind: 'ok', item };
    });
  }

  async deleteItem(collectionId: string, itemId: string): Promise<boolean> {
    const item = await this.getItem(collectionId, itemId);
    if (!item) return false;
    await this.db.deleteFrom('collection_items').where('id', '=', itemId).execute();
    return true;
  }

  /** A page of the collection's items, newest first; undefined when the cursor is not ours. */
  async listItems(collectionId: string, query: ItemQuery): Promise<ItemPage | undefined> {
    let select = this.db
      .selectFrom('collection_items')
      .select(['id', 'sort_at', 'data'])
      .where('collection_id', '=', collectionId);
    const { now } = query;
    if (query.status === 'Published') {
      select = select.where((eb) =>
        eb.or([
          eb('status', '=', 'Published'),
          eb.and([eb('status', '=', 'Scheduled'), eb('publish_on', '<=', now)]),
        ]),
      );
    } else if (query.status === 'Scheduled') {
      select = select.where('status', '=', 'Scheduled').where('publish_on', '>', now);
    } else if (query.status !== undefined) {
      select = select.where('status', '=', query.status);
    }
    if (query.author !== undefined) select = select.where('author', '=', query.author);
    if (query.month !== undefined) {
      const range = monthRange(query.month);
      if (!range) return undefined;
      select = select.where('publish_on', '>=', range[0]).where('publish_on', '<', range[1]);
    }
    for (const [kind, name] of [
      ['tag', query.tag],
      ['category', query.category],
    ] as const) {
      if (name === undefined) continue;
      select = select.where('id', 'in', (eb) =>
        eb
          .selectFrom('collection_item_terms')
          .select('item_id')
          .where('collection_id', '=', collectionId)
          .where('kind', '=', kind)
          .where('name_key', '=', name.trim().toLowerCase()),
      );
    }
    if (query.cursor !== undefined) {
      const after = decodeCursor(query.cursor);
      if (!after) return undefined;
      select = select.where((eb) =>
        eb.or([
          eb('sort_at', '<', after.sortAt),
          eb.and([eb('sort_at', '=', after.sortAt), eb('id', '<', after.id)]),
        ]),
      );
    }
    const rows = await select
      .orderBy('sort_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor({ sortAt: Number(last.sort_at), id: last.id })
        : null;
    return { items: page.map(itemOf), nextCursor };
  }

  private async slugTaken(trx: Transaction<Database>, item: Item): Promise<boolean> {
    const clash = await trx
      .selectFrom('collection_items')
      .select('id')
      .where('collection_id', '=', item.collectionId)
      .where('slug', '=', item.slug)
      .where('id', '!=', item.id)
      .executeTakeFirst();
    return clash !== undefined;
  }

  private rowOf(item: Item) {
    return {
      id: item.id,
      collection_id: item.collectionId,
      slug: item.slug,
      status: item.status,
      author: item.author,
      publish_on: item.publishOn,
      sort_at: sortAtOf(item),
      data: jsonText(this.db, item),
    };
  }
}
