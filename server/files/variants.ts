// The width variants of an image (spec §7/§9: 100w ... 2500w, none wider than the original), as
// WebP, turned upright by its EXIF orientation. Made one at a time so memory stays bounded.
import sharp from 'sharp';
import { IMAGE_VARIANT_NAMES } from '../../shared/content/image-variants';
import { IMAGE_WIDTH_VARIANTS } from '../../shared/limits';
import { IMAGE_MAX_PIXELS } from '../limits/rules';

export const VARIANT_EXTENSION = 'webp';
export const VARIANT_TYPE = 'image/webp';
const WEBP_QUALITY = 80;

/** The variants an image of this (displayed) width gets: those not wider than it. */
export function variantsForWidth(width: number): { name: string; width: number }[] {
  return IMAGE_WIDTH_VARIANTS.flatMap((variantWidth, index) =>
    variantWidth <= width ? [{ name: IMAGE_VARIANT_NAMES[index]!, width: variantWidth }] : [],
  );
}

/** The file name a variant is stored under, beside the original. */
export function variantFileName(variant: string): string {
  return `${variant}.${VARIANT_EXTENSION}`;
}

/** The pixels of an upload cannot be decoded (a truncated or corrupt file). */
export class UndecodableImage extends Error {
  constructor(cause: unknown) {
    super('The image cannot be decoded', { cause });
  }
}

/**
 * Encodes each variant and hands it to `save`. Throws UndecodableImage when sharp cannot decode
 * the pixels (or they are more than `maxPixels`); `save`'s own errors pass through unchanged.
 */
export async function makeVariants(
  bytes: Uint8Array,
  width: number,
  save: (variant: string, data: Buffer) => Promise<void>,
  maxPixels = IMAGE_MAX_PIXELS,
): Promise<string[]> {
  const source = sharp(bytes, { limitInputPixels: maxPixels }).rotate();
  const made: string[] = [];
  for (const variant of variantsForWidth(width)) {
    let data: Buffer;
    try {
      data = await source
        .clone()
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      throw new UndecodableImage(error);
    }
    await save(variant.name, data);
    made.push(variant.name);
  }
  return made;
}
