// Markdown block (code 44): text the owner writes in Markdown, shown as formatted content.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';

export const MAX_MARKDOWN_LENGTH = 50_000;

export const DEFAULT_MARKDOWN = `## Care for your oak board

Wipe it with a **damp cloth** and let it dry standing up. Once a month:

- rub in a little *food-safe oil*,
- leave it overnight,
- buff off what is left.

Questions? [Write to us](/contact).`;

const schema = z.object({
  markdown: z
    .string('Markdown must be text.')
    .max(MAX_MARKDOWN_LENGTH, 'Markdown can be at most 50,000 characters.')
    .default(DEFAULT_MARKDOWN),
});

export type MarkdownSettings = z.infer<typeof schema>;

export const markdownSchema: BlockSchemaDefinition<MarkdownSettings> = {
  type: BlockType.markdown,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'markdown',
      label: 'Markdown',
      kind: 'textarea',
      maxLength: MAX_MARKDOWN_LENGTH,
      rows: 12,
      help: '## for a heading, **bold**, *italic*, - for a list, [text](/page) for a link.',
    },
  ],
};
