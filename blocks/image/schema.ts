// Image block (code 5). The spec's variants (inline, poster, card, ...) are accepted in the
// document and render as the default layout for now.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-types';
import type { BlockSchemaDefinition } from '../types';
import { imageSrcSchema } from '../url';

/** The template layer truncates alt text taken from a body to 250 characters (spec §9). */
export const MAX_ALT_LENGTH = 250;
export const MAX_CAPTION_LENGTH = 500;

const schema = z.object({
  src: imageSrcSchema.default(''),
  alt: z
    .string()
    .max(MAX_ALT_LENGTH, `Alt text can be at most ${MAX_ALT_LENGTH} characters.`)
    .default(''),
  caption: z
    .string()
    .max(MAX_CAPTION_LENGTH, `A caption can be at most ${MAX_CAPTION_LENGTH} characters.`)
    .default(''),
});

export type ImageSettings = z.infer<typeof schema>;

export const imageSchema: BlockSchemaDefinition<ImageSettings> = {
  type: BlockType.image,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'src',
      label: 'Image URL',
      kind: 'url',
      placeholder: 'https://example.com/photo.jpg',
      help: 'A path on this site or an https:// address.',
    },
    {
      key: 'alt',
      label: 'Alt text',
      kind: 'text',
      maxLength: MAX_ALT_LENGTH,
      help: 'Describe the image for people who cannot see it. Leave empty if it is only decoration.',
    },
    { key: 'caption', label: 'Caption', kind: 'text', maxLength: MAX_CAPTION_LENGTH },
  ],
};
