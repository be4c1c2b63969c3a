// What an order item records beyond its price, as label and text pairs for the order-confirmed
// page and the owner's Orders list: a subscription's plan, a gift card's recipient, message and
// delivery date.

import type { OrderItem } from '../api/commerce';
import { subscriptionText } from '../products/subscription';

export interface OrderItemDetail {
  readonly label: string;
  readonly text: string;
}

/** "December 1, 2026" for "2026-12-01" (the calendar day itself, whatever the time zone). */
export function deliveryDateText(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "every month, until cancelled"; "every 2 weeks for 12 weeks, 6 charges". */
export function planText(plan: NonNullable<OrderItem['subscriptionPlan']>): string {
  const wording = subscriptionText(plan) ?? 'Unavailable';
  const cycles = plan.numBillingCycles;
  if (cycles === 0) return `${wording}, until cancelled`;
  return `${wording}, ${cycles} ${cycles === 1 ? 'charge' : 'charges'}`;
}

export function orderItemDetails(item: OrderItem): OrderItemDetail[] {
  const details: OrderItemDetail[] = [];
  if (item.subscriptionPlan) {
    details.push({ label: 'Subscription', text: planText(item.subscriptionPlan) });
  }
  const card = item.giftCard;
  if (card) {
    details.push({ label: 'Recipient', text: `${card.recipientName} (${card.recipientEmail})` });
    if (card.message !== '') details.push({ label: 'Message', text: card.message });
    details.push({ label: 'Delivery date', text: deliveryDateText(card.deliveryDate) });
  }
  return details;
}
