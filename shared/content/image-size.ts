// Image sizes: spec §3 (originalSize is WIDTHxHEIGHT; mediaFocalPoint x,y defaults to 0.5,0.5),
// §5 ("Image size must be WIDTHxHEIGHT") and §8 (image sizing error
// "Invalid source parameter, pass in originalSize").

import { thumbnailForWidth } from './image-variants';

export const INVALID_IMAGE_SIZE = 'Invalid source parameter, pass in originalSize';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export function parseImageSize(originalSize: string | undefined): ImageSize | undefined {
  const match = /^(\d+)x(\d+)$/.exec(originalSize ?? '');
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

type Sized = { ok: true; value: number } | { ok: false; error: typeof INVALID_IMAGE_SIZE };

function scaled(originalSize: string | undefined, measure: (size: ImageSize) => number): Sized {
  const size = parseImageSize(originalSize);
  if (!size || size.width === 0 || size.height === 0)
    return { ok: false, error: INVALID_IMAGE_SIZE };
  return { ok: true, value: Math.trunc(measure(size)) };
}

/** The height (whole pixels) of the image scaled to `width`. */
export function resizedHeightForWidth(originalSize: string | undefined, width: number): Sized {
  return scaled(originalSize, (size) => size.height * (width / size.width));
}

/** The width (whole pixels) of the image scaled to `height`. */
export function resizedWidthForHeight(originalSize: string | undefined, height: number): Sized {
  return scaled(originalSize, (size) => size.width * (height / size.height));
}

/** The thumbnail variant for the width the image has at `height`. */
export function thumbnailForHeight(
  originalSize: string | undefined,
  height: number,
): { ok: true; value: string } | { ok: false; error: typeof INVALID_IMAGE_SIZE } {
  const width = resizedWidthForHeight(originalSize, height);
  return width.ok ? { ok: true, value: thumbnailForWidth(width.value) } : width;
}

export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** "x,y" of the focal point, "0.5,0.5" when there is none. */
export function focalPointText(focalPoint: FocalPoint | undefined): string {
  return focalPoint ? `${focalPoint.x},${focalPoint.y}` : '0.5,0.5';
}
