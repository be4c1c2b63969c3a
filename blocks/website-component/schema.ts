// Website component block (code 1337): a stand-in for a reusable component, showing its name and
// what it is, so an owner recognises it on the page. The component system itself is later work.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';

export const MAX_COMPONENT_NAME = 80;
export const MAX_COMPONENT_DESCRIPTION = 300;

const schema = z.object({
  name: requiredTextSchema(
    'A component name',
    MAX_COMPONENT_NAME,
    'Enter a component name.',
  ).default('Announcement bar'),
  description: textSchema('A description', MAX_COMPONENT_DESCRIPTION).default(
    'A slim strip for news and offers, shared by every page that uses it.',
  ),
});

export type WebsiteComponentSettings = z.infer<typeof schema>;

export const websiteComponentSchema: BlockSchemaDefinition<WebsiteComponentSettings> = {
  type: BlockType.websiteComponent,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'name', label: 'Component name', kind: 'text', maxLength: MAX_COMPONENT_NAME },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      maxLength: MAX_COMPONENT_DESCRIPTION,
      rows: 3,
    },
  ],
};
