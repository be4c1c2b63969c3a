// Embed block (code 22): a page from another site (a video, a track, a post, a map, a design) by
// its web address, with an optional title and the card's aspect ratio. Nothing from the other
// site is loaded: the block shows a card that links there.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { textSetting } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { webUrlSchema } from '../url-schema';

export const MAX_EMBED_TITLE_LENGTH = 200;

export const EMBED_RATIOS = {
  '16:9': '16 / 9',
  '4:3': '4 / 3',
  '1:1': '1 / 1',
  auto: 'auto',
} as const;
export type EmbedRatio = keyof typeof EMBED_RATIOS;
const RATIO_NAMES = Object.keys(EMBED_RATIOS) as [EmbedRatio, ...EmbedRatio[]];

const schema = z.object({
  url: webUrlSchema.default('https://vimeo.com/76979871'),
  title: textSetting('A title', MAX_EMBED_TITLE_LENGTH, 'Behind the scenes at the workshop'),
  aspectRatio: z.enum(RATIO_NAMES, 'Choose 16:9, 4:3, 1:1 or auto.').default('16:9'),
});

export type EmbedSettings = z.infer<typeof schema>;

export const embedSchema: BlockSchemaDefinition<EmbedSettings> = {
  type: BlockType.embed,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'url',
      label: 'Address',
      kind: 'url',
      placeholder: 'https://…',
      help: 'The page to show: a YouTube or Vimeo video, a Spotify or SoundCloud track, a post, a map, a pen or a design.',
    },
    {
      key: 'title',
      label: 'Title',
      kind: 'text',
      maxLength: MAX_EMBED_TITLE_LENGTH,
      help: 'Optional; tells visitors what they will find there.',
    },
    {
      key: 'aspectRatio',
      label: 'Aspect ratio',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: '16:9', label: '16:9' },
        { value: '4:3', label: '4:3' },
        { value: '1:1', label: '1:1' },
        { value: 'auto', label: 'Auto' },
      ],
    },
  ],
};
