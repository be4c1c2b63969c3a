// Image block (code 5). The spec's variants (inline, poster, card, ...) are accepted in the
// document and render as the default layout for now.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-types';
import { IMAGE_ALT_MAX_LENGTH } from '../../shared/limits';
import type { BlockSchemaDefinition } from '../types';
import { imageSrcSchema } from '../url';

export const MAX_CAPTION_LENGTH = 500;

const schema = z.object({
  src: imageSrcSchema.default(''),
  alt: z
    .string()
    .max(IMAGE_ALT_MAX_LENGTH, `Alt text can be at most ${IMAGE_ALT_MAX_LENGTH} characters.`)
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
      maxLength: IMAGE_ALT_MAX_LENGTH,
      help: 'Describe the image for people who cannot see it. Leave empty if it is only decoration.',
    },
    { key: 'caption', label: 'Caption', kind: 'text', maxLength: MAX_CAPTION_LENGTH },
  ],
};
