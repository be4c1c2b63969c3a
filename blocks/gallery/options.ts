// The gallery's option values (spec site-and-editor.md §3 "Gallery options (defaults)" and
// "Gallery item media types"), each with the plain-word label the settings panel shows.
import type { ChoiceOption } from '../types';

export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

export const DESIGN_OPTIONS: readonly ChoiceOption[] = [
  { value: 'slideshow', label: 'Slideshow' },
  { value: 'slider', label: 'Slider' },
  { value: 'grid', label: 'Grid' },
  { value: 'stacked', label: 'Stacked' },
];

/** Grid cell ratios as CSS `aspect-ratio` values (width / height). */
export const ASPECT_RATIOS = {
  square: '1 / 1',
  standard: '3 / 2',
  'standard-vertical': '2 / 3',
  'four-three': '4 / 3',
  'three-four-vertical': '3 / 4',
  widescreen: '16 / 9',
  'anamorphic-widescreen': '2.4 / 1',
} as const;
export type AspectRatio = keyof typeof ASPECT_RATIOS;
export const ASPECT_RATIO_NAMES = Object.keys(ASPECT_RATIOS) as [AspectRatio, ...AspectRatio[]];

export const ASPECT_RATIO_OPTIONS: readonly ChoiceOption[] = [
  { value: 'square', label: 'Square (1:1)' },
  { value: 'standard', label: 'Standard (3:2)' },
  { value: 'standard-vertical', label: 'Standard vertical (2:3)' },
  { value: 'four-three', label: 'Four-three (4:3)' },
  { value: 'three-four-vertical', label: 'Three-four vertical (3:4)' },
  { value: 'widescreen', label: 'Widescreen (16:9)' },
  { value: 'anamorphic-widescreen', label: 'Anamorphic widescreen (2.40:1)' },
];

export const META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export type MetaPosition = (typeof META_POSITIONS)[number];

export const META_POSITION_OPTIONS: readonly ChoiceOption[] = [
  { value: 'top', label: 'Top' },
  { value: 'top-left', label: 'Top left' },
  { value: 'top-right', label: 'Top right' },
  { value: 'center', label: 'Center' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom-right', label: 'Bottom right' },
];

export const ALIGNMENT_OPTIONS: readonly ChoiceOption[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

export const LIGHTBOX_THEMES = ['dark', 'light'] as const;
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];

export const LIGHTBOX_THEME_OPTIONS: readonly ChoiceOption[] = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];

/** Kept in each item's data; only the image kinds render today (a video item is skipped). */
export const GALLERY_MEDIA_TYPES = [
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];
