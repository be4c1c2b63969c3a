// CommerceStore on Kysely: the catalogue and carts here, orders and restock in
// kysely-commerce-orders.ts. Each write is one transaction; a refusal is thrown inside it
// (Refused) so the transaction rolls back, then answered as a Refusal.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { CommerceMessage, type ProductItem, type StockResponse } from '../../shared/api/commerce';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../shared/limits';
import type { ProductDraft } from '../../shared/products/product-input';
import { QUANTITY_MAX } from '../../shared/products/quantity';
import { VARIANT_UNAVAILABLE_MESSAGE } from '../../shared/products/selection-messages';
import { hasEnoughStock, NOT_ENOUGH_STOCK_MESSAGE } from '../../shared/products/stock';
import { cartHeader, emptyCart, shoppingCart } from '../commerce/cart-view';
import {
  detailsOf,
  entryImageUrl,
  type ProductDetails,
  productItem,
} from '../commerce/product-view';
import { effectivelyUnlimited, newId, Refused, refusing, type Trx } from './commerce-helpers';
import type { AddEntryInput, CartRef, CommerceStore, Result } from './commerce-store';
import type { Database, ProductsTable, ProductVariantsTable } from './database';
import { CommerceOrders } from './kysely-commerce-orders';
import type { Clock } from './site-store';

/** Every product lives in the store's one collection. */
export const STORE_COLLECTION_ID = 'store';

export class KyselyCommerceStore extends CommerceOrders implements CommerceStore {
  constructor(
    db: Kysely<Database>,
    websiteId: string,
    clock: Clock,
    /** The store's currency (settings.store.currency of the site). */
    private readonly currency: () => Promise<string> = async () => 'USD',
  ) {
    super(db, websiteId, clock);
  }

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

  /**
   * One transaction, with the store's currency read before it starts: reading the site inside
   * would wait for the connection the transaction holds (SQLite has one).
   */
  private async transaction<T>(work: (trx: Trx, currency: string) => Promise<T>): Promise<T> {
    const currency = await this.currency();
    return this.db.transaction().execute((trx) => work(trx, currency));
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
            details: JSON.stringify(detailsOf(draft)),
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
            details: JSON.stringify(detailsOf(draft)),
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
        attributes: JSON.stringify(variant.attributes),
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
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute();
    return variants.map((variant) => ({
      sku: variant.sku,
      unlimited: effectivelyUnlimited(product.product_type, variant),
      qtyInStock: variant.qty_in_stock,
    }));
  }

  private productRow(db: Kysely<Database> | Trx, productId: string) {
    return db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
  }

  async getCart(cartId: string) {
    return this.readCart(this.db, cartId, await this.currency());
  }

  private async readCart(db: Kysely<Database> | Trx, cartId: string, currency: string) {
    const row = await db
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', cartId)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    if (!row) return undefined;
    const entries = await db
      .selectFrom('cart_entries')
      .selectAll()
      .where('cart_id', '=', cartId)
      .orderBy('position')
      .execute();
    return shoppingCart(cartHeader(row), entries, currency);
  }

  async emptyCart() {
    return emptyCart(this.websiteId, this.clock().getTime(), await this.currency());
  }

  /** The product and variant an add names, or a refusal in the spec's words. */
  private async itemFor(trx: Trx, itemId: string, sku: string) {
    const product = await this.productRow(trx, itemId);
    if (!product) throw new Refused(400, CommerceMessage.productNotFound);
    const variant = await trx
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', itemId)
      .where('sku', '=', sku)
      .executeTakeFirst();
    if (!variant) throw new Refused(400, VARIANT_UNAVAILABLE_MESSAGE);
    return { product, variant };
  }

  private async quantityInCart(trx: Trx, cartId: string, variantId: string, exceptEntry = '') {
    const row = await trx
      .selectFrom('cart_entries')
      .select((eb) => eb.fn.sum<number>('quantity').as('total'))
      .where('cart_id', '=', cartId)
      .where('variant_id', '=', variantId)
      .where('id', '!=', exceptEntry)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  private checkStock(
    product: ProductsTable,
    variant: ProductVariantsTable,
    inCart: number,
    adding: number,
  ) {
    const level = {
      unlimited: effectivelyUnlimited(product.product_type, variant),
      qtyInStock: variant.qty_in_stock,
    };
    if (!hasEnoughStock(level, inCart, adding)) throw new Refused(400, NOT_ENOUGH_STOCK_MESSAGE);
  }

  private async newCart(trx: Trx, kind: 'shopping' | 'subscription'): Promise<string> {
    const id = newId();
    const now = this.clock().getTime();
    await trx
      .insertInto('carts')
      .values({
        id,
        website_id: this.websiteId,
        kind,
        is_purchased: 0,
        order_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** The visitor's open shopping cart, or undefined. */
  private openCart(trx: Trx, cartId: string) {
    return trx
      .selectFrom('carts')
      .select('id')
      .where('id', '=', cartId)
      .where('website_id', '=', this.websiteId)
      .where('kind', '=', 'shopping')
      .where('is_purchased', '=', 0)
      .executeTakeFirst();
  }

  private async insertEntry(
    trx: Trx,
    cartId: string,
    input: AddEntryInput,
    product: ProductsTable,
    variant: ProductVariantsTable,
  ) {
    const last = await trx
      .selectFrom('cart_entries')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    const details = JSON.parse(product.details) as ProductDetails;
    const id = newId();
    await trx
      .insertInto('cart_entries')
      .values({
        id,
        cart_id: cartId,
        position: Number(last?.position ?? -1) + 1,
        product_id: product.id,
        variant_id: variant.id,
        sku: variant.sku,
        attributes: variant.attributes,
        title: product.name,
        product_type: product.product_type,
        quantity: input.quantity,
        currency: variant.currency,
        unit_price_minor: variant.on_sale === 1 ? variant.sale_price_minor : variant.price_minor,
        additional_fields: input.additionalFields,
        image_url: entryImageUrl(details, variant.image_file_id),
      })
      .execute();
    return id;
  }

  addEntry(ref: CartRef, input: AddEntryInput) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const { product, variant } = await this.itemFor(trx, input.itemId, input.sku);
        const open = ref.cartId === null ? undefined : await this.openCart(trx, ref.cartId);
        const cartId = open?.id ?? (await this.newCart(trx, 'shopping'));
        this.checkStock(
          product,
          variant,
          await this.quantityInCart(trx, cartId, variant.id),
          input.quantity,
        );
        let same = trx
          .selectFrom('cart_entries')
          .select(['id', 'quantity'])
          .where('cart_id', '=', cartId)
          .where('variant_id', '=', variant.id);
        same =
          input.additionalFields === null
            ? same.where('additional_fields', 'is', null)
            : same.where('additional_fields', '=', input.additionalFields);
        const existing = await same.executeTakeFirst();
        let entryId: string;
        if (existing) {
          if (existing.quantity + input.quantity > QUANTITY_MAX) {
            throw new Refused(400, CommerceMessage.quantityOutOfRange);
          }
          await trx
            .updateTable('cart_entries')
            .set({ quantity: existing.quantity + input.quantity })
            .where('id', '=', existing.id)
            .execute();
          entryId = existing.id;
        } else {
          entryId = await this.insertEntry(trx, cartId, input, product, variant);
        }
        await this.touch(trx, cartId);
        const cart = await this.readCart(trx, cartId, currency);
        return { cart: cart as NonNullable<typeof cart>, entryId };
      }),
    );
  }

  private async touch(trx: Trx, cartId: string) {
    await trx
      .updateTable('carts')
      .set({ updated_at: this.clock().getTime() })
      .where('id', '=', cartId)
      .execute();
  }

  /** The entry of an open cart, or a 404 refusal. */
  private async entryOf(trx: Trx, cartId: string, entryId: string) {
    if (!(await this.openCart(trx, cartId))) throw new Refused(404, CommerceMessage.cartNotFound);
    const entry = await trx
      .selectFrom('cart_entries')
      .selectAll()
      .where('id', '=', entryId)
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    if (!entry) throw new Refused(404, CommerceMessage.entryNotFound);
    return entry;
  }

  private async finish(trx: Trx, cartId: string, currency: string) {
    await this.touch(trx, cartId);
    const cart = await this.readCart(trx, cartId, currency);
    return { cart: cart as NonNullable<typeof cart> };
  }

  changeQuantity(cartId: string, entryId: string, quantity: number) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const entry = await this.entryOf(trx, cartId, entryId);
        const { product, variant } = await this.itemFor(trx, entry.product_id, entry.sku);
        if (quantity > entry.quantity) {
          const others = await this.quantityInCart(trx, cartId, variant.id, entryId);
          this.checkStock(product, variant, others, quantity);
        }
        await trx.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
        return this.finish(trx, cartId, currency);
      }),
    );
  }

  updateAdditionalFields(
    cartId: string,
    entryId: string,
    input: { itemId: string; sku: string; additionalFields: string | null },
  ) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const entry = await this.entryOf(trx, cartId, entryId);
        if (entry.product_id !== input.itemId || entry.sku !== input.sku) {
          throw new Refused(400, CommerceMessage.entryNotFound);
        }
        await trx
          .updateTable('cart_entries')
          .set({ additional_fields: input.additionalFields })
          .where('id', '=', entryId)
          .execute();
        return this.finish(trx, cartId, currency);
      }),
    );
  }

  removeEntry(cartId: string, entryId: string) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        await this.entryOf(trx, cartId, entryId);
        await trx.deleteFrom('cart_entries').where('id', '=', entryId).execute();
        return this.finish(trx, cartId, currency);
      }),
    );
  }

  createSubscriptionCart(input: AddEntryInput) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const { product, variant } = await this.itemFor(trx, input.itemId, input.sku);
        const details = JSON.parse(product.details) as ProductDetails;
        if (!details.isSubscribable) throw new Refused(400, CommerceMessage.notSubscribable);
        this.checkStock(product, variant, 0, input.quantity);
        const cartId = await this.newCart(trx, 'subscription');
        await this.insertEntry(trx, cartId, input, product, variant);
        const cart = await this.readCart(trx, cartId, currency);
        return { cart: cart as NonNullable<typeof cart> };
      }),
    );
  }
}
