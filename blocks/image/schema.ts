// Image block (code 5): an image from the file manager (or an address) in one of the spec's six
// designs (layout.ts), with its alt text, caption, title, description and click-through link.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { IMAGE_ALT_MAX_LENGTH } from '../../shared/limits';
import { optionalImageSchema } from '../media/image-ref';
import { textSetting } from '../text-setting';
import type { BlockSchemaDefinition, FieldContext } from '../types';
import { optionalLinkUrlSchema } from '../url-schema';
import { IMAGE_DESIGN_OPTIONS, IMAGE_DESIGNS, imageFieldApplies } from './layout';

export const MAX_CAPTION_LENGTH = 500;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_BUTTON_LABEL_LENGTH = 80;

const schema = z.object({
  design: z
    .enum(IMAGE_DESIGNS, 'Choose inline, poster, card, overlap, collage or stack.')
    .default('inline'),
  image: optionalImageSchema(),
  alt: textSetting('Alt text', IMAGE_ALT_MAX_LENGTH),
  caption: textSetting('A caption', MAX_CAPTION_LENGTH),
  title: textSetting('A title', MAX_TITLE_LENGTH, 'Made by hand'),
  description: textSetting(
    'A description',
    MAX_DESCRIPTION_LENGTH,
    'Every piece starts as a rough block of oak and leaves the workshop oiled, signed and ready for daily use.',
  ),
  link: optionalLinkUrlSchema.default(''),
  newWindow: z.boolean('Choose on or off.').default(false),
  buttonLabel: textSetting('A button label', MAX_BUTTON_LABEL_LENGTH, 'Learn more'),
});

export type ImageSettings = z.infer<typeof schema>;

const when = (key: string) => (context: FieldContext) => imageFieldApplies(key, context);

export const imageSchema: BlockSchemaDefinition<ImageSettings> = {
  type: BlockType.image,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'design',
      label: 'Design',
      kind: 'choice',
      display: 'radio',
      options: IMAGE_DESIGN_OPTIONS,
    },
    { key: 'image', label: 'Image', kind: 'image' },
    {
      key: 'alt',
      label: 'Alt text',
      kind: 'text',
      maxLength: IMAGE_ALT_MAX_LENGTH,
      help: 'Describe the image for people who cannot see it. When empty, the title, description or file name is read instead.',
    },
    {
      key: 'caption',
      label: 'Caption',
      kind: 'text',
      maxLength: MAX_CAPTION_LENGTH,
      visibleWhen: when('caption'),
    },
    {
      key: 'title',
      label: 'Title',
      kind: 'text',
      maxLength: MAX_TITLE_LENGTH,
      help: 'Leave empty for no title.',
      visibleWhen: when('title'),
    },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      rows: 4,
      maxLength: MAX_DESCRIPTION_LENGTH,
      help: 'Plain text; leave empty for none.',
      visibleWhen: when('description'),
    },
    {
      key: 'link',
      label: 'Link',
      kind: 'url',
      placeholder: '/shop or https://example.com',
      help: 'Where a click on the image goes. Leave empty for no link.',
    },
    {
      key: 'newWindow',
      label: 'Open in a new window',
      kind: 'boolean',
      visibleWhen: when('newWindow'),
    },
    {
      key: 'buttonLabel',
      label: 'Button label',
      kind: 'text',
      maxLength: MAX_BUTTON_LABEL_LENGTH,
      help: 'Leave empty to make the image itself the link.',
      visibleWhen: when('buttonLabel'),
    },
  ],
};
