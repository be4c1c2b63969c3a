// Pricing plan block (code 72): one to four plan cards side by side (stacked on a phone), each
// with its price, billing period, description, features and button; the first highlighted plan
// wears the badge ("Most popular").
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { textSchema } from '../text-setting';
import type { BlockSchemaDefinition, FieldDescriptor } from '../types';
import {
  MAX_PLAN_BUTTON_LABEL,
  MAX_PLAN_DESCRIPTION,
  MAX_PLAN_FEATURES,
  MAX_PLAN_NAME,
  MAX_PLAN_PERIOD,
  MAX_PLAN_PRICE,
  MAX_PLANS,
  MIN_PLANS,
  planSchema,
  SAMPLE_PLANS,
} from './plans';

export const MAX_BADGE_TEXT = 40;

const schema = z.object({
  plans: z
    .array(planSchema, 'The plans must be a list.')
    .min(MIN_PLANS, 'Show at least one plan.')
    .max(MAX_PLANS, `Show at most ${MAX_PLANS} plans.`)
    .default(() => [...SAMPLE_PLANS]),
  badgeText: textSchema('A badge', MAX_BADGE_TEXT).default('Most popular'),
});

export type PricingPlanSettings = z.infer<typeof schema>;

const planFields: readonly FieldDescriptor[] = [
  { key: 'name', label: 'Plan name', kind: 'text', maxLength: MAX_PLAN_NAME },
  { key: 'price', label: 'Price', kind: 'text', maxLength: MAX_PLAN_PRICE, placeholder: '$29' },
  {
    key: 'period',
    label: 'Billing period',
    kind: 'text',
    maxLength: MAX_PLAN_PERIOD,
    placeholder: 'per month',
  },
  {
    key: 'description',
    label: 'Description',
    kind: 'textarea',
    maxLength: MAX_PLAN_DESCRIPTION,
    rows: 2,
  },
  {
    key: 'features',
    label: 'Features',
    kind: 'textarea',
    maxLength: MAX_PLAN_FEATURES,
    rows: 5,
    help: 'One feature per line.',
  },
  { key: 'buttonLabel', label: 'Button label', kind: 'text', maxLength: MAX_PLAN_BUTTON_LABEL },
  { key: 'buttonUrl', label: 'Button link', kind: 'url', placeholder: '/signup or https://…' },
  {
    key: 'highlighted',
    label: 'Highlight this plan',
    kind: 'boolean',
    help: 'Shows the badge on this card; when several are on, the first one wears it.',
  },
];

export const pricingPlanSchema: BlockSchemaDefinition<PricingPlanSettings> = {
  type: BlockType.pricingPlan,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'plans',
      label: 'Plans',
      kind: 'list',
      itemFields: planFields,
      itemLabel: (item, index) =>
        typeof item.name === 'string' && item.name.trim() ? item.name.trim() : `Plan ${index + 1}`,
      newItem: () => planSchema.omit({ id: true }).parse({}),
      addLabel: 'Add plan',
      itemNoun: 'plan',
      minItems: MIN_PLANS,
      maxItems: MAX_PLANS,
    },
    {
      key: 'badgeText',
      label: 'Badge text',
      kind: 'text',
      maxLength: MAX_BADGE_TEXT,
      help: 'Shown on the highlighted plan; leave empty for no badge.',
    },
  ],
};
