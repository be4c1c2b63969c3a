// Gallery block (code 8): its images and every option of the spec's gallery table (spec §3
// "Gallery options (defaults)") with exactly its values, ranges and defaults, plus `indicators`
// ("also used by templates"). The panel is named "Gallery options"; options that do not apply to
// the chosen design are hidden (visibility.ts holds the table) and keep their values.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignSchema } from '../align';
import { numberRange as range } from '../number-range';
import type { BlockSchemaDefinition, FieldContext, FieldDescriptor } from '../types';
import {
  galleryItemFields,
  galleryItemLabel,
  galleryItemsSchema,
  MAX_GALLERY_ITEMS,
  newGalleryItem,
} from './item';
import {
  ALIGNMENT_OPTIONS,
  ASPECT_RATIO_NAMES,
  ASPECT_RATIO_OPTIONS,
  DESIGN_OPTIONS,
  GALLERY_DESIGNS,
  type GalleryDesign,
  LIGHTBOX_THEME_OPTIONS,
  LIGHTBOX_THEMES,
  META_POSITION_OPTIONS,
  META_POSITIONS,
} from './options';
import { optionApplies, type VisibilityInputs } from './visibility';

const onOff = (fallback: boolean) => z.boolean('Choose on or off.').default(fallback);

const schema = z.object({
  items: galleryItemsSchema(),
  design: z.enum(GALLERY_DESIGNS, 'Choose slideshow, slider, grid or stacked.').default('grid'),
  autoplay: onOff(false),
  'autoplay-duration': range('Autoplay duration', 1, 10, 'seconds', 5),
  controls: onOff(false),
  'auto-crop': onOff(true),
  'aspect-ratio': z
    .enum(
      ASPECT_RATIO_NAMES,
      'Choose square, standard, standard-vertical, four-three, three-four-vertical, widescreen or anamorphic-widescreen.',
    )
    .default('square'),
  'square-thumbs': onOff(true),
  thumbnails: onOff(false),
  'thumbnail-strip-height': range('Thumbnail strip height', 0, 200, 'px', 80),
  'thumbnail-strip-margin': range('Thumbnail strip margin', 0, 60, 'px', 20),
  'show-meta-basic': onOff(true),
  'show-meta': onOff(true),
  'show-meta-only-title': onOff(false),
  'meta-position': z
    .enum(
      META_POSITIONS,
      'Choose top, top-left, top-right, center, bottom, bottom-left or bottom-right.',
    )
    .default('bottom'),
  'show-meta-on-hover': onOff(false),
  'active-alignment': alignSchema().default('center'),
  'thumbnails-per-row': range('Thumbnails per row', 1, 10, '', 4),
  padding: range('Padding', 0, 50, 'px', 20),
  lightbox: onOff(false),
  lightboxTheme: z.enum(LIGHTBOX_THEMES, 'Choose dark or light.').default('dark'),
  'max-width': range('Max width', 100, 300, 'px', 300),
  newWindow: onOff(false),
  transparentBackground: onOff(false),
  // On by default: controls and autoplay are off by default, so without indicators a new
  // slideshow or slider could only be moved with the arrow keys, never with a pointer.
  indicators: onOff(true),
});

export type GallerySettings = z.infer<typeof schema>;

const defaults = schema.parse({});

const flag = (context: FieldContext, key: keyof VisibilityInputs & keyof GallerySettings) => {
  const value = context[key];
  return typeof value === 'boolean' ? value : (defaults[key] as boolean);
};

/** The values the visibility rules read; a stored value that does not fit reads as its default,
 * as the renderer reads it (cheap checks: this runs for every field on every edit). */
function visibilityInputs(context: FieldContext): VisibilityInputs {
  const design = GALLERY_DESIGNS.includes(context.design as GalleryDesign)
    ? (context.design as GalleryDesign)
    : defaults.design;
  return {
    design,
    autoplay: flag(context, 'autoplay'),
    thumbnails: flag(context, 'thumbnails'),
    lightbox: flag(context, 'lightbox'),
    'show-meta': flag(context, 'show-meta'),
    'show-meta-basic': flag(context, 'show-meta-basic'),
  };
}

const when = (key: string) => (context: FieldContext) =>
  optionApplies(key, visibilityInputs(context));

type Field = FieldDescriptor;
const numberField = (
  key: string,
  label: string,
  min: number,
  max: number,
  unit?: string,
): Field => ({
  key,
  label,
  kind: 'number',
  min,
  max,
  step: 1,
  slider: true,
  ...(unit ? { unit } : {}),
});
const booleanField = (key: string, label: string, help?: string): Field => ({
  key,
  label,
  kind: 'boolean',
  ...(help ? { help } : {}),
});

const optionFields: readonly Field[] = [
  { key: 'design', label: 'Design', kind: 'choice', display: 'segmented', options: DESIGN_OPTIONS },
  booleanField('autoplay', 'Autoplay', 'Moves to the next image by itself; visitors can pause it.'),
  numberField('autoplay-duration', 'Autoplay duration', 1, 10, 's'),
  booleanField('controls', 'Controls', 'Previous and next arrows.'),
  booleanField('auto-crop', 'Auto crop', 'Fill each frame, cropping around the focal point.'),
  { key: 'aspect-ratio', label: 'Aspect ratio', kind: 'select', options: ASPECT_RATIO_OPTIONS },
  booleanField('square-thumbs', 'Square thumbnails'),
  booleanField('thumbnails', 'Thumbnails', 'A strip of small images under the current one.'),
  numberField('thumbnail-strip-height', 'Thumbnail strip height', 0, 200, 'px'),
  numberField('thumbnail-strip-margin', 'Thumbnail strip margin', 0, 60, 'px'),
  booleanField('show-meta-basic', 'Show title and description'),
  booleanField('show-meta', 'Show title and description on slides'),
  booleanField('show-meta-only-title', 'Show title only'),
  { key: 'meta-position', label: 'Text position', kind: 'select', options: META_POSITION_OPTIONS },
  booleanField('show-meta-on-hover', 'Show text on hover only'),
  {
    key: 'active-alignment',
    label: 'Active image alignment',
    kind: 'choice',
    display: 'segmented',
    options: ALIGNMENT_OPTIONS,
  },
  numberField('thumbnails-per-row', 'Thumbnails per row', 1, 10),
  numberField('padding', 'Padding', 0, 50, 'px'),
  booleanField('lightbox', 'Lightbox', 'Clicking an image shows it large over the page.'),
  {
    key: 'lightboxTheme',
    label: 'Lightbox theme',
    kind: 'choice',
    display: 'segmented',
    options: LIGHTBOX_THEME_OPTIONS,
  },
  numberField('max-width', 'Max width', 100, 300, 'px'),
  booleanField('newWindow', 'Open links in a new window'),
  booleanField('transparentBackground', 'Transparent background'),
  booleanField('indicators', 'Indicators', 'A dot for each image; click one to show it.'),
];

export const gallerySchema: BlockSchemaDefinition<GallerySettings> = {
  type: BlockType.gallery,
  schema,
  defaults,
  panelTitle: 'Gallery options',
  fields: [
    {
      key: 'items',
      label: 'Images',
      kind: 'list',
      itemFields: galleryItemFields,
      itemLabel: galleryItemLabel,
      newItem: newGalleryItem,
      addLabel: 'Add images',
      itemNoun: 'image',
      addFromFiles: 'image',
      maxItems: MAX_GALLERY_ITEMS,
    },
    ...optionFields.map((field) => ({ ...field, visibleWhen: when(field.key) })),
  ],
};
