// Video block (code 32): a video by its web address (YouTube, Vimeo or any other link), shown as
// a poster with a play link; an owner-chosen thumbnail wins over the provider's.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { optionalImageSchema } from '../media/image-ref';
import { textSetting } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { webUrlSchema } from '../url-schema';

export const MAX_VIDEO_TITLE_LENGTH = 200;
export const MAX_VIDEO_CAPTION_LENGTH = 500;
export const DEFAULT_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const schema = z.object({
  url: webUrlSchema.default(DEFAULT_VIDEO_URL),
  title: textSetting('A title', MAX_VIDEO_TITLE_LENGTH, 'Big Buck Bunny'),
  caption: textSetting('A caption', MAX_VIDEO_CAPTION_LENGTH),
  image: optionalImageSchema(),
});

export type VideoSettings = z.infer<typeof schema>;

export const videoSchema: BlockSchemaDefinition<VideoSettings> = {
  type: BlockType.video,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'url',
      label: 'Video link',
      kind: 'url',
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: 'A YouTube or Vimeo address, or any https:// link to a video. It opens in a new window.',
    },
    { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_VIDEO_TITLE_LENGTH },
    { key: 'caption', label: 'Caption', kind: 'text', maxLength: MAX_VIDEO_CAPTION_LENGTH },
    {
      key: 'image',
      label: 'Thumbnail',
      kind: 'image',
      help: 'Shown instead of the provider’s picture. Leave empty to use the provider’s.',
    },
  ],
};
