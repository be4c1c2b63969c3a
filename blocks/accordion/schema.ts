// Accordion block (code 69): a list of panels, each a title that opens its text, with options for
// several open at once, the first open on load, divider lines and the open/close icon.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition, FieldContext } from '../types';

export const MAX_PANELS = 50;
export const MAX_PANEL_TITLE = 200;
export const MAX_PANEL_BODY = 5000;
export const ACCORDION_ICONS = ['plus', 'chevron'] as const;

const panelSchema = z.object({
  id: z.string().min(1).max(64),
  title: z
    .string('A title must be text.')
    .max(MAX_PANEL_TITLE, `A title can be at most ${MAX_PANEL_TITLE} characters.`)
    .default(''),
  body: z
    .string('Panel text must be text.')
    .max(MAX_PANEL_BODY, `Panel text can be at most ${MAX_PANEL_BODY} characters.`)
    .default(''),
});

export type AccordionPanel = z.infer<typeof panelSchema>;

const SAMPLE_PANELS: AccordionPanel[] = [
  {
    id: 'panel-shipping',
    title: 'How long does shipping take?',
    body: 'Orders leave our workshop within 2 business days.\nMost arrive 3 to 5 days later; you get a tracking link by email.',
  },
  {
    id: 'panel-returns',
    title: 'Can I return an item?',
    body: 'Yes, within 30 days of delivery, unused and in its packaging.\nWrite to us and we send a prepaid return label.',
  },
  {
    id: 'panel-care',
    title: 'How do I care for wood?',
    body: 'Wipe with a damp cloth and dry at once.\nOnce a month, rub in a little food-safe oil.',
  },
];

const onOff = (fallback: boolean) => z.boolean('Choose on or off.').default(fallback);

const schema = z.object({
  items: z
    .array(panelSchema, 'The panels must be a list.')
    .min(1, 'An accordion needs at least one panel.')
    .max(MAX_PANELS, `An accordion holds at most ${MAX_PANELS} panels.`)
    .default(SAMPLE_PANELS),
  allowMultiple: onOff(false),
  firstOpen: onOff(true),
  dividers: onOff(true),
  icon: z.enum(ACCORDION_ICONS, 'Choose plus/minus or chevron.').default('plus'),
});

export type AccordionSettings = z.infer<typeof schema>;

/** A panel's title, else "Panel N" (also the header's text when the title is left empty). */
export function panelTitle(item: FieldContext, index: number): string {
  const title = typeof item.title === 'string' ? item.title.trim() : '';
  return title || `Panel ${index + 1}`;
}

export const accordionSchema: BlockSchemaDefinition<AccordionSettings> = {
  type: BlockType.accordion,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'items',
      label: 'Panels',
      kind: 'list',
      itemFields: [
        { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_PANEL_TITLE },
        {
          key: 'body',
          label: 'Text',
          kind: 'textarea',
          maxLength: MAX_PANEL_BODY,
          rows: 5,
          help: 'Line breaks are kept.',
        },
      ],
      itemLabel: panelTitle,
      newItem: () => ({ title: 'A new question', body: 'Its answer.' }),
      addLabel: 'Add panel',
      itemNoun: 'panel',
      minItems: 1,
      maxItems: MAX_PANELS,
    },
    { key: 'allowMultiple', label: 'Allow several open at once', kind: 'boolean' },
    { key: 'firstOpen', label: 'First panel open on load', kind: 'boolean' },
    { key: 'dividers', label: 'Divider lines', kind: 'boolean' },
    {
      key: 'icon',
      label: 'Icon',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'plus', label: 'Plus/minus' },
        { value: 'chevron', label: 'Chevron' },
      ],
    },
  ],
};
