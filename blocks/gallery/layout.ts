// How each design lays its images out, as plain values the renderer puts into class names, CSS
// custom properties and `sizes`: so a 428 px frame asks for small width variants and a 1024 px
// frame for larger ones.
import { parseImageSize } from '../../shared/content/image-size';
import type { ImageRef } from '../media/image-ref';
import { ASPECT_RATIOS, type AspectRatio, type MetaPosition } from './options';
import { showsMeta, type VisibilityInputs } from './visibility';

/** The phone frame (428 px, mobile up to 432 px) shows at most this many grid columns. */
export const PHONE_GRID_COLUMNS = 2;
const PHONE = '(max-width: 432px)';

/** The slider's slide width: most of the block, so its neighbours peek in at the sides. */
export const SLIDER_SLIDE_VW = { desktop: 60, phone: 85 } as const;

export function phoneColumns(columns: number): number {
  return Math.min(columns, PHONE_GRID_COLUMNS);
}

const share = (columns: number) => (columns === 1 ? '100vw' : `calc(100vw / ${columns})`);

/** `sizes` for a grid image: one column's share of the width, fewer columns on a phone. */
export function gridSizes(columns: number): string {
  const phone = phoneColumns(columns) === 1 ? '100vw' : `${100 / PHONE_GRID_COLUMNS}vw`;
  return `${PHONE} ${phone}, ${share(columns)}`;
}

export const SLIDESHOW_SIZES = '100vw';
export const SLIDER_SIZES = `${PHONE} ${SLIDER_SLIDE_VW.phone}vw, ${SLIDER_SLIDE_VW.desktop}vw`;
export const LIGHTBOX_SIZES = '100vw';

/** `sizes` for a stacked image: never wider than max-width (100-300 px, narrower than a phone). */
export function stackedSizes(maxWidth: number): string {
  return `${maxWidth}px`;
}

/** Width a thumbnail takes in a strip of this height: square, or the image's own ratio. */
export function thumbnailWidth(height: number, square: boolean, image: ImageRef | null): number {
  if (square) return height;
  const size = parseImageSize(image?.originalSize);
  const ratio = size && size.height > 0 ? size.width / size.height : 3 / 2;
  return Math.ceil(height * ratio);
}

export function aspectRatioCss(name: AspectRatio): string {
  return ASPECT_RATIOS[name];
}

/** How titles and descriptions show, or null when this design hides them. */
export interface MetaLayout {
  readonly position: MetaPosition;
  readonly onlyTitle: boolean;
  readonly onHover: boolean;
}

export function metaLayout(
  settings: VisibilityInputs & {
    readonly 'meta-position': MetaPosition;
    readonly 'show-meta-only-title': boolean;
    readonly 'show-meta-on-hover': boolean;
  },
): MetaLayout | null {
  if (!showsMeta(settings)) return null;
  return {
    position: settings['meta-position'],
    onlyTitle: settings['show-meta-only-title'],
    onHover: settings['show-meta-on-hover'],
  };
}
