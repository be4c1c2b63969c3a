// Orders of the Kysely commerce store, the pure and per-row parts: an order's wire shape from its
// rows, the store's next order number, and what each item records beyond its price (the
// subscription plan of a subscription cart, a gift card's recipient).
import type { Kysely } from 'kysely';
import type {
  GiftCardRecipient,
  Order,
  ShippingAddress,
  SubscriptionPlanItem,
} from '../../shared/api/commerce';
import { GiftCardMessage } from '../../shared/cart/gift-card';
import { ProductType } from '../../shared/codes/product-types';
import { moneyToWire } from '../../shared/money/wire';
import type { ProductDetails } from '../commerce/product-view';
import { Refused, type Trx } from './commerce-helpers';
import type { CartEntriesTable, Database, OrderItemsTable, OrdersTable } from './database';
import { FIRST_ORDER_NUMBER } from './migration-order-extras';

const parsed = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

export function orderOf(row: OrdersTable, items: readonly OrderItemsTable[]): Order {
  const money = (minor: number) => moneyToWire(minor, row.currency);
  return {
    id: row.id,
    orderNumber: row.number ?? 0,
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
      subscriptionPlan: parsed<SubscriptionPlanItem>(item.subscription_plan),
      giftCard: parsed<GiftCardRecipient>(item.gift_card),
    })),
    subtotal: money(row.subtotal_minor),
    grandTotal: money(row.grand_total_minor),
    shippingTotal: money(row.shipping_minor),
    taxTotal: money(row.tax_minor),
    email: row.email,
    shippingAddress: parsed<ShippingAddress>(row.shipping_address),
    createdOn: row.created_at,
    siteUserId: row.site_user_id,
  };
}

/**
 * The website's next order number, inside the order's transaction: the counter row is made at
 * #1000 when missing, then raised by one with UPDATE … RETURNING (a row lock on PostgreSQL; SQLite
 * writes one transaction at a time), so two orders never share a number.
 */
export async function nextOrderNumber(trx: Trx, websiteId: string): Promise<number> {
  await trx
    .insertInto('order_counters')
    .values({ website_id: websiteId, last_number: FIRST_ORDER_NUMBER - 1 })
    .onConflict((conflict) => conflict.column('website_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('order_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('website_id', '=', websiteId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** The plan of each subscription entry (a subscription cart's products), by product id. */
export async function plansOf(
  db: Kysely<Database> | Trx,
  entries: readonly CartEntriesTable[],
): Promise<Map<string, SubscriptionPlanItem>> {
  const plans = new Map<string, SubscriptionPlanItem>();
  if (entries.length === 0) return plans;
  const products = await db
    .selectFrom('products')
    .select(['id', 'details'])
    .where(
      'id',
      'in',
      entries.map((entry) => entry.product_id),
    )
    .execute();
  for (const product of products) {
    const details = JSON.parse(product.details) as ProductDetails;
    if (details.isSubscribable && details.subscriptionPlan) {
      plans.set(product.id, details.subscriptionPlan);
    }
  }
  return plans;
}

/** Every gift-card entry's recipient; refuses when one is missing. */
export function recipientsOf(
  entries: readonly CartEntriesTable[],
  giftCards: ReadonlyMap<string, GiftCardRecipient>,
): Map<string, GiftCardRecipient> {
  const found = new Map<string, GiftCardRecipient>();
  for (const entry of entries) {
    if (entry.product_type !== ProductType.giftCard) continue;
    const recipient = giftCards.get(entry.id);
    if (!recipient) throw new Refused(400, GiftCardMessage.recipientMissing, 'giftCards');
    found.set(entry.id, recipient);
  }
  return found;
}
