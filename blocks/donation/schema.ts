// Donation block (code 52): a donation appeal with suggested amounts in the store currency, an
// optional amount of the visitor's own, a recurring-gift option and the donate button. Checkout
// is not connected yet, so the block never takes money.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { DEFAULT_CURRENCY } from '../../shared/money/currencies';
import { MAX_PRICE_MINOR } from '../../shared/money/wire';
import { itemIdSchema, requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition, FieldDescriptor } from '../types';
import { DONATION_CURRENCIES } from './amounts';

export const MAX_DONATION_TITLE = 200;
export const MAX_DONATION_DESCRIPTION = 1000;
export const MAX_DONATION_LABEL = 80;
export const MAX_RECURRING_TEXT = 120;
export const MAX_SUGGESTED_AMOUNTS = 6;
/** The largest price the store takes (shared/money/wire.ts), in whole units. */
export const MAX_SUGGESTED_AMOUNT = MAX_PRICE_MINOR / 100;

const amountSchema = z.object({
  id: itemIdSchema,
  amount: z
    .number('An amount must be a number.')
    .int('An amount must be a whole number.')
    .min(1, 'An amount must be from 1 to 1,000,000.')
    .max(MAX_SUGGESTED_AMOUNT, 'An amount must be from 1 to 1,000,000.')
    .default(10),
});

export type SuggestedAmount = z.infer<typeof amountSchema>;

const DEFAULT_AMOUNTS = [10, 25, 50, 100].map((amount, index) => ({
  id: `amount-${index + 1}`,
  amount,
}));

const schema = z.object({
  title: textSchema('A title', MAX_DONATION_TITLE).default('Support our work'),
  description: textSchema('A description', MAX_DONATION_DESCRIPTION).default(
    'Every gift keeps our community workshop open and free for everyone who walks in.',
  ),
  currency: z
    .enum(DONATION_CURRENCIES as [string, ...string[]], 'Choose a currency from the list.')
    .default(DEFAULT_CURRENCY),
  amounts: z
    .array(amountSchema, 'The amounts must be a list.')
    .min(1, 'Offer at least one amount.')
    .max(MAX_SUGGESTED_AMOUNTS, `Offer at most ${MAX_SUGGESTED_AMOUNTS} amounts.`)
    .default(DEFAULT_AMOUNTS),
  allowCustom: z.boolean('Choose on or off.').default(true),
  recurringText: textSchema('The recurring option', MAX_RECURRING_TEXT).default(
    'Make this a monthly gift',
  ),
  buttonLabel: requiredTextSchema('A label', MAX_DONATION_LABEL, 'Enter a button label.').default(
    'Donate',
  ),
});

export type DonationSettings = z.infer<typeof schema>;

const defaults = schema.parse({});

const amountFields: readonly FieldDescriptor[] = [
  {
    key: 'amount',
    label: 'Amount',
    kind: 'number',
    min: 1,
    max: MAX_SUGGESTED_AMOUNT,
    step: 1,
    help: 'A whole amount in the block’s currency.',
  },
];

export const donationSchema: BlockSchemaDefinition<DonationSettings> = {
  type: BlockType.donation,
  schema,
  defaults,
  fields: [
    { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_DONATION_TITLE },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      maxLength: MAX_DONATION_DESCRIPTION,
      rows: 3,
    },
    {
      key: 'currency',
      label: 'Currency',
      kind: 'select',
      options: DONATION_CURRENCIES.map((code) => ({ value: code, label: code })),
    },
    {
      key: 'amounts',
      label: 'Suggested amounts',
      kind: 'list',
      itemFields: amountFields,
      itemLabel: (item, index) =>
        typeof item.amount === 'number' ? String(item.amount) : `Amount ${index + 1}`,
      newItem: () => ({ amount: 10 }),
      addLabel: 'Add amount',
      itemNoun: 'amount',
      minItems: 1,
      maxItems: MAX_SUGGESTED_AMOUNTS,
    },
    {
      key: 'allowCustom',
      label: 'Allow another amount',
      kind: 'boolean',
      help: 'Visitors can type an amount of their own.',
    },
    {
      key: 'recurringText',
      label: 'Recurring option',
      kind: 'text',
      maxLength: MAX_RECURRING_TEXT,
      help: 'The check box for a repeating gift; leave empty to leave it out.',
    },
    { key: 'buttonLabel', label: 'Button label', kind: 'text', maxLength: MAX_DONATION_LABEL },
  ],
};
