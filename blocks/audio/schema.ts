// Audio block (code 41): one audio track (a file on this site or an https address), its title,
// artist and an optional cover image.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { optionalImageSchema } from '../media/image-ref';
import { textSetting } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { addressSchema } from '../url-schema';
import { checkAudioUrl } from './audio-url';

export const MAX_AUDIO_TITLE_LENGTH = 200;
export const MAX_ARTIST_LENGTH = 200;

const schema = z.object({
  url: addressSchema(checkAudioUrl).default('/media/sample.mp3'),
  title: textSetting('A title', MAX_AUDIO_TITLE_LENGTH, 'Morning Set'),
  artist: textSetting('An artist', MAX_ARTIST_LENGTH, 'Juniper & Oak'),
  image: optionalImageSchema(),
});

export type AudioSettings = z.infer<typeof schema>;

export const audioSchema: BlockSchemaDefinition<AudioSettings> = {
  type: BlockType.audio,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'url',
      label: 'Audio file',
      kind: 'url',
      placeholder: '/media/song.mp3 or https://…',
      help: 'An MP3, M4A, OGG, WAV or AAC file on this site or at an https:// address.',
    },
    { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_AUDIO_TITLE_LENGTH },
    { key: 'artist', label: 'Artist or author', kind: 'text', maxLength: MAX_ARTIST_LENGTH },
    { key: 'image', label: 'Cover image', kind: 'image', help: 'Optional; square works best.' },
  ],
};
