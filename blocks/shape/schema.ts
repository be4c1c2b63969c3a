// Shape block (code 71): a decorative SVG shape with fill, optional outline, size, aspect ratio,
// alignment and rotation. Colours are hex (shared/content/hex-color.ts; spec §5: "Hex colours
// have 3 or 6 hex digits.") and stored as "#rrggbb" or "#rgb" in lower case.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { isHexColor } from '../../shared/content/hex-color';
import { alignField, alignSchema } from '../align';
import { numberRange } from '../number-range';
import type { BlockSchemaDefinition, ChoiceOption } from '../types';
import { ASPECT_RATIOS, type AspectRatioName, SHAPES } from './shape-paths';

export const HEX_COLOR_MESSAGE = 'Hex colours have 3 or 6 hex digits.';
export const MAX_SHAPE_LABEL = 200;

const normalizeHex = (value: string) => `#${value.trim().replace(/^#/, '').toLowerCase()}`;

const hexColor = z
  .string(HEX_COLOR_MESSAGE)
  .refine((value) => isHexColor(value.trim()), HEX_COLOR_MESSAGE)
  .transform(normalizeHex);

/** Empty for no outline, else a hex colour. */
const optionalHexColor = z
  .string(HEX_COLOR_MESSAGE)
  .refine((value) => value.trim() === '' || isHexColor(value.trim()), HEX_COLOR_MESSAGE)
  .transform((value) => (value.trim() === '' ? '' : normalizeHex(value)));

const RATIO_NAMES = Object.keys(ASPECT_RATIOS) as [AspectRatioName, ...AspectRatioName[]];

const SHAPE_LABELS: Readonly<Record<(typeof SHAPES)[number], string>> = {
  rectangle: 'Rectangle',
  'rounded-rectangle': 'Rounded rectangle',
  circle: 'Circle',
  ellipse: 'Ellipse',
  triangle: 'Triangle',
  diamond: 'Diamond',
  hexagon: 'Hexagon',
  star: 'Star',
  arrow: 'Arrow',
  heart: 'Heart',
  blob: 'Blob',
};
const SHAPE_OPTIONS: readonly ChoiceOption[] = SHAPES.map((value) => ({
  value,
  label: SHAPE_LABELS[value],
}));

const schema = z.object({
  shape: z.enum(SHAPES, 'Choose one of the shapes in the list.').default('blob'),
  fill: hexColor.default('#f4c7b8'),
  stroke: optionalHexColor.default(''),
  strokeWidth: numberRange('Outline width', 0, 20, 'px', 0),
  width: numberRange('Width', 10, 100, '%', 60),
  aspectRatio: z.enum(RATIO_NAMES, 'Choose 1:1, 4:3, 16:9 or 3:4.').default('4:3'),
  align: alignSchema().default('center'),
  rotation: numberRange('Rotation', 0, 359, 'degrees', 0),
  label: z
    .string('A label must be text.')
    .max(MAX_SHAPE_LABEL, `A label can be at most ${MAX_SHAPE_LABEL} characters.`)
    .default(''),
});

export type ShapeSettings = z.infer<typeof schema>;

export const shapeSchema: BlockSchemaDefinition<ShapeSettings> = {
  type: BlockType.shape,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'shape', label: 'Shape', kind: 'select', options: SHAPE_OPTIONS },
    {
      key: 'fill',
      label: 'Fill colour',
      kind: 'text',
      translatable: false,
      placeholder: '#f4c7b8',
      maxLength: 7,
    },
    {
      key: 'stroke',
      label: 'Outline colour',
      kind: 'text',
      translatable: false,
      placeholder: '#1d1d1f',
      maxLength: 7,
      help: 'Leave empty for no outline.',
    },
    {
      key: 'strokeWidth',
      label: 'Outline width',
      kind: 'number',
      min: 0,
      max: 20,
      step: 1,
      unit: 'px',
      slider: true,
    },
    {
      key: 'width',
      label: 'Width',
      kind: 'number',
      min: 10,
      max: 100,
      step: 1,
      unit: '%',
      slider: true,
    },
    {
      key: 'aspectRatio',
      label: 'Aspect ratio',
      kind: 'choice',
      display: 'segmented',
      options: RATIO_NAMES.map((value) => ({ value, label: value })),
    },
    alignField(),
    {
      key: 'rotation',
      label: 'Rotation',
      kind: 'number',
      min: 0,
      max: 359,
      step: 1,
      unit: '°',
      slider: true,
    },
    {
      key: 'label',
      label: 'Description for screen readers',
      kind: 'text',
      maxLength: MAX_SHAPE_LABEL,
      help: 'Leave empty when the shape is only decoration.',
    },
  ],
};
