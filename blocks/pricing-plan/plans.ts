// The pricing plan block's rules, without React: one plan's fields and their limits, the three
// sample plans, which card wears the "Most popular" badge, and a plan's features as lines.
import { z } from 'zod';
import { itemIdSchema, requiredTextSchema, textSchema } from '../text-setting';
import { linkUrlSchema } from '../url-schema';

export const MIN_PLANS = 1;
export const MAX_PLANS = 4;
export const MAX_PLAN_NAME = 80;
export const MAX_PLAN_PRICE = 40;
export const MAX_PLAN_PERIOD = 40;
export const MAX_PLAN_DESCRIPTION = 300;
export const MAX_PLAN_FEATURES = 2000;
export const MAX_PLAN_BUTTON_LABEL = 40;

export const planSchema = z.object({
  id: itemIdSchema,
  name: requiredTextSchema('A plan name', MAX_PLAN_NAME, 'Enter a plan name.').default('New plan'),
  price: textSchema('A price', MAX_PLAN_PRICE).default('$0'),
  period: textSchema('A billing period', MAX_PLAN_PERIOD).default('per month'),
  description: textSchema('A description', MAX_PLAN_DESCRIPTION).default(''),
  features: textSchema('The features', MAX_PLAN_FEATURES).default(''),
  buttonLabel: requiredTextSchema(
    'A button label',
    MAX_PLAN_BUTTON_LABEL,
    'Enter a button label.',
  ).default('Choose plan'),
  buttonUrl: linkUrlSchema.default('#'),
  highlighted: z.boolean('Choose on or off.').default(false),
});

export type Plan = z.infer<typeof planSchema>;

export const SAMPLE_PLANS: readonly Plan[] = [
  {
    id: 'plan-1',
    name: 'Starter',
    price: '$9',
    period: 'per month',
    description: 'For a first shop finding its feet.',
    features: 'Up to 50 products\nSecure checkout\nEmail support',
    buttonLabel: 'Start with Starter',
    buttonUrl: '#',
    highlighted: false,
  },
  {
    id: 'plan-2',
    name: 'Growth',
    price: '$29',
    period: 'per month',
    description: 'For a growing shop with regular customers.',
    features: 'Unlimited products\nDiscount codes\nAbandoned cart emails\nPriority support',
    buttonLabel: 'Choose Growth',
    buttonUrl: '#',
    highlighted: true,
  },
  {
    id: 'plan-3',
    name: 'Studio',
    price: '$79',
    period: 'per month',
    description: 'For teams that sell in many places.',
    features: 'Everything in Growth\nFive staff accounts\nAdvanced reports\nPhone support',
    buttonLabel: 'Talk to us',
    buttonUrl: '#',
    highlighted: false,
  },
];

/** The index of the card shown as most popular: the first highlighted one, or -1 for none. */
export function popularIndex(plans: readonly Pick<Plan, 'highlighted'>[]): number {
  return plans.findIndex((plan) => plan.highlighted);
}

/** A plan's features, one per line, trimmed, blank lines left out. */
export function featureLines(features: string): string[] {
  return features
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
