// Map block (code 4): a place by its address, drawn as an offline map made up from the address
// (map-art.ts) with a pin and a card holding the place's name and address, and an optional
// "Get directions" link. Nothing is loaded from a map service.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';
import { MAP_ZOOMS } from './map-art';

export const MAX_ADDRESS_LENGTH = 200;
export const MAX_LABEL_LENGTH = 100;
export const MAP_STYLES = ['light', 'dark', 'muted'] as const;
export const MIN_HEIGHT = 200;
export const MAX_HEIGHT = 600;

const heightRange = `The height must be from ${MIN_HEIGHT} to ${MAX_HEIGHT} px.`;

const schema = z.object({
  // The demo store's address (server/seed/demo-site.ts).
  address: z
    .string('An address must be text.')
    .max(MAX_ADDRESS_LENGTH, `An address can be at most ${MAX_ADDRESS_LENGTH} characters.`)
    .refine(
      (value) => value.trim() !== '',
      'Enter an address, such as 12 Orchard Lane, Portland, OR 97205.',
    )
    .default('12 Mill Lane, Hebden Bridge'),
  label: z
    .string('A name must be text.')
    .max(MAX_LABEL_LENGTH, `A name can be at most ${MAX_LABEL_LENGTH} characters.`)
    .default('Juniper & Oak'),
  zoom: z.enum(MAP_ZOOMS, 'Choose street, neighbourhood or city.').default('neighbourhood'),
  style: z.enum(MAP_STYLES, 'Choose light, dark or muted.').default('light'),
  height: z
    .number('The height must be a number.')
    .int('The height must be a whole number.')
    .min(MIN_HEIGHT, heightRange)
    .max(MAX_HEIGHT, heightRange)
    .default(320),
  showDirections: z.boolean('Choose on or off.').default(true),
});

export type MapSettings = z.infer<typeof schema>;

export const mapSchema: BlockSchemaDefinition<MapSettings> = {
  type: BlockType.map,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'address',
      label: 'Address',
      kind: 'text',
      maxLength: MAX_ADDRESS_LENGTH,
      placeholder: '12 Orchard Lane, Portland, OR 97205',
    },
    {
      key: 'label',
      label: 'Place name',
      kind: 'text',
      maxLength: MAX_LABEL_LENGTH,
      help: 'Shown on the card above the address; leave empty to show the address alone.',
    },
    {
      key: 'zoom',
      label: 'Zoom',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'street', label: 'Street' },
        { value: 'neighbourhood', label: 'Neighbourhood' },
        { value: 'city', label: 'City' },
      ],
    },
    {
      key: 'style',
      label: 'Style',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
        { value: 'muted', label: 'Muted' },
      ],
    },
    {
      key: 'height',
      label: 'Height',
      kind: 'number',
      min: MIN_HEIGHT,
      max: MAX_HEIGHT,
      step: 10,
      unit: 'px',
      slider: true,
    },
    { key: 'showDirections', label: 'Show "Get directions" link', kind: 'boolean' },
  ],
};
