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
import { moneyToWire } from '../../shared/money/wire';
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
import type { Result } from './commerce-store';
import type { Database, OrderItemsTable, OrdersTable } from './database';
import { lockingRows } from './engine';
import { CommerceRestock } from './kysely-commerce-restock';

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
    siteUserId: row.site_user_id,
  };
}

export class CommerceOrders extends CommerceRestock {
  placeOrder(
    ref: { readonly cartId: string; readonly siteUserId: string | null },
    email: string,
    shippingAddress: ShippingAddress | null,
  ): Promise<Result<{ order: Order }>> {
    const { cartId, siteUserId } = ref;
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
            .where('site_user_id', siteUserId === null ? 'is' : '=', siteUserId),
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
}
