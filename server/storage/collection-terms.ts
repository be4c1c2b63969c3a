// Tags and categories of a collection (docs/collections.md "Tags and categories"): the manager's
// list with how many items use each, and add, rename, merge and remove. A rename, merge or removal
// rewrites every item that used the name, in one transaction with the collection's row locked
// (the same lock item writes take), so an item never keeps a name the manager no longer lists.
import type { Kysely, Transaction } from 'kysely';
import { type CategoryNode, parentProblem } from '../../shared/content/category-tree';
import { type Item, migrateItem } from '../../shared/content/collections';
import { MAX_NESTED_CATEGORIES } from '../../shared/limits';
import { checkTagName, type TagType } from '../../shared/store/tags';
import type { Database } from './database';
import { lockingRows } from './engine';
import { jsonText } from './json-column';

export interface TermCount {
  readonly name: string;
  /** Items of the collection using it, whatever their status. */
  readonly count: number;
  /** The category it sits in (docs/collections.md "Nested categories"); null at the top. */
  readonly parent: string | null;
}

export type TermRefusalReason =
  | 'empty'
  | 'too-long'
  | 'duplicate'
  | 'too-many'
  | 'no-parent'
  | 'loop'
  | 'flat';

export type TermChange =
  | { readonly kind: 'ok' }
  | { readonly kind: 'no-collection' | 'no-term' }
  | { readonly kind: 'refused'; readonly reason: TermRefusalReason };

/** Where a tag or category goes: undefined keeps it where it is (a new one at the top). */
export type ParentChoice = string | null | undefined;

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

/**
 * Where a new or moved tag or category goes: the parent's name (null: the top; undefined: where
 * it is), or the refusal (tags are not nested; the parent must exist and not be inside it).
 */
function placing(
  tagType: TagType,
  nodes: readonly CategoryNode[],
  name: string,
  parent: ParentChoice,
): { readonly kind: 'placed'; readonly parent: ParentChoice } | TermChange {
  if (parent === undefined || parent === null) return { kind: 'placed', parent };
  if (tagType === 'tag') return { kind: 'refused', reason: 'flat' };
  const problem = parentProblem(nodes, name, parent);
  if (problem !== null) return { kind: 'refused', reason: problem };
  const found = nodes.find((node) => key(node.name) === key(parent))?.name ?? parent;
  return { kind: 'placed', parent: found };
}

/**
 * Whether the categories `item` brings along still fit the collection's limit (§9: 10,000), the
 * names it already lists not counted again.
 */
export async function categoriesFit(trx: Transaction<Database>, item: Item): Promise<boolean> {
  const keys = [...new Set(item.categories.map(key))];
  if (keys.length === 0) return true;
  const counted = await trx
    .selectFrom('collection_terms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_id', '=', item.collectionId)
    .where('kind', '=', 'category')
    .executeTakeFirstOrThrow();
  const known = await trx
    .selectFrom('collection_terms')
    .select('name_key')
    .where('collection_id', '=', item.collectionId)
    .where('kind', '=', 'category')
    .where('name_key', 'in', keys)
    .execute();
  return Number(counted.n) + keys.length - known.length <= MAX_NESTED_CATEGORIES;
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
      .select(['collection_terms.name', 'collection_terms.parent_key', 'counts.n'])
      .where('collection_terms.collection_id', '=', collectionId)
      .where('collection_terms.kind', '=', tagType)
      .orderBy('collection_terms.name_key')
      .execute();
    const names = new Map(rows.map((row) => [key(row.name), row.name]));
    return rows.map((row) => ({
      name: row.name,
      count: Number(row.n ?? 0),
      parent: row.parent_key === null ? null : (names.get(row.parent_key) ?? null),
    }));
  }

  /** The categories that sit inside another, with their parents' names (a view's nesting). */
  async nesting(collectionId: string): Promise<CategoryNode[]> {
    return this.db
      .selectFrom('collection_terms as child')
      .innerJoin('collection_terms as parent', (join) =>
        join
          .onRef('parent.collection_id', '=', 'child.collection_id')
          .onRef('parent.kind', '=', 'child.kind')
          .onRef('parent.name_key', '=', 'child.parent_key'),
      )
      .select(['child.name as name', 'parent.name as parent'])
      .where('child.collection_id', '=', collectionId)
      .where('child.kind', '=', 'category')
      .execute();
  }

  add(
    collectionId: string,
    tagType: TagType,
    name: string,
    parent?: ParentChoice,
  ): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, nodes) => {
      const check = checkTagName(
        tagType,
        name,
        nodes.map((node) => node.name),
      );
      if (!check.ok) return { kind: 'refused', reason: check.reason };
      if (tagType === 'category' && nodes.length >= MAX_NESTED_CATEGORIES) {
        return { kind: 'refused', reason: 'too-many' };
      }
      const placed = placing(tagType, nodes, check.name, parent);
      if (placed.kind === 'placed') {
        await trx
          .insertInto('collection_terms')
          .values({
            collection_id: collectionId,
            kind: tagType,
            name_key: key(check.name),
            name: check.name,
            parent_key: placed.parent ? key(placed.parent) : null,
          })
          .execute();
        return { kind: 'ok' };
      }
      return placed;
    });
  }

  /**
   * Renames `from` (found without regard to case) to `to` and, for a category, moves it into
   * `parent`; its items and the categories inside it follow.
   */
  rename(
    collectionId: string,
    tagType: TagType,
    from: string,
    to: string,
    parent?: ParentChoice,
  ): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, nodes) => {
      const names = nodes.map((node) => node.name);
      const current = names.find((name) => key(name) === key(from));
      if (current === undefined) return { kind: 'no-term' };
      const check = checkTagName(tagType, to, names, current);
      if (!check.ok) return { kind: 'refused', reason: check.reason };
      const placed = placing(tagType, nodes, current, parent);
      if (placed.kind !== 'placed') return placed;
      const own = nodes.find((node) => node.name === current)?.parent ?? null;
      await this.replace(trx, collectionId, tagType, [current], check.name);
      const parentNow = placed.parent === undefined ? own : placed.parent;
      if (tagType === 'category') await this.setParent(trx, collectionId, check.name, parentNow);
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
    return this.changing(collectionId, tagType, async (trx, nodes) => {
      const names = nodes.map((node) => node.name);
      const merged = names.filter((name) => from.some((other) => key(other) === key(name)));
      if (merged.length !== new Set(from.map(key)).size) return { kind: 'no-term' };
      const target = names.find((name) => key(name) === key(into));
      const kept = target ?? checkTagName(tagType, into, names);
      if (typeof kept !== 'string' && !kept.ok) return { kind: 'refused', reason: kept.reason };
      const name = typeof kept === 'string' ? kept : kept.name;
      // The kept one stays where it was, unless it was inside one merged away: then at the top.
      const inside = merged.some((from) => parentProblem(nodes, from, name) === 'loop');
      const own = nodes.find((node) => key(node.name) === key(name))?.parent ?? null;
      await this.replace(trx, collectionId, tagType, merged, name);
      if (tagType === 'category')
        await this.setParent(trx, collectionId, name, inside ? null : own);
      return { kind: 'ok' };
    });
  }

  /** Removes the name from the list and from every item using it. */
  remove(collectionId: string, tagType: TagType, name: string): Promise<TermChange> {
    return this.changing(collectionId, tagType, async (trx, nodes) => {
      const current = nodes.find((other) => key(other.name) === key(name));
      if (current === undefined) return { kind: 'no-term' };
      await this.replace(trx, collectionId, tagType, [current.name], null);
      // The categories inside it move up to where it was.
      await trx
        .updateTable('collection_terms')
        .set({ parent_key: current.parent === null ? null : key(current.parent) })
        .where('collection_id', '=', collectionId)
        .where('parent_key', '=', key(current.name))
        .execute();
      return { kind: 'ok' };
    });
  }

  /** Runs `work` with the collection locked and its names of `tagType` read, with parents. */
  private changing(
    collectionId: string,
    tagType: TagType,
    work: (trx: Transaction<Database>, nodes: CategoryNode[]) => Promise<TermChange>,
  ): Promise<TermChange> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockCollection(trx, this.siteId, collectionId))) return { kind: 'no-collection' };
      const rows = await trx
        .selectFrom('collection_terms')
        .select(['name', 'parent_key'])
        .where('collection_id', '=', collectionId)
        .where('kind', '=', tagType)
        .execute();
      const names = new Map(rows.map((row) => [key(row.name), row.name]));
      return work(
        trx,
        rows.map((row) => ({
          name: row.name,
          parent: row.parent_key === null ? null : (names.get(row.parent_key) ?? null),
        })),
      );
    });
  }

  /** Puts the category `name` inside `parent` (null: at the top). */
  private async setParent(
    trx: Transaction<Database>,
    collectionId: string,
    name: string,
    parent: string | null,
  ): Promise<void> {
    await trx
      .updateTable('collection_terms')
      .set({ parent_key: parent === null ? null : key(parent) })
      .where('collection_id', '=', collectionId)
      .where('kind', '=', 'category')
      .where('name_key', '=', key(name))
      .execute();
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
      // The categories inside a renamed or merged one follow it.
      await trx
        .updateTable('collection_terms')
        .set({ parent_key: key(into) })
        .where('collection_id', '=', collectionId)
        .where('kind', '=', tagType)
        .where('parent_key', 'in', keys)
        .execute();
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
