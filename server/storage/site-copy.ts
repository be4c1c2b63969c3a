// Copying a site's rows to a new site (docs/sites.md "Duplicating"): files (records; their bytes
// are copied by the caller under the new ids it chose), the store's product collections and
// categories, products and their variants, forms and mailing lists (their definitions, not
// submissions or members), content collections with their items, tags and categories, the
// site's languages, its commerce preferences and the words translated into its languages. Ids unique in the installation get new ones; every id a JSON
// text names is rewritten with `IdMap.rewrite`, the site document's too.
import type { Kysely } from 'kysely';
import { newId } from './commerce-helpers';
import type { Database } from './database';
import { jsonText } from './json-column';

/** Old id to new id, for every row copied under a new id. */
export class IdMap {
  private readonly ids = new Map<string, string>();
  private pattern: RegExp | undefined;

  set(from: string, to: string): string {
    this.ids.set(from, to);
    this.pattern = undefined;
    return to;
  }

  get(from: string): string | undefined {
    return this.ids.get(from);
  }

  /** `text` with every old id that stands alone (not inside a longer id) replaced. */
  rewrite(text: string): string {
    if (this.ids.size === 0) return text;
    if (!this.pattern) {
      const escaped = [...this.ids.keys()]
        .sort((a, b) => b.length - a.length)
        .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      this.pattern = new RegExp(`(?<![A-Za-z0-9_-])(?:${escaped.join('|')})(?![A-Za-z0-9_-])`, 'g');
    }
    return text.replace(this.pattern, (id) => this.ids.get(id) ?? id);
  }
}

/** A new id for a row named after its site: `<site>-rest` becomes `<to>-rest`. */
function siteNamedId(id: string, from: string, to: string): string {
  const rest = id.startsWith(`${from}-`) ? id.slice(from.length + 1) : id;
  return `${to}-${rest}`.slice(0, 64);
}

/**
 * Copies the rows of site `from` to site `to` in one transaction; `files` maps the file ids the
 * caller copied bytes for. Answers the ids map (files, collections, items) for the document.
 */
export async function copySiteRows(
  db: Kysely<Database>,
  from: string,
  to: string,
  files: IdMap,
): Promise<IdMap> {
  const ids = files;
  const text = (value: string) => jsonText(db, JSON.parse(ids.rewrite(value)));
  await db.transaction().execute(async (trx) => {
    const collections = await trx
      .selectFrom('collections')
      .selectAll()
      .where('site_id', '=', from)
      .execute();
    for (const row of collections) ids.set(row.id, siteNamedId(row.id, from, to));
    const collectionIds = collections.map((row) => row.id);
    const items =
      collectionIds.length === 0
        ? []
        : await trx
            .selectFrom('collection_items')
            .selectAll()
            .where('collection_id', 'in', collectionIds)
            .execute();
    for (const row of items) ids.set(row.id, siteNamedId(row.id, from, to));

    for (const row of await trx
      .selectFrom('files')
      .selectAll()
      .where('site_id', '=', from)
      .execute()) {
      const id = files.get(row.id);
      if (id)
        await trx
          .insertInto('files')
          .values({ ...row, id, site_id: to })
          .execute();
    }
    const storeCollections = await trx
      .selectFrom('store_collections')
      .selectAll()
      .where('website_id', '=', from)
      .execute();
    for (const row of storeCollections) ids.set(row.id, newId());
    const products = await trx
      .selectFrom('products')
      .selectAll()
      .where('website_id', '=', from)
      .execute();
    const productIds = new IdMap();
    for (const row of products) {
      const id = productIds.set(row.id, newId());
      await trx
        .insertInto('products')
        .values({ ...row, id, website_id: to, details: text(row.details) })
        .execute();
    }
    for (const row of await trx
      .selectFrom('product_variants')
      .selectAll()
      .where('website_id', '=', from)
      .execute()) {
      const productId = productIds.get(row.product_id);
      if (!productId) continue;
      const image = row.image_file_id && (files.get(row.image_file_id) ?? null);
      await trx
        .insertInto('product_variants')
        .values({
          ...row,
          id: newId(),
          product_id: productId,
          website_id: to,
          image_file_id: image,
        })
        .execute();
    }
    await copyStore(trx, storeCollections, to, ids);
    await copyLanguages(trx, from, to, (kind, id) =>
      kind === 'product' ? productIds.get(id) : kind === 'item' ? ids.get(id) : id,
    );
    for (const row of await trx
      .selectFrom('mailing_lists')
      .selectAll()
      .where('site_id', '=', from)
      .execute()) {
      await trx
        .insertInto('mailing_lists')
        .values({ ...row, site_id: to })
        .execute();
    }
    for (const row of await trx
      .selectFrom('forms')
      .selectAll()
      .where('site_id', '=', from)
      .execute()) {
      await trx
        .insertInto('forms')
        .values({ ...row, site_id: to, definition: text(row.definition) })
        .execute();
    }
    for (const row of collections) {
      const id = ids.get(row.id)!;
      const data = { ...JSON.parse(ids.rewrite(row.data)), id, siteId: to };
      await trx
        .insertInto('collections')
        .values({ ...row, id, site_id: to, data: jsonText(trx, data) })
        .execute();
    }
    for (const row of items) {
      const id = ids.get(row.id)!;
      const collectionId = ids.get(row.collection_id)!;
      const data = { ...JSON.parse(ids.rewrite(row.data)), id, collectionId };
      await trx
        .insertInto('collection_items')
        .values({ ...row, id, collection_id: collectionId, data: jsonText(trx, data) })
        .execute();
    }
    if (collectionIds.length > 0) {
      const terms = await trx
        .selectFrom('collection_terms')
        .selectAll()
        .where('collection_id', 'in', collectionIds)
        .execute();
      for (const row of terms) {
        await trx
          .insertInto('collection_terms')
          .values({ ...row, collection_id: ids.get(row.collection_id)! })
          .execute();
      }
      const itemTerms = await trx
        .selectFrom('collection_item_terms')
        .selectAll()
        .where('collection_id', 'in', collectionIds)
        .execute();
      for (const row of itemTerms) {
        const itemId = ids.get(row.item_id);
        if (!itemId) continue;
        await trx
          .insertInto('collection_item_terms')
          .values({ ...row, item_id: itemId, collection_id: ids.get(row.collection_id)! })
          .execute();
      }
    }
  });
  return ids;
}

type Transaction = Kysely<Database>;

/** The store's product collections (new ids already in `ids`) and their categories. */
async function copyStore(
  trx: Transaction,
  collections: readonly Database['store_collections'][],
  to: string,
  ids: IdMap,
): Promise<void> {
  if (collections.length === 0) return;
  for (const row of collections) {
    await trx
      .insertInto('store_collections')
      .values({ ...row, id: ids.get(row.id)!, website_id: to })
      .execute();
  }
  const categories = await trx
    .selectFrom('store_categories')
    .selectAll()
    .where(
      'collection_id',
      'in',
      collections.map((row) => row.id),
    )
    .execute();
  const categoryIds = new IdMap();
  for (const row of categories) categoryIds.set(row.id, newId());
  for (const row of categories) {
    await trx
      .insertInto('store_categories')
      .values({
        ...row,
        id: categoryIds.get(row.id)!,
        collection_id: ids.get(row.collection_id)!,
        parent_id: row.parent_id === null ? null : (categoryIds.get(row.parent_id) ?? null),
      })
      .execute();
  }
}

/**
 * The site's languages, its commerce preferences, and its translated words (`newRef` gives a
 * copied record's new id; undefined: the record was not copied, nor are its words).
 */
async function copyLanguages(
  trx: Transaction,
  from: string,
  to: string,
  newRef: (kind: string, id: string) => string | undefined,
): Promise<void> {
  for (const row of await trx
    .selectFrom('site_languages')
    .selectAll()
    .where('website_id', '=', from)
    .execute()) {
    await trx
      .insertInto('site_languages')
      .values({ ...row, website_id: to })
      .execute();
  }
  for (const row of await trx
    .selectFrom('commerce_preferences')
    .selectAll()
    .where('website_id', '=', from)
    .execute()) {
    await trx
      .insertInto('commerce_preferences')
      .values({ ...row, website_id: to })
      .execute();
  }
  for (const row of await trx
    .selectFrom('translations')
    .selectAll()
    .where('site_id', '=', from)
    .execute()) {
    const ref = newRef(row.kind, row.ref_id);
    if (ref === undefined) continue;
    await trx
      .insertInto('translations')
      .values({ ...row, site_id: to, ref_id: ref })
      .execute();
  }
}
