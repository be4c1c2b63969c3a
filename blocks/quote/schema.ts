// Quote block (code 31): a quotation and who said it.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';

export const MAX_QUOTE_LENGTH = 2000;
export const MAX_SOURCE_LENGTH = 200;

const schema = z.object({
  text: z
    .string()
    .max(MAX_QUOTE_LENGTH, `A quote can be at most ${MAX_QUOTE_LENGTH} characters.`)
    .default('A few words worth repeating.'),
  source: z
    .string()
    .max(MAX_SOURCE_LENGTH, `A source can be at most ${MAX_SOURCE_LENGTH} characters.`)
    .default(''),
});

export type QuoteSettings = z.infer<typeof schema>;

export const quoteSchema: BlockSchemaDefinition<QuoteSettings> = {
  type: BlockType.quote,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'text', label: 'Quote', kind: 'textarea', maxLength: MAX_QUOTE_LENGTH },
    {
      key: 'source',
      label: 'Source',
      kind: 'text',
      maxLength: MAX_SOURCE_LENGTH,
      help: 'Who said it; leave empty to show the quote alone.',
    },
  ],
};
