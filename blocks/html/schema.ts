// Text block (code 2, "html" in the spec's table; owners see "Text"): formatted text, stored as
// Lexical's serialized editor state in `content` (shared/content/rich-text) and edited with
// Lexical in the settings panel. Its style and alignment live inside the text, per paragraph.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { richTextSchema } from '../../shared/content/rich-text/model';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { BlockSchemaDefinition } from '../types';

export const DEFAULT_TEXT = 'Write your text here.';

const schema = z.object({
  content: richTextSchema.default(() => richTextFromPlain(DEFAULT_TEXT)),
});

export type TextSettings = z.infer<typeof schema>;

export const htmlSchema: BlockSchemaDefinition<TextSettings> = {
  type: BlockType.html,
  schema,
  defaults: schema.parse({}),
  fields: [{ key: 'content', label: 'Text', kind: 'richtext' }],
};
