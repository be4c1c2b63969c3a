// Button block (code 53): a link styled as a button.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignField, alignSchema } from '../align';
import type { BlockSchemaDefinition } from '../types';
import { linkUrlSchema } from '../url-schema';

export const MAX_BUTTON_LABEL = 80;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;

const schema = z.object({
  label: z
    .string()
    .max(MAX_BUTTON_LABEL, `A label can be at most ${MAX_BUTTON_LABEL} characters.`)
    .refine((value) => value.trim() !== '', 'Enter a label.')
    .default('Learn more'),
  url: linkUrlSchema.default('#'),
  size: z.enum(BUTTON_SIZES, 'Choose small, medium or large.').default('medium'),
  align: alignSchema().default('left'),
  newWindow: z.boolean('Choose on or off.').default(false),
});

export type ButtonSettings = z.infer<typeof schema>;

export const buttonSchema: BlockSchemaDefinition<ButtonSettings> = {
  type: BlockType.button,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'label', label: 'Label', kind: 'text', maxLength: MAX_BUTTON_LABEL },
    {
      key: 'url',
      label: 'Link',
      kind: 'url',
      placeholder: '/about or https://example.com',
      help: 'A page path, an #anchor, or an https://, mailto: or tel: address.',
    },
    {
      key: 'size',
      label: 'Size',
      kind: 'select',
      options: [
        { value: 'small', label: 'Small' },
        { value: 'medium', label: 'Medium' },
        { value: 'large', label: 'Large' },
      ],
    },
    alignField(),
    { key: 'newWindow', label: 'Open in a new window', kind: 'boolean' },
  ],
};
