// Menu block (code 18): a restaurant or café menu of sections and their items, in one or two
// columns (two become one on phones), with optional dotted leaders between a name and its price.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { choiceOptions, choiceSchema } from '../choices';
import type { BlockSchemaDefinition } from '../types';
import {
  MAX_SECTIONS,
  type MenuSection,
  menuSectionFields,
  menuSectionsSchema,
  sectionLabel,
} from './sections';

export const COLUMN_CHOICES = [
  { value: 'one', label: 'One column' },
  { value: 'two', label: 'Two columns' },
] as const;

const SAMPLE_MENU: MenuSection[] = [
  {
    id: 'sample-coffee',
    title: 'Coffee',
    note: 'Oat or almond milk at no extra charge.',
    items: [
      {
        id: 'sample-espresso',
        name: 'Espresso',
        description: 'A double shot of our house blend.',
        price: '2.80',
        tags: 'VG',
      },
      {
        id: 'sample-flat-white',
        name: 'Flat White',
        description: 'Velvety steamed milk over a double shot.',
        price: '3.60',
        tags: 'V',
      },
      {
        id: 'sample-cold-brew',
        name: 'Cold Brew',
        description: 'Steeped for eighteen hours, served over ice.',
        price: '4.00',
        tags: 'VG',
      },
    ],
  },
  {
    id: 'sample-pastries',
    title: 'Pastries',
    note: 'Baked in house every morning.',
    items: [
      {
        id: 'sample-croissant',
        name: 'Butter Croissant',
        description: 'Flaky, golden and still warm.',
        price: '3.20',
        tags: 'V',
      },
      {
        id: 'sample-cardamom-bun',
        name: 'Cardamom Bun',
        description: 'A Swedish-style knot with pearl sugar.',
        price: '3.80',
        tags: 'V',
      },
      {
        id: 'sample-almond-cake',
        name: 'Almond Cake',
        description: 'A flourless slice with orange zest.',
        price: '4.20',
        tags: 'V, GF',
      },
    ],
  },
];

const schema = z.object({
  sections: menuSectionsSchema(SAMPLE_MENU),
  columns: choiceSchema(COLUMN_CHOICES, 'two'),
  leaders: z.boolean('Choose on or off.').default(true),
});

export type MenuSettings = z.infer<typeof schema>;

export const menuSchema: BlockSchemaDefinition<MenuSettings> = {
  type: BlockType.menu,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'sections',
      label: 'Sections',
      kind: 'list',
      itemFields: menuSectionFields,
      itemLabel: sectionLabel,
      newItem: () => ({ title: 'New section', note: '', items: [] }),
      addLabel: 'Add section',
      itemNoun: 'section',
      maxItems: MAX_SECTIONS,
    },
    {
      key: 'columns',
      label: 'Columns',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(COLUMN_CHOICES),
      help: 'Two columns become one on phones.',
    },
    {
      key: 'leaders',
      label: 'Dotted line to the price',
      kind: 'boolean',
    },
  ],
};
