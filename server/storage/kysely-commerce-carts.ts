// The carts of the Kysely commerce store: read, add, change, remove, additional fields and the
// subscription cart. Orders and restock are the base class (kysely-commerce-orders.ts), the
// catalogue the subclass (kysely-commerce-store.ts). Each write is one transaction.
import type { Kysely } from 'kysely';
import { CommerceMessage, MAX_CART_LINES } from '../../shared/api/commerce';
import { QUANTITY_MAX } from '../../shared/products/quantity';
import { VARIANT_UNAVAILABLE_MESSAGE } from '../../shared/products/selection-messages';
import { hasEnoughStock, NOT_ENOUGH_STOCK_MESSAGE } from '../../shared/products/stock';
import { cartHeader, emptyCart, shoppingCart } from '../commerce/cart-view';
import { entryImageUrl, type ProductDetails } from '../commerce/product-view';
import { effectivelyUnlimited, newId, Refused, refusing, type Trx } from './commerce-helpers';
import type { AddEntryInput, CartRef } from './commerce-store';
import type { Database, ProductsTable, ProductVariantsTable } from './database';
import { lockingRows } from './engine';
import { CommerceOrders } from './kysely-commerce-orders';
import type { Clock } from './site-store';

export class CommerceCarts extends CommerceOrders {
  constructor(
    db: Kysely<Database>,
    websiteId: string,
    clock: Clock,
    /** The store's currency (settings.store.currency of the site). */
    protected readonly currency: () => Promise<string> = async () => 'USD',
  ) {
    super(db, websiteId, clock);
  }

  /**
   * One transaction, with the store's currency read before it starts: reading the site inside
   * would wait for the connection the transaction holds (SQLite has one).
   */
  protected async transaction<T>(work: (trx: Trx, currency: string) => Promise<T>): Promise<T> {
    const currency = await this.currency();
    return this.db.transaction().execute((trx) => work(trx, currency));
  }

  protected productRow(db: Kysely<Database> | Trx, productId: string) {
    return db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
  }

  async getCart(ref: CartRef) {
    const row = await this.cartOf(this.db, ref, false);
    return row && this.readCart(this.db, row.id, await this.currency());
  }

  /**
   * The cart a request may use: a signed-in user's open shopping cart (the cookie is ignored),
   * else the cookie's cart as long as no site user owns it. `open`: only an unpurchased shopping
   * cart. A user's cart can never be reached with its id alone.
   */
  protected cartOf(db: Kysely<Database> | Trx, ref: CartRef, open: boolean) {
    let query = db.selectFrom('carts').select('id').where('website_id', '=', this.websiteId);
    if (ref.siteUserId !== null) {
      query = query
        .where('site_user_id', '=', ref.siteUserId)
        .where('kind', '=', 'shopping')
        .where('is_purchased', '=', 0);
    } else {
      if (ref.cartId === null) return Promise.resolve(undefined);
      query = query.where('id', '=', ref.cartId).where('site_user_id', 'is', null);
      if (open) query = query.where('kind', '=', 'shopping').where('is_purchased', '=', 0);
    }
    // Inside a write the cart's row stays locked until it commits: changes to one cart, and its
    // order, run one after the other across processes (PostgreSQL; SQLite runs one at a time).
    return (db.isTransaction ? lockingRows(db, query) : query).executeTakeFirst();
  }

  protected async readCart(db: Kysely<Database> | Trx, cartId: string, currency: string) {
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
      .where('website_id', '=', this.websiteId)
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

  protected async newCart(
    trx: Trx,
    kind: 'shopping' | 'subscription',
    siteUserId: string | null = null,
  ): Promise<string> {
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
        site_user_id: siteUserId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
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

  /** Refuses a new line in a cart that holds MAX_CART_LINES already. */
  private async checkRoomForLine(trx: Trx, cartId: string) {
    const lines = await trx
      .selectFrom('cart_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    if (Number(lines?.count ?? 0) >= MAX_CART_LINES) {
      throw new Refused(400, CommerceMessage.tooManyLines);
    }
  }

  addEntry(ref: CartRef, input: AddEntryInput) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const { product, variant } = await this.itemFor(trx, input.itemId, input.sku);
        const open = await this.cartOf(trx, ref, true);
        const cartId = open?.id ?? (await this.newCart(trx, 'shopping', ref.siteUserId));
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
          await this.checkRoomForLine(trx, cartId);
          entryId = await this.insertEntry(trx, cartId, input, product, variant);
        }
        await this.touch(trx, cartId);
        const cart = await this.readCart(trx, cartId, currency);
        return { cart: cart as NonNullable<typeof cart>, entryId };
      }),
    );
  }

  protected async touch(trx: Trx, cartId: string) {
    await trx
      .updateTable('carts')
      .set({ updated_at: this.clock().getTime() })
      .where('id', '=', cartId)
      .execute();
  }

  /** The entry of an open cart, or a 404 refusal. */
  private async entryOf(trx: Trx, ref: CartRef, entryId: string) {
    const cart = await this.cartOf(trx, ref, true);
    if (!cart) throw new Refused(404, CommerceMessage.cartNotFound);
    const cartId = cart.id;
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

  changeQuantity(ref: CartRef, entryId: string, quantity: number) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const entry = await this.entryOf(trx, ref, entryId);
        const cartId = entry.cart_id;
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
    ref: CartRef,
    entryId: string,
    input: { itemId: string; sku: string; additionalFields: string | null },
  ) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const entry = await this.entryOf(trx, ref, entryId);
        if (entry.product_id !== input.itemId || entry.sku !== input.sku) {
          throw new Refused(400, CommerceMessage.entryNotFound);
        }
        await trx
          .updateTable('cart_entries')
          .set({ additional_fields: input.additionalFields })
          .where('id', '=', entryId)
          .execute();
        return this.finish(trx, entry.cart_id, currency);
      }),
    );
  }

  removeEntry(ref: CartRef, entryId: string) {
    return refusing(() =>
      this.transaction(async (trx, currency) => {
        const entry = await this.entryOf(trx, ref, entryId);
        await trx.deleteFrom('cart_entries').where('id', '=', entryId).execute();
        return this.finish(trx, entry.cart_id, currency);
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
