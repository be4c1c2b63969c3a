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
import {
  type Preferences,
  STORE_PREFERENCES_NAMESPACE,
  storePreferencesOf,
} from '../../shared/store/preferences';
import type { ProductDetails } from '../commerce/product-view';
import { Refused, type Trx } from './commerce-helpers';
import type { CartEntriesTable, Database, OrderItemsTable, OrdersTable } from './database';
import { isPostgres } from './engine';

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
 * the start less one when missing, then raised by one with UPDATE … RETURNING (a row lock on PostgreSQL; SQLite
 * writes one transaction at a time), so two orders never share a number. When the owner's
 * preference (shared/store/preferences.ts) starts numbers above the last one given, the count
 * jumps there; a start below it is not taken, so no number is given twice.
 */
export async function nextOrderNumber(trx: Trx, websiteId: string): Promise<number> {
  const start = await orderNumberStart(trx, websiteId);
  await trx
    .insertInto('order_counters')
    .values({ website_id: websiteId, last_number: start - 1 })
    .onConflict((conflict) => conflict.column('website_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('order_counters')
    .set((eb) => ({
      last_number: eb(
        eb.fn<number>(maxOf(trx), [eb.ref('last_number'), eb.val(start - 1)]),
        '+',
        1,
      ),
    }))
    .where('website_id', '=', websiteId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** SQLite's two-argument max() is PostgreSQL's greatest(). */
const maxOf = (db: Trx) => (isPostgres(db) ? 'greatest' : 'max');

async function orderNumberStart(trx: Trx, websiteId: string): Promise<number> {
  const row = await trx
    .selectFrom('commerce_preferences')
    .select('value')
    .where('website_id', '=', websiteId)
    .where('namespace', '=', STORE_PREFERENCES_NAMESPACE)
    .executeTakeFirst();
  return storePreferencesOf(row && (JSON.parse(row.value) as Preferences)).orderNumberStart;
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
