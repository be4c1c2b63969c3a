// Logo block (code 3): the site's name as a wordmark (weight, size) or an image from the file
// manager, with an optional link (the home page by default) and an optional tagline.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignField, alignSchema } from '../align';
import { choiceOptions, choiceSchema, SIZE_CHOICES } from '../choices';
import { optionalImageSchema } from '../media/image-ref';
import { requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { optionalLinkUrlSchema } from '../url-schema';

export const MAX_SITE_NAME = 100;
export const MAX_TAGLINE = 200;

export const WEIGHT_CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'regular', label: 'Regular' },
  { value: 'bold', label: 'Bold' },
] as const;

const schema = z.object({
  text: requiredTextSchema('A site name', MAX_SITE_NAME, "Enter the site's name.").default(
    'Juniper & Oak',
  ),
  image: optionalImageSchema(),
  weight: choiceSchema(WEIGHT_CHOICES, 'bold'),
  size: choiceSchema(SIZE_CHOICES, 'medium'),
  align: alignSchema().default('left'),
  link: optionalLinkUrlSchema.default('/'),
  tagline: textSchema('A tagline', MAX_TAGLINE).default(''),
});

export type LogoSettings = z.infer<typeof schema>;

export const logoSchema: BlockSchemaDefinition<LogoSettings> = {
  type: BlockType.logo,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'text',
      label: 'Site name',
      kind: 'text',
      maxLength: MAX_SITE_NAME,
      help: 'Shown as the wordmark; with an image, it is the image’s alt text.',
    },
    {
      key: 'image',
      label: 'Logo image',
      kind: 'image',
      help: 'Optional. Replaces the wordmark.',
    },
    {
      key: 'weight',
      label: 'Font weight',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(WEIGHT_CHOICES),
      visibleWhen: (context) => !context.image,
    },
    { key: 'size', label: 'Size', kind: 'select', options: choiceOptions(SIZE_CHOICES) },
    alignField(),
    {
      key: 'link',
      label: 'Link',
      kind: 'url',
      placeholder: '/',
      help: 'Where the logo leads; the home page (/) unless you change it. Leave empty for no link.',
    },
    { key: 'tagline', label: 'Tagline', kind: 'text', maxLength: MAX_TAGLINE },
  ],
};
