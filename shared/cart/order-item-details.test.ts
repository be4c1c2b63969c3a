import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../api/commerce';
import { deliveryDateText, orderItemDetails, planText } from './order-item-details';

const item: OrderItem = {
  sku: 'S',
  productName: 'P',
  quantity: 1,
  unitPrice: { value: '1.00', currency: 'USD' },
  itemId: 'p',
  attributes: {},
  subscriptionPlan: null,
  giftCard: null,
};

describe('order item details', () => {
  it('shows nothing extra for a plain item', () => {
    expect(orderItemDetails(item)).toEqual([]);
  });

  it("words a subscription's period and number of charges", () => {
    const monthly = { billingPeriod: { value: 1, unit: 'MONTH' as const }, numBillingCycles: 0 };
    expect(planText(monthly)).toBe('every month, until cancelled');
    const finite = { billingPeriod: { value: 2, unit: 'WEEK' as const }, numBillingCycles: 6 };
    expect(planText(finite)).toBe('every 2 weeks for 12 weeks, 6 charges');
    expect(orderItemDetails({ ...item, subscriptionPlan: finite })).toEqual([
      { label: 'Subscription', text: 'every 2 weeks for 12 weeks, 6 charges' },
    ]);
  });

  it("lists a gift card's recipient, message and delivery date (no empty message)", () => {
    const giftCard = {
      recipientName: 'Grace',
      recipientEmail: 'grace@example.com',
      message: 'Enjoy',
      deliveryDate: '2026-12-01',
    };
    expect(orderItemDetails({ ...item, giftCard })).toEqual([
      { label: 'Recipient', text: 'Grace (grace@example.com)' },
      { label: 'Message', text: 'Enjoy' },
      { label: 'Delivery date', text: 'December 1, 2026' },
    ]);
    expect(orderItemDetails({ ...item, giftCard: { ...giftCard, message: '' } })).toHaveLength(2);
    expect(deliveryDateText('nope')).toBe('nope');
  });
});
