// Email footer block (code 57): the footer of an email campaign — the business's name and postal
// address, why the reader got the email, and the unsubscribe link.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { linkUrlSchema } from '../url-schema';

export const MAX_BUSINESS_NAME = 120;
export const MAX_POSTAL_ADDRESS = 400;
export const MAX_REASON = 300;
export const MAX_UNSUBSCRIBE_TEXT = 60;

const schema = z.object({
  businessName: textSchema('A business name', MAX_BUSINESS_NAME).default('Juniper & Oak'),
  address: textSchema('An address', MAX_POSTAL_ADDRESS).default(
    '12 Market Street\nPortland, OR 97204\nUnited States',
  ),
  reason: textSchema('This line', MAX_REASON).default(
    'You are receiving this email because you signed up for news from our shop.',
  ),
  unsubscribeText: requiredTextSchema(
    'The link text',
    MAX_UNSUBSCRIBE_TEXT,
    'Enter the unsubscribe link text.',
  ).default('Unsubscribe'),
  unsubscribeUrl: linkUrlSchema.default('#'),
});

export type EmailFooterSettings = z.infer<typeof schema>;

export const emailFooterSchema: BlockSchemaDefinition<EmailFooterSettings> = {
  type: BlockType.emailFooter,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'businessName', label: 'Business name', kind: 'text', maxLength: MAX_BUSINESS_NAME },
    {
      key: 'address',
      label: 'Postal address',
      kind: 'textarea',
      maxLength: MAX_POSTAL_ADDRESS,
      rows: 3,
      help: 'One line per row, as on an envelope.',
    },
    {
      key: 'reason',
      label: 'Why they got this email',
      kind: 'textarea',
      maxLength: MAX_REASON,
      rows: 2,
    },
    {
      key: 'unsubscribeText',
      label: 'Unsubscribe link text',
      kind: 'text',
      maxLength: MAX_UNSUBSCRIBE_TEXT,
    },
    { key: 'unsubscribeUrl', label: 'Unsubscribe link', kind: 'url' },
  ],
};
