// Social links (code 19) and its two successors, social account links (48) and social account
// links v2 (54): one family with the same settings. A list of profile addresses (the service is
// recognised from each host), shown as icons or icons with names, in a shape, size and colour.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignField, alignSchema } from '../align';
import { choiceOptions, choiceSchema, SIZE_CHOICES } from '../choices';
import { itemText } from '../list-items';
import { textSchema } from '../text-setting';
import type { BlockSchemaDefinition, FieldContext } from '../types';
import { MAX_PROFILES, PROFILE_HINT, profileSchema } from './profile';
import { recogniseService } from './services';

export const MAX_ACCOUNT_NAME = 100;

export const STYLE_CHOICES = [
  { value: 'icon', label: 'Icon only' },
  { value: 'icon-name', label: 'Icon and name' },
] as const;
export const SHAPE_CHOICES = [
  { value: 'none', label: 'None' },
  { value: 'circle', label: 'Circle' },
  { value: 'square', label: 'Square' },
] as const;
export const COLOR_CHOICES = [
  { value: 'brand', label: 'Brand colours' },
  { value: 'text', label: 'Text colour' },
] as const;

const SAMPLE_PROFILES = [
  { id: 'sample-instagram', url: 'https://www.instagram.com/juniperandoak' },
  { id: 'sample-facebook', url: 'https://www.facebook.com/juniperandoak' },
  { id: 'sample-pinterest', url: 'https://www.pinterest.com/juniperandoak' },
];

const schema = z.object({
  profiles: z
    .array(profileSchema, 'The profiles must be a list.')
    .max(MAX_PROFILES, `A block holds at most ${MAX_PROFILES} profiles.`)
    .default(SAMPLE_PROFILES),
  accountName: textSchema('An account name', MAX_ACCOUNT_NAME).default(''),
  style: choiceSchema(STYLE_CHOICES, 'icon'),
  shape: choiceSchema(SHAPE_CHOICES, 'circle'),
  size: choiceSchema(SIZE_CHOICES, 'medium'),
  color: choiceSchema(COLOR_CHOICES, 'brand'),
  align: alignSchema().default('center'),
});

export type SocialLinksSettings = z.infer<typeof schema>;

/** What the panel's list shows for a profile: its service or host, else "Profile N". */
export function profileLabel(item: FieldContext, index: number): string {
  const url = itemText(item.url);
  return url ? recogniseService(url).name : `Profile ${index + 1}`;
}

const definition = (type: number): BlockSchemaDefinition<SocialLinksSettings> => ({
  type,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'profiles',
      label: 'Profiles',
      kind: 'list',
      itemFields: [
        {
          key: 'url',
          label: 'Profile address',
          kind: 'url',
          placeholder: 'https://www.instagram.com/yourname',
          help: `${PROFILE_HINT} The icon follows the address.`,
        },
      ],
      itemLabel: profileLabel,
      newItem: () => ({ url: 'https://example.com/' }),
      addLabel: 'Add profile',
      itemNoun: 'profile',
      maxItems: MAX_PROFILES,
    },
    {
      key: 'accountName',
      label: 'Account name',
      kind: 'text',
      maxLength: MAX_ACCOUNT_NAME,
      help: 'Optional. Screen readers then say "Juniper & Oak on Instagram" instead of "Instagram".',
    },
    {
      key: 'style',
      label: 'Style',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(STYLE_CHOICES),
    },
    {
      key: 'shape',
      label: 'Shape',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(SHAPE_CHOICES),
    },
    { key: 'size', label: 'Size', kind: 'select', options: choiceOptions(SIZE_CHOICES) },
    {
      key: 'color',
      label: 'Colour',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(COLOR_CHOICES),
    },
    alignField(),
  ],
});

/** Social links (19), social account links (48) and social account links v2 (54). */
export const socialLinksSchemas: readonly BlockSchemaDefinition<SocialLinksSettings>[] = [
  definition(BlockType.socialLinks),
  definition(BlockType.socialAccountLinks),
  definition(BlockType.socialAccountLinksV2),
];
