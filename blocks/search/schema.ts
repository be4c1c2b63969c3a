// Search block (code 33): a search field that sends visitors to the search page (/search, spec §2)
// with their words as `q`; its placeholder, outline or filled style, size and alignment.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignField, alignSchema } from '../align';
import { choiceOptions, choiceSchema, SIZE_CHOICES } from '../choices';
import { textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';

export const MAX_PLACEHOLDER = 100;

export const STYLE_CHOICES = [
  { value: 'outline', label: 'Outline' },
  { value: 'filled', label: 'Filled' },
] as const;

const schema = z.object({
  placeholder: textSchema('A placeholder', MAX_PLACEHOLDER).default('Search'),
  style: choiceSchema(STYLE_CHOICES, 'outline'),
  size: choiceSchema(SIZE_CHOICES, 'medium'),
  align: alignSchema().default('left'),
});

export type SearchSettings = z.infer<typeof schema>;

export const searchSchema: BlockSchemaDefinition<SearchSettings> = {
  type: BlockType.search,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'placeholder', label: 'Placeholder', kind: 'text', maxLength: MAX_PLACEHOLDER },
    {
      key: 'style',
      label: 'Style',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(STYLE_CHOICES),
    },
    { key: 'size', label: 'Size', kind: 'select', options: choiceOptions(SIZE_CHOICES) },
    alignField(),
  ],
};
