// Navigation block (code 1): a row (or column) of links to the site's pages, each a label and an
// address, with the name screen readers announce for the menu.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignField, alignSchema } from '../align';
import { choiceOptions, choiceSchema } from '../choices';
import { itemText } from '../list-items';
import { itemIdSchema, requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { linkUrlSchema } from '../url-schema';

export const MAX_NAV_LINKS = 30;
export const MAX_LINK_LABEL = 80;
export const MAX_NAV_NAME = 80;

export const ORIENTATION_CHOICES = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
] as const;

export const navLinkSchema = z.object({
  id: itemIdSchema,
  label: requiredTextSchema('A label', MAX_LINK_LABEL, 'Enter a label.'),
  url: linkUrlSchema,
});

const SAMPLE_LINKS = [
  { id: 'sample-home', label: 'Home', url: '/' },
  { id: 'sample-shop', label: 'Shop', url: '/shop' },
  { id: 'sample-about', label: 'About', url: '/about' },
  { id: 'sample-contact', label: 'Contact', url: '/contact' },
];

const schema = z.object({
  links: z
    .array(navLinkSchema, 'The links must be a list.')
    .max(MAX_NAV_LINKS, `A navigation holds at most ${MAX_NAV_LINKS} links.`)
    .default(SAMPLE_LINKS),
  orientation: choiceSchema(ORIENTATION_CHOICES, 'horizontal'),
  align: alignSchema().default('left'),
  name: textSchema('A name', MAX_NAV_NAME).default('Main'),
});

export type NavigationSettings = z.infer<typeof schema>;
export type NavLink = z.infer<typeof navLinkSchema>;

export const navigationSchema: BlockSchemaDefinition<NavigationSettings> = {
  type: BlockType.navigation,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'links',
      label: 'Links',
      kind: 'list',
      itemFields: [
        { key: 'label', label: 'Label', kind: 'text', maxLength: MAX_LINK_LABEL },
        {
          key: 'url',
          label: 'Link',
          kind: 'url',
          placeholder: '/about or https://example.com',
          help: 'A page path, an #anchor, or an https://, mailto: or tel: address.',
        },
      ],
      itemLabel: (item, index) => itemText(item.label) || `Link ${index + 1}`,
      newItem: () => ({ label: 'New link', url: '/' }),
      addLabel: 'Add link',
      itemNoun: 'link',
      maxItems: MAX_NAV_LINKS,
    },
    {
      key: 'orientation',
      label: 'Orientation',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(ORIENTATION_CHOICES),
    },
    alignField(),
    {
      key: 'name',
      label: 'Name for screen readers',
      kind: 'text',
      maxLength: MAX_NAV_NAME,
      help: 'Screen readers announce it as "Main navigation"; useful when a page has more than one.',
    },
  ],
};
