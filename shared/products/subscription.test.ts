import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS_PER_YEAR,
  billingPeriodOf,
  durationText,
  SUBSCRIPTION_UNAVAILABLE_TEXT,
  subscriptionPriceText,
  subscriptionText,
} from './subscription';
import type { SubscriptionPlan } from './types';

const plan = (unit: string, value: number, numBillingCycles?: number): SubscriptionPlan => ({
  billingPeriod: { unit, value },
  numBillingCycles,
});

describe('billing periods per year (spec §9)', () => {
  it('is week 52, month 12, year 1', () => {
    expect(BILLING_PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });
});

// Wording of conformance f-product-price-*subscription*.html, plus years.
describe('subscriptionText', () => {
  it.each<[SubscriptionPlan, string]>([
    [plan('WEEK', 1), 'every week'],
    [plan('WEEK', 2), 'every 2 weeks'],
    [plan('MONTH', 1), 'every month'],
    [plan('MONTH', 2), 'every 2 months'],
    [plan('YEAR', 1), 'every year'],
    [plan('YEAR', 3), 'every 3 years'],
    [plan('WEEK', 1, 0), 'every week'],
    [plan('WEEK', 1, 6), 'every week for 6 weeks'],
    [plan('WEEK', 1, 8), 'every week for 8 weeks'],
    [plan('WEEK', 2, 6), 'every 2 weeks for 12 weeks'],
    [plan('WEEK', 2, 26), 'every 2 weeks for 1 year'],
    [plan('WEEK', 5, 3), 'every 5 weeks for 15 weeks'],
    [plan('WEEK', 1, 104), 'every week for 2 years'],
    [plan('WEEK', 1, 1), 'every week for 1 week'],
    [plan('MONTH', 1, 6), 'every month for 6 months'],
    [plan('MONTH', 2, 4), 'every 2 months for 8 months'],
    [plan('MONTH', 2, 5), 'every 2 months for 10 months'],
    [plan('MONTH', 2, 7), 'every 2 months for 14 months'],
    [plan('MONTH', 1, 36), 'every month for 3 years'],
    [plan('MONTH', 1, 12), 'every month for 1 year'],
    [plan('MONTH', 1, 1), 'every month for 1 month'],
    [plan('YEAR', 1, 2), 'every year for 2 years'],
    [plan('YEAR', 1, 1), 'every year for 1 year'],
  ])('%j -> %s', (subscription, expected) => {
    expect(subscriptionText(subscription)).toBe(expected);
  });

  it('keeps the billing unit when forced', () => {
    expect(subscriptionText(plan('WEEK', 2, 26), { keepUnit: true })).toBe(
      'every 2 weeks for 52 weeks',
    );
    expect(subscriptionText(plan('MONTH', 1, 36), { keepUnit: true })).toBe(
      'every month for 36 months',
    );
  });

  it.each<[SubscriptionPlan | null | undefined]>([
    [null],
    [undefined],
    [{}],
    [{ billingPeriod: { unit: 'DAY', value: 1 } }],
    [{ billingPeriod: { unit: 'WEEK' } }],
    [{ billingPeriod: { unit: 'WEEK', value: 0 } }],
    [{ billingPeriod: { unit: 'WEEK', value: 1.5 } }],
  ])('%j is unavailable', (subscription) => {
    expect(billingPeriodOf(subscription)).toBeNull();
    expect(subscriptionText(subscription)).toBeNull();
    expect(subscriptionPriceText('$100.00', subscription)).toBe('Unavailable');
  });

  it('treats malformed cycle counts as indefinite', () => {
    const weekly = { value: 1, unit: 'WEEK' } as const;
    expect(durationText(weekly, undefined)).toBe('');
    expect(durationText(weekly, -2)).toBe('');
    expect(durationText(weekly, 2.5)).toBe('');
  });
});

describe('subscriptionPriceText', () => {
  it.each<[string, SubscriptionPlan, { from?: boolean }, string]>([
    ['100.00', plan('WEEK', 1), {}, '100.00 every week'],
    ['100.00', plan('MONTH', 2, 5), { from: true }, 'from 100.00 every 2 months for 10 months'],
    ['$50.00', plan('WEEK', 1, 6), { from: true }, 'from $50.00 every week for 6 weeks'],
  ])('%s %j %j -> %s', (price, subscription, options, expected) => {
    expect(subscriptionPriceText(price, subscription, options)).toBe(expected);
  });

  it('quotes the unavailable text', () => {
    expect(SUBSCRIPTION_UNAVAILABLE_TEXT).toBe('Unavailable');
  });
});
