// Which gallery options apply to which design. The settings panel hides the others (their values
// stay in the document) and the renderer reads only the options that apply.
//
// | option                                    | slideshow | slider | grid | stacked | also needs        |
// |-------------------------------------------|-----------|--------|------|---------|-------------------|
// | design, lightbox, newWindow,              | yes       | yes    | yes  | yes     |                   |
// |   transparentBackground                   |           |        |      |         |                   |
// | autoplay, controls, indicators, thumbnails| yes       | yes    |      |         |                   |
// | autoplay-duration                         |           | yes    |      |         | autoplay on (1)   |
// | square-thumbs, thumbnail-strip-height,    | yes       | yes    |      |         | thumbnails on     |
// |   thumbnail-strip-margin                  |           |        |      |         |                   |
// | auto-crop                                 | yes       | yes    | yes  |         | (2)               |
// | aspect-ratio, thumbnails-per-row          |           |        | yes  |         |                   |
// | padding                                   |           | yes    | yes  | yes     | (3)               |
// | active-alignment                          |           | yes    |      |         |                   |
// | max-width                                 |           |        |      | yes     | (4)               |
// | show-meta                                 | yes       | yes    |      |         | (5)               |
// | show-meta-basic                           |           |        | yes  | yes     | (5)               |
// | show-meta-only-title, meta-position,      | yes       | yes    | yes  | yes     | that design's     |
// |   show-meta-on-hover                      |           |        |      |         | (5) switch on     |
// | lightboxTheme                             | yes       | yes    | yes  | yes     | lightbox on       |
//
// (1) The spec gives the duration for the slider only; a slideshow that autoplays moves every
//     5 s (the spec's default duration).
// (2) Stacked images are shown whole, at their own ratio, so there is nothing to crop.
// (3) The space between images; a slideshow shows one image at a time.
// (4) The spec's 100-300 range is the largest width, in px, of each stacked image (a column of
//     thumbnails that open in the lightbox); the other designs fill the block's width.
// (5) The spec has two "show title and description" switches: show-meta for the moving designs
//     (slideshow, slider), show-meta-basic for the still ones (grid, stacked).
import type { GalleryDesign } from './options';

/** The settings the rules depend on, already read through the schema. */
export interface VisibilityInputs {
  readonly design: GalleryDesign;
  readonly autoplay: boolean;
  readonly thumbnails: boolean;
  readonly lightbox: boolean;
  readonly 'show-meta': boolean;
  readonly 'show-meta-basic': boolean;
}

const ALL: readonly GalleryDesign[] = ['slideshow', 'slider', 'grid', 'stacked'];
const MOVING: readonly GalleryDesign[] = ['slideshow', 'slider'];
const STILL: readonly GalleryDesign[] = ['grid', 'stacked'];

/** Options whose design list is all there is to it. */
const DESIGNS: Readonly<Record<string, readonly GalleryDesign[]>> = {
  design: ALL,
  lightbox: ALL,
  newWindow: ALL,
  transparentBackground: ALL,
  autoplay: MOVING,
  'autoplay-duration': ['slider'],
  controls: MOVING,
  indicators: MOVING,
  thumbnails: MOVING,
  'square-thumbs': MOVING,
  'thumbnail-strip-height': MOVING,
  'thumbnail-strip-margin': MOVING,
  'auto-crop': ['slideshow', 'slider', 'grid'],
  'aspect-ratio': ['grid'],
  'thumbnails-per-row': ['grid'],
  padding: ['slider', 'grid', 'stacked'],
  'active-alignment': ['slider'],
  'max-width': ['stacked'],
  'show-meta': MOVING,
  'show-meta-basic': STILL,
  'show-meta-only-title': ALL,
  'meta-position': ALL,
  'show-meta-on-hover': ALL,
  lightboxTheme: ALL,
};

/** Whether this design shows titles and descriptions (its own "show title and description"). */
export function showsMeta(settings: VisibilityInputs): boolean {
  return MOVING.includes(settings.design) ? settings['show-meta'] : settings['show-meta-basic'];
}

/** Extra conditions beyond the design. */
const NEEDS: Readonly<Record<string, (settings: VisibilityInputs) => boolean>> = {
  'autoplay-duration': (settings) => settings.autoplay,
  'square-thumbs': (settings) => settings.thumbnails,
  'thumbnail-strip-height': (settings) => settings.thumbnails,
  'thumbnail-strip-margin': (settings) => settings.thumbnails,
  'show-meta-only-title': showsMeta,
  'meta-position': showsMeta,
  'show-meta-on-hover': showsMeta,
  lightboxTheme: (settings) => settings.lightbox,
};

/** Whether the option `key` applies to these settings (unknown keys apply everywhere). */
export function optionApplies(key: string, settings: VisibilityInputs): boolean {
  if (Object.hasOwn(DESIGNS, key) && !DESIGNS[key]!.includes(settings.design)) return false;
  return Object.hasOwn(NEEDS, key) ? NEEDS[key]!(settings) : true;
}
