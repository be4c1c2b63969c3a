// Text block (code 2, "html" in the spec's table): plain text as a heading or a paragraph.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-types';
import { alignField, alignSchema } from '../align';
import type { BlockSchemaDefinition } from '../types';

export const MAX_TEXT_LENGTH = 5000;
export const TEXT_STYLES = ['heading1', 'heading2', 'heading3', 'paragraph'] as const;

const schema = z.object({
  text: z
    .string()
    .max(MAX_TEXT_LENGTH, `Text can be at most ${MAX_TEXT_LENGTH} characters.`)
    .default('Write your text here.'),
  style: z.enum(TEXT_STYLES, 'Choose a heading level or paragraph.').default('paragraph'),
  align: alignSchema().default('left'),
});

export type TextSettings = z.infer<typeof schema>;

export const htmlSchema: BlockSchemaDefinition<TextSettings> = {
  type: BlockType.html,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'text', label: 'Text', kind: 'textarea', maxLength: MAX_TEXT_LENGTH },
    {
      key: 'style',
      label: 'Style',
      kind: 'select',
      options: [
        { value: 'heading1', label: 'Heading 1' },
        { value: 'heading2', label: 'Heading 2' },
        { value: 'heading3', label: 'Heading 3' },
        { value: 'paragraph', label: 'Paragraph' },
      ],
    },
    alignField(),
  ],
};
