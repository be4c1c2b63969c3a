// Horizontal rule block (code 47): a divider line; it has no settings.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';

const schema = z.object({});

export type HorizontalRuleSettings = z.infer<typeof schema>;

export const horizontalRuleSchema: BlockSchemaDefinition<HorizontalRuleSettings> = {
  type: BlockType.horizontalRule,
  schema,
  defaults: {},
  fields: [],
};
