// Image block (code 5): an image from the file manager (or an address), its alt text and caption.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-types';
import { IMAGE_ALT_MAX_LENGTH } from '../../shared/limits';
import { optionalImageSchema } from '../media/image-ref';
import type { BlockSchemaDefinition } from '../types';

export const MAX_CAPTION_LENGTH = 500;

const schema = z.object({
  image: optionalImageSchema(),
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
    { key: 'image', label: 'Image', kind: 'image' },
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
