// Subscription wording: spec storefront.md §3 "Subscription plan: billingPeriod {value, unit
// WEEK/MONTH/YEAR}, numBillingCycles (0 means indefinite)", §9 "billing periods per year: week 52,
// month 12, year 1; durations that fit whole years are shown in years unless forced otherwise",
// §8 "unavailable subscription combinations show 'Unavailable'".
// English wording as the reference renders it (conformance/template/formatters.commerce
// f-product-price-*subscription*.html): "every week", "every 2 weeks", "every month for 6 months",
// "every 2 weeks for 1 year", "every month for 3 years".

import type { BillingUnit, SubscriptionPlan } from './types';

export const BILLING_PERIODS_PER_YEAR: Readonly<Record<BillingUnit, number>> = {
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

export const SUBSCRIPTION_UNAVAILABLE_TEXT = 'Unavailable';

const UNIT_WORDS: Readonly<Record<BillingUnit, readonly [string, string]>> = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};

export interface BillingPeriod {
  readonly value: number;
  readonly unit: BillingUnit;
}

function isBillingUnit(unit: unknown): unit is BillingUnit {
  return unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR';
}

/** The plan's billing period, or null when it is missing or malformed (unit unknown, value not a whole number above 0). */
export function billingPeriodOf(plan: SubscriptionPlan | null | undefined): BillingPeriod | null {
  const period = plan?.billingPeriod;
  const value = period?.value;
  const unit = period?.unit;
  if (!isBillingUnit(unit) || !Number.isInteger(value) || (value as number) < 1) return null;
  return { value: value as number, unit };
}

function count(amount: number, unit: BillingUnit): string {
  const [one, many] = UNIT_WORDS[unit];
  return `${amount} ${amount === 1 ? one : many}`;
}

/** "every week", "every 2 weeks", "every month", "every 3 months", "every year", "every 2 years". */
export function billingPeriodText(period: BillingPeriod): string {
  return period.value === 1
    ? `every ${UNIT_WORDS[period.unit][0]}`
    : `every ${count(period.value, period.unit)}`;
}

export interface DurationOptions {
  /** Keep the billing unit even when the duration is a whole number of years. */
  readonly keepUnit?: boolean;
}

/** Total length of a finite plan, in billing units; null for indefinite plans (0 or absent cycles). */
export function totalDuration(
  period: BillingPeriod,
  numBillingCycles: number | undefined,
): BillingPeriod | null {
  if (!numBillingCycles || numBillingCycles < 1 || !Number.isInteger(numBillingCycles)) return null;
  return { value: period.value * numBillingCycles, unit: period.unit };
}

/** "for 6 weeks", "for 1 year", "for 3 years"; empty for an indefinite plan. */
export function durationText(
  period: BillingPeriod,
  numBillingCycles: number | undefined,
  options: DurationOptions = {},
): string {
  const total = totalDuration(period, numBillingCycles);
  if (!total) return '';
  const perYear = BILLING_PERIODS_PER_YEAR[total.unit];
  if (options.keepUnit !== true && total.value % perYear === 0) {
    return `for ${count(total.value / perYear, 'YEAR')}`;
  }
  return `for ${count(total.value, total.unit)}`;
}

/** "every 2 weeks for 12 weeks", or null when the plan is unavailable. */
export function subscriptionText(
  plan: SubscriptionPlan | null | undefined,
  options: DurationOptions = {},
): string | null {
  const period = billingPeriodOf(plan);
  if (!period) return null;
  const duration = durationText(period, plan?.numBillingCycles, options);
  return duration ? `${billingPeriodText(period)} ${duration}` : billingPeriodText(period);
}

export interface SubscriptionPriceOptions extends DurationOptions {
  /** Prefix "from " (variant prices differ). */
  readonly from?: boolean;
}

/** "from $100.00 every week for 6 weeks"; 'Unavailable' when the plan is missing or malformed. */
export function subscriptionPriceText(
  formattedPrice: string,
  plan: SubscriptionPlan | null | undefined,
  options: SubscriptionPriceOptions = {},
): string {
  const text = subscriptionText(plan, options);
  if (text === null) return SUBSCRIPTION_UNAVAILABLE_TEXT;
  return `${options.from === true ? 'from ' : ''}${formattedPrice} ${text}`;
}
