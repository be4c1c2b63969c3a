// Orders of the Kysely commerce store. An order takes the stock of every entry with a
// conditional update (`qty_in_stock >= n`) inside the order's transaction, so buyers racing for
// the last units never oversell: the loser's transaction rolls back whole.
import type { Kysely } from 'kysely';
import {
  CommerceMessage,
  type Order,
  OrderMessage,
  type ShippingAddress,
} from '../../shared/api/commerce';
import { ProductType } from '../../shared/codes/product-types';
import { VARIANT_UNAVAILABLE_MESSAGE } from '../../shared/products/selection-messages';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../../shared/products/stock';
import {
  effectivelyUnlimited,
  newId,
  Refused,
  refusing,
  type Trx,
  variantsWithType,
} from './commerce-helpers';
import { nextOrderNumber, orderOf, plansOf, recipientsOf } from './commerce-order-rows';
import type { OrderCartRef, OrderDetails, Result } from './commerce-store';
import type { Database } from './database';
import { lockingRows } from './engine';
import { jsonText } from './json-column';
import { CommerceRestock } from './kysely-commerce-restock';

const jsonOrNull = (db: Trx, value: object | undefined) =>
  value === undefined ? null : jsonText(db, value);

/** The earlier orders a user's address suggestions are read from (our limit). */
const MAX_EARLIER_ORDERS_READ = 50;

export class CommerceOrders extends CommerceRestock {
  placeOrder(ref: OrderCartRef, details: OrderDetails): Promise<Result<{ order: Order }>> {
    const { cartId, siteUserId } = ref;
    const { email, shippingAddress } = details;
    // A subscription's cart is found by its token alone and belongs to nobody.
    const owner = ref.byToken ? null : siteUserId;
    return refusing(() =>
      this.db.transaction().execute(async (trx) => {
        // The cart's row stays locked until the order commits: a second order of the same cart
        // waits, then finds it purchased.
        const cart = await lockingRows(
          trx,
          trx
            .selectFrom('carts')
            .selectAll()
            .where('id', '=', cartId)
            .where('website_id', '=', this.websiteId)
            .where('is_purchased', '=', 0)
            .where('kind', '=', ref.byToken ? 'subscription' : 'shopping')
            .where('site_user_id', owner === null ? 'is' : '=', owner),
        ).executeTakeFirst();
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
        const recipients = recipientsOf(entries, details.giftCards);
        const plans = cart.kind === 'subscription' ? await plansOf(trx, entries) : new Map();
        await this.takeStock(trx, entries);
        const id = newId();
        const subtotal = entries.reduce((sum, e) => sum + e.quantity * e.unit_price_minor, 0);
        await trx
          .insertInto('orders')
          .values({
            id,
            number: await nextOrderNumber(trx, this.websiteId),
            website_id: this.websiteId,
            cart_id: cartId,
            email,
            shipping_address: physical ? jsonText(trx, shippingAddress) : null,
            currency: entries[0]?.currency ?? 'USD',
            subtotal_minor: subtotal,
            shipping_minor: 0,
            tax_minor: 0,
            grand_total_minor: subtotal,
            created_at: this.clock().toISOString(),
            site_user_id: siteUserId,
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
              subscription_plan: jsonOrNull(trx, plans.get(entry.product_id)),
              gift_card: jsonOrNull(trx, recipients.get(entry.id)),
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
      const variant = await variantsWithType(trx)
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

  async shippingAddressesOf(siteUserId: string): Promise<ShippingAddress[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('shipping_address')
      .where('website_id', '=', this.websiteId)
      .where('site_user_id', '=', siteUserId)
      .where('shipping_address', 'is not', null)
      .orderBy('created_at', 'desc')
      .limit(MAX_EARLIER_ORDERS_READ)
      .execute();
    const seen = new Map<string, ShippingAddress>();
    for (const row of rows) {
      const address = JSON.parse(row.shipping_address as string) as ShippingAddress;
      const key = JSON.stringify([
        address.address1,
        address.address2 ?? '',
        address.city,
        address.postalCode,
        address.country,
      ]);
      if (!seen.has(key)) seen.set(key, address);
    }
    return [...seen.values()];
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
      // Orders placed in one millisecond: the later number first, as the clock would have it.
      .orderBy('number', 'desc')
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
}
