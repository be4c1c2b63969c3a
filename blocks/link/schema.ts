// Link block (code 13): a single link as a small post (title, address, description), optionally
// opening in a new window and showing the host it leads to ("example.com ↗").
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { linkUrlSchema } from '../url-schema';

export const MAX_LINK_TITLE = 200;
export const MAX_LINK_DESCRIPTION = 1000;

const schema = z.object({
  title: requiredTextSchema('A title', MAX_LINK_TITLE, 'Enter a title.').default('Example Domain'),
  url: linkUrlSchema.default('https://example.com'),
  description: textSchema('A description', MAX_LINK_DESCRIPTION).default(
    'This domain is for use in illustrative examples in documents.',
  ),
  newWindow: z.boolean('Choose on or off.').default(true),
  showHost: z.boolean('Choose on or off.').default(true),
});

export type LinkSettings = z.infer<typeof schema>;

export const linkSchema: BlockSchemaDefinition<LinkSettings> = {
  type: BlockType.link,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_LINK_TITLE },
    {
      key: 'url',
      label: 'Link',
      kind: 'url',
      placeholder: 'https://example.com',
      help: 'A page path, an #anchor, or an https://, mailto: or tel: address.',
    },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      maxLength: MAX_LINK_DESCRIPTION,
      rows: 3,
    },
    { key: 'newWindow', label: 'Open in a new window', kind: 'boolean' },
    {
      key: 'showHost',
      label: 'Show the site it leads to',
      kind: 'boolean',
      help: 'Shows the address’s host under the title, such as "example.com ↗".',
    },
  ],
};
