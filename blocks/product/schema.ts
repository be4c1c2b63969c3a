// Product block (code 43): one product of the store, chosen by id in the block's settings (the
// catalogue lives on the server, not in the page document), with its layout. What the product
// shows (selectors, quantity, restock, installments) follows the spec's rules, not settings.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { type Choice, choiceOptions, choiceSchema } from '../choices';
import type { BlockSchemaDefinition } from '../types';

export const MAX_PRODUCT_ID = 64;

export const PRODUCT_LAYOUTS = [
  { value: 'side', label: 'Image beside details' },
  { value: 'stacked', label: 'Image above details' },
] as const satisfies readonly Choice<string>[];

export const VARIANT_DISPLAYS = [
  { value: 'buttons', label: 'Buttons' },
  { value: 'dropdown', label: 'Drop-down lists' },
] as const satisfies readonly Choice<string>[];

const schema = z.object({
  /** The product's id in the catalogue; '' = none chosen yet. */
  productId: z
    .string('Choose a product.')
    .max(MAX_PRODUCT_ID, 'Choose a product from the list.')
    .regex(/^[\w-]*$/, 'Choose a product from the list.')
    .default(''),
  layout: choiceSchema(PRODUCT_LAYOUTS, 'side'),
  variantDisplay: choiceSchema(VARIANT_DISPLAYS, 'buttons'),
  showDescription: z.boolean('Choose on or off.').default(true),
});

export type ProductSettings = z.infer<typeof schema>;

export const productSchema: BlockSchemaDefinition<ProductSettings> = {
  type: BlockType.product,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'productId', label: 'Product', kind: 'product' },
    {
      key: 'layout',
      label: 'Layout',
      kind: 'choice',
      display: 'radio',
      options: choiceOptions(PRODUCT_LAYOUTS),
    },
    {
      key: 'variantDisplay',
      label: 'Options shown as',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(VARIANT_DISPLAYS),
    },
    { key: 'showDescription', label: 'Show the description', kind: 'boolean' },
  ],
};
