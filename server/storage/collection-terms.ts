// Tags and categories of a collection (docs/collections.md "Tags and categories"): the manager's
// list with how many items use each, and add, rename, merge and remove. A rename, merge or removal
// rewrites every item that used the name, in one transaction with the collection's row locked
// (the same lock item writes take), so an item never keeps a name the manager no longer lists.
import type { Kysely, Transaction } from 'kysely';
import { type Item, migrateItem } from '../../shared/content/collections';
import { checkTagName, type TagType } from '../../shared/store/tags';
import type { Database } from './database';
import { lockingRows } from './engine';
import { jsonText } from './json-column';

export interface TermCount {
  readonly name: string;
  /** Items of the collection using it, whatever their status. */
  readonly count: number;
}

export type TermChange =
  | { readonly kind: 'ok' }
  | { readonly kind: 'no-collection' | 'no-term' }
  | { readonly kind: 'refused'; readonly reason: 'empty' | 'too-long' | 'duplicate' };

const key = (name: string) => name.trim().toLowerCase();
const field = (tagType: TagType) => (tagType === 'tag' ? 'tags' : 'categories');

/** The collection's row locked for the transaction; false when the site has no such collection. */
export async function lockCollection(
  trx: Transaction<Database>,
  siteId: string,
  id: string,
): Promise<boolean> {
  const query = trx
    .selectFrom('collections')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', '=', id);
  return (await lockingRows(trx, query).executeTakeFirst()) !== undefined;
}

/** An item's tags and categories as rows, and any name the collection does not list yet added. */
export async function writeItemTerms(trx: Transaction<Database>, item: Item): Promise<void> {
  await trx.deleteFrom('collection_item_terms').where('item_id', '=', item.id).execute();
  const rows = [
    ...item.tags.map((name) => ({ kind: 'tag', name })),
    ...item.categories.map((name) => ({ kind: 'category', name })),
  ].map(({ kind, name }) => ({
    collection_id: item.collectionId,
    kind,
    name_key: key(name),
    name,
  }));
  if (rows.length === 0) return;
  await trx
    .insertInto('collection_item_terms')
    .values(rows.map((row) => ({ ...row, item_id: item.id })))
    .execute();
  await trx
    .insertInto('collection_terms')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export class CollectionTerms {
  constructor(
    private readonly db: Kysely<Database>,
    readonly siteId: string,
  ) {}

  /** By name, ignoring case; undefined when the site has no such collection. */
  async list(collectionId: string, tagType: TagType): Promise<TermCount[] | undefined> {
    const owned = await this.db
      .selectFrom('collections')
      .select('id')
      .where('site_id', '=', this.siteId)
      .where('id', '=', collectionId)
      .executeTakeFirst();
    if (!owned) return undefined;
    const counts = this.db
      .selectFrom('collection_item_terms')
      .select(['name_key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('collection_id', '=', collectionId)
      .where('kind', '=', tagType)
      .groupBy('name_key')
      .as('counts');
    const rows = await this.db
      .selectFrom('collection_terms')
      .leftJoin(counts, 'counts.name_key', 'collection_terms.name_key')
      .select(['collection_terms.name', 'counts.n'])
      .where('collection_terms.collection_id', '=', collectionId)
      .where('collection_terms.kind', '=', tagType)
      .orderBy('collection_terms.name_key')
      .execute();
    return rows.map((row) => ({ name: row.name, count: Number(row.n ?? 0) }));
  }

  add(collectionId: string, tagType: TagType, name: string): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, names) => {
      const check = checkTagName(tagType, name, names);
      if (!check.ok) return { kind: 'refused', reason: check.reason };
      await trx
        .insertInto('collection_terms')
        .values({
          collection_id: collectionId,
          kind: tagType,
          name_key: key(check.name),
          name: check.name,
        })
        .execute();
      return { kind: 'ok' };
    });
  }

  /** Renames `from` (found without regard to case) to `to`; its items follow. */
  rename(collectionId: string, tagType: TagType, from: string, to: string): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, names) => {
      const current = names.find((name) => key(name) === key(from));
      if (current === undefined) return { kind: 'no-term' };
      const check = checkTagName(tagType, to, names, current);
      if (!check.ok) return { kind: 'refused', reason: check.reason };
      await this.replace(trx, collectionId, tagType, [current], check.name);
      return { kind: 'ok' };
    });
  }

  /** Every name of `from` becomes `into` (an existing name or a new one); their items follow. */
  merge(
    collectionId: string,
    tagType: TagType,
    from: readonly string[],
    into: string,
  ): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, names) => {
      const merged = names.filter((name) => from.some((other) => key(other) === key(name)));
      if (merged.length !== new Set(from.map(key)).size) return { kind: 'no-term' };
      const target = names.find((name) => key(name) === key(into));
      const kept = target ?? checkTagName(tagType, into, names);
      if (typeof kept !== 'string' && !kept.ok) return { kind: 'refused', reason: kept.reason };
      const name = typeof kept === 'string' ? kept : kept.name;
      await this.replace(trx, collectionId, tagType, merged, name);
      return { kind: 'ok' };
    });
  }

  /** Removes the name from the list and from every item using it. */
  remove(collectionId: string, tagType: TagType, name: string): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, names) => {
      const current = names.find((other) => key(other) === key(name));
      if (current === undefined) return { kind: 'no-term' };
      await this.replace(trx, collectionId, tagType, [current], null);
      return { kind: 'ok' };
    });
  }

  /** Runs `work` with the collection locked and its names of `tagType` read. */
  private changing(
    collectionId: string,
    tagType: TagType,
    work: (trx: Transaction<Database>, names: string[]) => Promise<TermChange>,
  ): Promise<TermChange> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockCollection(trx, this.siteId, collectionId))) return { kind: 'no-collection' };
      const rows = await trx
        .selectFrom('collection_terms')
        .select('name')
        .where('collection_id', '=', collectionId)
        .where('kind', '=', tagType)
        .execute();
      return work(
        trx,
        rows.map((row) => row.name),
      );
    });
  }

  /** `names` leave the list and their items; `into` (when not null) takes their place. */
  private async replace(
    trx: Transaction<Database>,
    collectionId: string,
    tagType: TagType,
    names: readonly string[],
    into: string | null,
  ): Promise<void> {
    const keys = names.map(key);
    const rows = await trx
      .selectFrom('collection_items')
      .select('data')
      .where('collection_id', '=', collectionId)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('collection_item_terms')
          .select('item_id')
          .where('collection_id', '=', collectionId)
          .where('kind', '=', tagType)
          .where('name_key', 'in', keys),
      )
      .execute();
    await trx
      .deleteFrom('collection_terms')
      .where('collection_id', '=', collectionId)
      .where('kind', '=', tagType)
      .where('name_key', 'in', keys)
      .execute();
    if (into !== null) {
      await trx
        .insertInto('collection_terms')
        .values({ collection_id: collectionId, kind: tagType, name_key: key(into), name: into })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    for (const row of rows) {
      const item = migrateItem(JSON.parse(row.data));
      const list: string[] = [];
      for (const name of item[field(tagType)]) {
        const next = keys.includes(key(name)) ? into : name;
        if (next !== null && !list.some((other) => key(other) === key(next))) list.push(next);
      }
      const changed: Item = { ...item, [field(tagType)]: list };
      await trx
        .updateTable('collection_items')
        .set({ data: jsonText(trx, changed) })
        .where('id', '=', item.id)
        .execute();
      await writeItemTerms(trx, changed);
    }
  }
}
