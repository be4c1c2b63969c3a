// Marquee block (code 70): a line of short texts that scrolls across, as a straight line or a mild
// wave (spec §3 "Marquee presets": speed 0.5, size 4 rem, spacing 0.4 em, heading-1 style).
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { numberRange } from '../number-range';
import type { BlockSchemaDefinition, FieldContext } from '../types';

export const MAX_MARQUEE_ITEMS = 20;
export const MAX_MARQUEE_TEXT = 100;
export const MARQUEE_PRESET_NAMES = ['straight', 'wave'] as const;
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;

const itemSchema = z.object({
  id: z.string().min(1).max(64),
  text: z
    .string('A text must be text.')
    .max(MAX_MARQUEE_TEXT, `A text can be at most ${MAX_MARQUEE_TEXT} characters.`)
    .default(''),
});

export type MarqueeItem = z.infer<typeof itemSchema>;

const SAMPLE_ITEMS: MarqueeItem[] = [
  { id: 'marquee-shipping', text: 'Free shipping over $50' },
  { id: 'marquee-handmade', text: 'Handmade in small batches' },
  { id: 'marquee-arrivals', text: 'New arrivals every Friday' },
];

const schema = z.object({
  items: z
    .array(itemSchema, 'The texts must be a list.')
    .min(1, 'A marquee needs at least one text.')
    .max(MAX_MARQUEE_ITEMS, `A marquee holds at most ${MAX_MARQUEE_ITEMS} texts.`)
    .default(SAMPLE_ITEMS),
  preset: z.enum(MARQUEE_PRESET_NAMES, 'Choose straight line or mild wave.').default('straight'),
  direction: z.enum(MARQUEE_DIRECTIONS, 'Choose left or right.').default('left'),
  speed: numberRange('Speed', 0.1, 2, '', 0.5, false),
  size: numberRange('Size', 1, 8, 'rem', 4, false),
  spacing: numberRange('Spacing', 0, 2, 'em', 0.4, false),
  pauseOnHover: z.boolean('Choose on or off.').default(true),
});

export type MarqueeSettings = z.infer<typeof schema>;

const itemLabel = (item: FieldContext, index: number) =>
  (typeof item.text === 'string' && item.text.trim()) || `Text ${index + 1}`;

export const marqueeSchema: BlockSchemaDefinition<MarqueeSettings> = {
  type: BlockType.marquee,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'items',
      label: 'Texts',
      kind: 'list',
      itemFields: [{ key: 'text', label: 'Text', kind: 'text', maxLength: MAX_MARQUEE_TEXT }],
      itemLabel,
      newItem: () => ({ text: 'Something worth saying' }),
      addLabel: 'Add text',
      itemNoun: 'text',
      minItems: 1,
      maxItems: MAX_MARQUEE_ITEMS,
    },
    {
      key: 'preset',
      label: 'Style',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'straight', label: 'Straight line' },
        { value: 'wave', label: 'Mild wave' },
      ],
    },
    {
      key: 'direction',
      label: 'Direction',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    { key: 'speed', label: 'Speed', kind: 'number', min: 0.1, max: 2, step: 0.1, slider: true },
    {
      key: 'size',
      label: 'Size',
      kind: 'number',
      min: 1,
      max: 8,
      step: 0.25,
      unit: 'rem',
      slider: true,
    },
    {
      key: 'spacing',
      label: 'Spacing between texts',
      kind: 'number',
      min: 0,
      max: 2,
      step: 0.1,
      unit: 'em',
      slider: true,
    },
    {
      key: 'pauseOnHover',
      label: 'Pause on hover',
      kind: 'boolean',
      help: 'Visitors can always pause it with its button.',
    },
  ],
};
