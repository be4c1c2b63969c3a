// In-browser message link block (code 58): the "View this email in your browser" line at the top
// of an email campaign — its text and where it goes.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { requiredTextSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { linkUrlSchema } from '../url-schema';

export const MAX_IN_BROWSER_TEXT = 120;

const schema = z.object({
  text: requiredTextSchema('Link text', MAX_IN_BROWSER_TEXT, 'Enter the link text.').default(
    'View this email in your browser',
  ),
  url: linkUrlSchema.default('#'),
});

export type InBrowserLinkSettings = z.infer<typeof schema>;

export const inBrowserLinkSchema: BlockSchemaDefinition<InBrowserLinkSettings> = {
  type: BlockType.inBrowserMessageLink,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'text', label: 'Link text', kind: 'text', maxLength: MAX_IN_BROWSER_TEXT },
    { key: 'url', label: 'Link', kind: 'url', placeholder: 'https://…' },
  ],
};
