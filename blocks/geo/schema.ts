// Geo block (code 10): a place card — its name, address lines and country, and optional latitude
// and longitude. With both coordinates the card links to the place on OpenStreetMap; the address
// shows on separate lines or on one line joined with commas.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { coordinateSchema } from './location';

export const MAX_PLACE_NAME = 120;
export const MAX_ADDRESS_LINE = 200;
export const MAX_COUNTRY = 80;
export const ADDRESS_LAYOUTS = ['lines', 'oneLine'] as const;

const schema = z.object({
  placeName: textSchema('A place name', MAX_PLACE_NAME).default('Juniper & Oak Workshop'),
  addressLine1: textSchema('An address line', MAX_ADDRESS_LINE).default('12 Market Street'),
  addressLine2: textSchema('An address line', MAX_ADDRESS_LINE).default('Portland, OR 97204'),
  country: textSchema('A country', MAX_COUNTRY).default('United States'),
  latitude: coordinateSchema('Latitude', 90).default('45.5152'),
  longitude: coordinateSchema('Longitude', 180).default('-122.6784'),
  addressLayout: z.enum(ADDRESS_LAYOUTS, 'Choose separate lines or one line.').default('lines'),
});

export type GeoSettings = z.infer<typeof schema>;

export const geoSchema: BlockSchemaDefinition<GeoSettings> = {
  type: BlockType.geo,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'placeName', label: 'Place name', kind: 'text', maxLength: MAX_PLACE_NAME },
    { key: 'addressLine1', label: 'Address line 1', kind: 'text', maxLength: MAX_ADDRESS_LINE },
    { key: 'addressLine2', label: 'Address line 2', kind: 'text', maxLength: MAX_ADDRESS_LINE },
    { key: 'country', label: 'Country', kind: 'text', maxLength: MAX_COUNTRY },
    {
      key: 'latitude',
      label: 'Latitude',
      kind: 'text',
      translatable: false,
      placeholder: '45.5152',
      help: 'From -90 to 90. With a longitude too, the card links to a map.',
    },
    {
      key: 'longitude',
      label: 'Longitude',
      kind: 'text',
      translatable: false,
      placeholder: '-122.6784',
      help: 'From -180 to 180.',
    },
    {
      key: 'addressLayout',
      label: 'Address',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'lines', label: 'Separate lines' },
        { value: 'oneLine', label: 'One line' },
      ],
    },
  ],
};
