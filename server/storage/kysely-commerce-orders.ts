// Orders and restock sign-ups of the Kysely commerce store. An order takes the stock of every
// entry with a conditional update (`qty_in_stock >= n`) inside the order's transaction, so
// buyers racing for the last units never oversell: the loser's transaction rolls back whole.
import type { Kysely } from 'kysely';
import {
  CommerceMessage,
  type Order,
  OrderMessage,
  type OutboxPage,
  RESTOCK_PAGE_SIZE,
  type RestockGroupPage,
  type RestockSendRequest,
  type RestockSignUpPage,
  type ShippingAddress,
} from '../../shared/api/commerce';
import { ProductType, SUBSCRIBABLE_PRODUCT_TYPES } from '../../shared/codes/product-types';
import { moneyToWire } from '../../shared/money/wire';
import { VARIANT_UNAVAILABLE_MESSAGE } from '../../shared/products/selection-messages';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../../shared/products/stock';
import { variantDescriptor } from '../../shared/products/variants';
import { decodeCursor, encodeCursor } from '../commerce/cursor';
import type { ProductDetails } from '../commerce/product-view';
import { effectivelyUnlimited, newId, Refused, refusing, type Trx } from './commerce-helpers';
import type { Result } from './commerce-store';
import type { Database, OrderItemsTable, OrdersTable } from './database';
import type { Clock } from './site-store';

function orderOf(row: OrdersTable, items: readonly OrderItemsTable[]): Order {
  const money = (minor: number) => moneyToWire(minor, row.currency);
  return {
    id: row.id,
    purchasedCartId: row.cart_id,
    testMode: true,
    websiteId: row.website_id,
    items: items.map((item) => ({
      sku: item.sku,
      productName: item.product_name,
      quantity: item.quantity,
      unitPrice: money(item.unit_price_minor),
      itemId: item.product_id,
      attributes: JSON.parse(item.attributes) as Record<string, string>,
    })),
    subtotal: money(row.subtotal_minor),
    grandTotal: money(row.grand_total_minor),
    shippingTotal: money(row.shipping_minor),
    taxTotal: money(row.tax_minor),
    email: row.email,
    shippingAddress:
      row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as ShippingAddress),
    createdOn: row.created_at,
  };
}

export class CommerceOrders {
  constructor(
    protected readonly db: Kysely<Database>,
    readonly websiteId: string,
    protected readonly clock: Clock,
  ) {}

  placeOrder(
    cartId: string,
    email: string,
    shippingAddress: ShippingAddress | null,
  ): Promise<Result<{ order: Order }>> {
    return refusing(() =>
      this.db.transaction().execute(async (trx) => {
        const cart = await trx
          .selectFrom('carts')
          .selectAll()
          .where('id', '=', cartId)
          .where('website_id', '=', this.websiteId)
          .where('is_purchased', '=', 0)
          .executeTakeFirst();
        if (!cart) throw new Refused(404, CommerceMessage.cartNotFound);
        const entries = await trx
          .selectFrom('cart_entries')
          .selectAll()
          .where('cart_id', '=', cartId)
          .orderBy('position')
          .execute();
        if (entries.length === 0) throw new Refused(400, OrderMessage.emptyCart);
        const physical = entries.some((entry) => entry.product_type === ProductType.physical);
        if (physical && shippingAddress === null)
          throw new Refused(400, OrderMessage.addressRequired);
        await this.takeStock(trx, entries);
        const id = newId();
        const subtotal = entries.reduce((sum, e) => sum + e.quantity * e.unit_price_minor, 0);
        await trx
          .insertInto('orders')
          .values({
            id,
            website_id: this.websiteId,
            cart_id: cartId,
            email,
            shipping_address: physical ? JSON.stringify(shippingAddress) : null,
            currency: entries[0]?.currency ?? 'USD',
            subtotal_minor: subtotal,
            shipping_minor: 0,
            tax_minor: 0,
            grand_total_minor: subtotal,
            created_at: this.clock().toISOString(),
          })
          .execute();
        await trx
          .insertInto('order_items')
          .values(
            entries.map((entry, position) => ({
              order_id: id,
              position,
              product_id: entry.product_id,
              variant_id: entry.variant_id,
              sku: entry.sku,
              product_name: entry.title,
              attributes: entry.attributes,
              quantity: entry.quantity,
              unit_price_minor: entry.unit_price_minor,
            })),
          )
          .execute();
        await trx
          .updateTable('carts')
          .set({ is_purchased: 1, order_id: id, updated_at: this.clock().getTime() })
          .where('id', '=', cartId)
          .execute();
        const order = await this.readOrder(trx, id);
        return { order: order as Order };
      }),
    );
  }

  /** Takes each variant's units; refuses (rolling everything back) when one is short. */
  private async takeStock(
    trx: Trx,
    entries: readonly { variant_id: string; product_id: string; quantity: number }[],
  ): Promise<void> {
    const wanted = new Map<string, number>();
    for (const entry of entries) {
      wanted.set(entry.variant_id, (wanted.get(entry.variant_id) ?? 0) + entry.quantity);
    }
    for (const [variantId, quantity] of wanted) {
      const variant = await trx
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .selectAll('product_variants')
        .select('products.product_type')
        .where('product_variants.id', '=', variantId)
        .executeTakeFirst();
      if (!variant) throw new Refused(400, VARIANT_UNAVAILABLE_MESSAGE);
      if (effectivelyUnlimited(variant.product_type, variant)) continue;
      const taken = await trx
        .updateTable('product_variants')
        .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', quantity) }))
        .where('id', '=', variantId)
        .where('qty_in_stock', '>=', quantity)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) throw new Refused(400, NOT_ENOUGH_STOCK_MESSAGE);
    }
  }

  private async readOrder(db: Kysely<Database> | Trx, orderId: string) {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    if (!row) return undefined;
    const items = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
    return orderOf(row, items);
  }

  getOrder(orderId: string): Promise<Order | undefined> {
    return this.readOrder(this.db, orderId);
  }

  async listOrders(): Promise<Order[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const items =
      rows.length === 0
        ? []
        : await this.db
            .selectFrom('order_items')
            .selectAll()
            .where(
              'order_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('position')
            .execute();
    return rows.map((row) =>
      orderOf(
        row,
        items.filter((item) => item.order_id === row.id),
      ),
    );
  }

  restockSignUp(input: {
    productId: string;
    variantId: string;
    email: string;
    isJoinMailingList: boolean;
    language: string | null;
  }): Promise<Result<object>> {
    return refusing(() =>
      this.db.transaction().execute(async (trx) => {
        const variant = await trx
          .selectFrom('product_variants')
          .innerJoin('products', 'products.id', 'product_variants.product_id')
          .select(['products.product_type', 'products.details'])
          .where('product_variants.id', '=', input.variantId)
          .where('products.id', '=', input.productId)
          .where('products.website_id', '=', this.websiteId)
          .executeTakeFirst();
        if (!variant) throw new Refused(400, CommerceMessage.productNotFound);
        const details = JSON.parse(variant.details) as ProductDetails;
        const offered =
          SUBSCRIBABLE_PRODUCT_TYPES.some((type) => type === variant.product_type) &&
          details.merchandising.restockNotificationsEnabled;
        if (!offered) throw new Refused(400, CommerceMessage.restockNotOffered);
        const email = input.email.toLowerCase();
        const updated = await trx
          .updateTable('restock_signups')
          .set({ sent_at: null, join_mailing_list: input.isJoinMailingList ? 1 : 0 })
          .where('variant_id', '=', input.variantId)
          .where('email', '=', email)
          .executeTakeFirst();
        if (updated.numUpdatedRows > 0n) return {};
        await trx
          .insertInto('restock_signups')
          .values({
            id: newId(),
            website_id: this.websiteId,
            product_id: input.productId,
            variant_id: input.variantId,
            email,
            join_mailing_list: input.isJoinMailingList ? 1 : 0,
            language: input.language,
            created_at: this.clock().toISOString(),
            sent_at: null,
          })
          .execute();
        return {};
      }),
    );
  }

  async restockGroups(cursor: string | null): Promise<RestockGroupPage> {
    const after = decodeCursor(cursor);
    let query = this.db
      .selectFrom('restock_signups')
      .innerJoin('products', 'products.id', 'restock_signups.product_id')
      .innerJoin('product_variants', 'product_variants.id', 'restock_signups.variant_id')
      .select((eb) => [
        'restock_signups.product_id',
        'restock_signups.variant_id',
        'products.name',
        'product_variants.attributes',
        eb.fn.countAll<number>().as('count'),
        eb.fn.count<number>('restock_signups.sent_at').as('sent'),
      ])
      .where('restock_signups.website_id', '=', this.websiteId)
      .groupBy([
        'restock_signups.product_id',
        'restock_signups.variant_id',
        'products.name',
        'product_variants.attributes',
      ])
      .orderBy('restock_signups.product_id')
      .orderBy('restock_signups.variant_id')
      .limit(RESTOCK_PAGE_SIZE + 1);
    if (after) {
      const [productId = '', variantId = ''] = after;
      query = query.where((eb) =>
        eb.or([
          eb('restock_signups.product_id', '>', productId),
          eb.and([
            eb('restock_signups.product_id', '=', productId),
            eb('restock_signups.variant_id', '>', variantId),
          ]),
        ]),
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, RESTOCK_PAGE_SIZE);
    const last = page.at(-1);
    const hasNextPage = rows.length > RESTOCK_PAGE_SIZE;
    return {
      signUpGroups: page.map((row) => ({
        productId: row.product_id,
        variantId: row.variant_id,
        productName: row.name,
        variantDescription: variantDescriptor({
          attributes: JSON.parse(row.attributes) as Record<string, string>,
        }),
        signUpCount: Number(row.count),
        pendingCount: Number(row.count) - Number(row.sent),
      })),
      hasNextPage,
      nextPageCursor: hasNextPage && last ? encodeCursor([last.product_id, last.variant_id]) : null,
    };
  }

  async restockSignUps(
    productId: string,
    variantId: string,
    cursor: string | null,
  ): Promise<RestockSignUpPage> {
    const after = decodeCursor(cursor);
    let query = this.db
      .selectFrom('restock_signups')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .where('product_id', '=', productId)
      .where('variant_id', '=', variantId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(RESTOCK_PAGE_SIZE + 1);
    if (after) {
      const [createdAt = '', id = ''] = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, RESTOCK_PAGE_SIZE);
    const last = page.at(-1);
    const hasNextPage = rows.length > RESTOCK_PAGE_SIZE;
    return {
      signUps: page.map((row) => ({
        id: row.id,
        email: row.email,
        isJoinMailingList: row.join_mailing_list === 1,
        createdOn: row.created_at,
        sentOn: row.sent_at,
      })),
      hasNextPage,
      nextPageCursor: hasNextPage && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }

  sendRestock(requests: readonly RestockSendRequest[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock().toISOString();
      let sent = 0;
      for (const request of requests) {
        const pending = await trx
          .selectFrom('restock_signups')
          .innerJoin('products', 'products.id', 'restock_signups.product_id')
          .select(['restock_signups.id', 'restock_signups.email', 'products.name', 'products.slug'])
          .where('restock_signups.website_id', '=', this.websiteId)
          .where('restock_signups.product_id', '=', request.productId)
          .where('restock_signups.variant_id', '=', request.variantId)
          .where('restock_signups.sent_at', 'is', null)
          .execute();
        for (const signUp of pending) {
          await trx
            .insertInto('outbox')
            .values({
              id: newId(),
              website_id: this.websiteId,
              to_email: signUp.email,
              subject: `Back in stock: ${signUp.name}`,
              body: `${signUp.name} is back in stock. Shop it at /products/${signUp.slug}`,
              created_at: now,
            })
            .execute();
          await trx
            .updateTable('restock_signups')
            .set({ sent_at: now })
            .where('id', '=', signUp.id)
            .execute();
          sent += 1;
        }
      }
      return sent;
    });
  }

  async outbox(cursor: string | null): Promise<OutboxPage> {
    const after = decodeCursor(cursor);
    let query = this.db
      .selectFrom('outbox')
      .selectAll()
      .where('website_id', '=', this.websiteId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RESTOCK_PAGE_SIZE + 1);
    if (after) {
      const [createdAt = '', id = ''] = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
        ]),
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, RESTOCK_PAGE_SIZE);
    const last = page.at(-1);
    const hasNextPage = rows.length > RESTOCK_PAGE_SIZE;
    return {
      messages: page.map((row) => ({
        id: row.id,
        to: row.to_email,
        subject: row.subject,
        body: row.body,
        createdOn: row.created_at,
      })),
      hasNextPage,
      nextPageCursor: hasNextPage && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }
}
