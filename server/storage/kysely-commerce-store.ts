// CommerceStore on Kysely: the catalogue here, carts in kysely-commerce-carts.ts, orders and
// restock in kysely-commerce-orders.ts. Each write is one transaction; a refusal is thrown inside
// it (Refused) so the transaction rolls back, then answered as a Refusal.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { CommerceMessage, type ProductItem, type StockResponse } from '../../shared/api/commerce';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../shared/limits';
import type { ProductDraft } from '../../shared/products/product-input';
import { detailsOf, productItem } from '../commerce/product-view';
import { effectivelyUnlimited, newId, Refused, refusing, type Trx } from './commerce-helpers';
import type { CommerceStore, Result } from './commerce-store';
import type { Database } from './database';
import { jsonText } from './json-column';
import { CommerceCartOwners } from './kysely-commerce-cart-owners';

/** Every product lives in the store's one collection. */
export const STORE_COLLECTION_ID = 'store';

export class KyselyCommerceStore extends CommerceCartOwners implements CommerceStore {
  private async productRows(db: Kysely<Database> | Trx, currency: string, ids?: readonly string[]) {
    let query = db
      .selectFrom('products')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .orderBy('position');
    if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : ['']);
    const products = await query.execute();
    const variants =
      products.length === 0
        ? []
        : await db
            .selectFrom('product_variants')
            .selectAll()
            .where(
              'product_id',
              'in',
              products.map((row) => row.id),
            )
            .orderBy('position')
            .execute();
    return products.map((row) =>
      productItem(
        row,
        variants.filter((variant) => variant.product_id === row.id),
        currency,
      ),
    );
  }

  async listProducts(): Promise<ProductItem[]> {
    return this.productRows(this.db, await this.currency());
  }

  async getProduct(productId: string): Promise<ProductItem | undefined> {
    return (await this.productRows(this.db, await this.currency(), [productId]))[0];
  }

  createProduct(draft: ProductDraft): Promise<Result<{ product: ProductItem }>> {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const { count } = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('website_id', '=', this.websiteId)
          .where('collection_id', '=', STORE_COLLECTION_ID)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_PRODUCTS_PER_COLLECTION) {
          throw new Refused(400, CommerceMessage.tooManyProducts, 'product');
        }
        const last = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('website_id', '=', this.websiteId)
          .executeTakeFirst();
        const now = this.clock().toISOString();
        const id = newId();
        await trx
          .insertInto('products')
          .values({
            id,
            website_id: this.websiteId,
            collection_id: STORE_COLLECTION_ID,
            position: Number(last?.position ?? -1) + 1,
            name: draft.name,
            slug: await this.freeSlug(trx, draft.slug, id),
            product_type: draft.productType,
            details: jsonText(trx, detailsOf(draft)),
            created_at: now,
            updated_at: now,
          })
          .execute();
        await this.writeVariants(trx, id, draft, currency);
        const [product] = await this.productRows(trx, currency, [id]);
        return { product: product as ProductItem };
      }),
    );
  }

  updateProduct(productId: string, draft: ProductDraft): Promise<Result<{ product: ProductItem }>> {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const updated = await trx
          .updateTable('products')
          .set({
            name: draft.name,
            slug: await this.freeSlug(trx, draft.slug, productId),
            product_type: draft.productType,
            details: jsonText(trx, detailsOf(draft)),
            updated_at: this.clock().toISOString(),
          })
          .where('id', '=', productId)
          .where('website_id', '=', this.websiteId)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new Refused(404, CommerceMessage.productNotFound);
        await this.writeVariants(trx, productId, draft, currency);
        const [product] = await this.productRows(trx, currency, [productId]);
        return { product: product as ProductItem };
      }),
    );
  }

  async deleteProduct(productId: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('products')
      .where('id', '=', productId)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }

  /** The slug, or the slug with -2, -3, … when another product has it. */
  private async freeSlug(trx: Trx, slug: string, productId: string): Promise<string> {
    const base = slug === '' ? 'product' : slug;
    const taken = new Set(
      (
        await trx
          .selectFrom('products')
          .select('slug')
          .where('website_id', '=', this.websiteId)
          .where('id', '!=', productId)
          .where('slug', 'like', `${base}%`)
          .execute()
      ).map((row) => row.slug),
    );
    let candidate = base;
    for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${base}-${suffix}`;
    return candidate;
  }

  /** Replaces the product's variants: ids kept where given, new ones made, the rest deleted. */
  private async writeVariants(
    trx: Trx,
    productId: string,
    draft: ProductDraft,
    currency: string,
  ): Promise<void> {
    const existing = await trx
      .selectFrom('product_variants')
      .select(['id', 'sku'])
      .where('website_id', '=', this.websiteId)
      .where('product_id', '=', productId)
      .execute();
    const own = new Set(existing.map((row) => row.id));
    const field = (index: number, name: string) => `structuredContent.variants.${index}.${name}`;
    const rows = draft.variants.map((variant, index) => {
      if (variant.id !== null && !own.has(variant.id)) {
        throw new Refused(
          400,
          `${field(index, 'id')} is not a variant of this product`,
          field(index, 'id'),
        );
      }
      return {
        id: variant.id ?? newId(),
        product_id: productId,
        website_id: this.websiteId,
        position: index,
        sku:
          variant.sku === '' ? `SKU-${randomBytes(5).toString('hex').toUpperCase()}` : variant.sku,
        attributes: jsonText(this.db, variant.attributes),
        currency: '',
        price_minor: variant.priceMinor,
        sale_price_minor: variant.salePriceMinor,
        on_sale: variant.onSale ? 1 : 0,
        unlimited: variant.unlimited ? 1 : 0,
        qty_in_stock: variant.qtyInStock,
        image_file_id: variant.imageFileId,
      };
    });
    const skus = rows.map((row) => row.sku);
    const clash = await trx
      .selectFrom('product_variants')
      .select('sku')
      .where('website_id', '=', this.websiteId)
      .where('product_id', '!=', productId)
      .where('sku', 'in', skus)
      .executeTakeFirst();
    if (clash) {
      const index = skus.indexOf(clash.sku);
      throw new Refused(
        400,
        `${field(index, 'sku')} is used by another product`,
        field(index, 'sku'),
      );
    }
    const keep = rows.map((row) => row.id);
    await trx
      .deleteFrom('product_variants')
      .where('product_id', '=', productId)
      .where('id', 'not in', keep)
      .execute();
    // SKUs may move between the product's own variants: clear them before writing.
    await trx
      .updateTable('product_variants')
      .set({ sku: sql<string>`id || '~'` })
      .where('product_id', '=', productId)
      .execute();
    for (const row of rows) {
      const values = { ...row, currency };
      if (own.has(row.id)) {
        await trx.updateTable('product_variants').set(values).where('id', '=', row.id).execute();
      } else {
        await trx.insertInto('product_variants').values(values).execute();
      }
    }
  }

  async stock(productId: string): Promise<StockResponse['results'] | undefined> {
    const product = await this.productRow(this.db, productId);
    if (!product) return undefined;
    const variants = await this.db
      .selectFrom('product_variants')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute();
    return variants.map((variant) => ({
      sku: variant.sku,
      unlimited: effectivelyUnlimited(product.product_type, variant),
      qtyInStock: variant.qty_in_stock,
    }));
  }
}
