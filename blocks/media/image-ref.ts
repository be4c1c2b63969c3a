// An image a block shows: a file from the file manager (its id, URL, original size and width
// variants, so the frame can ask for the right size) or an address typed by the owner; with the
// focal point the owner set by clicking on it (spec §3: mediaFocalPoint, default 0.5,0.5).
import { z } from 'zod';
import { parseImageSize } from '../../shared/content/image-size';
import {
  IMAGE_VARIANT_NAMES,
  imageSrcset,
  imageVariantUrl,
} from '../../shared/content/image-variants';
import { safeImageSrc } from '../url';
import { imageSrcSchema } from '../url-schema';

export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

const unit = (name: string) =>
  z
    .number(`The ${name} must be a number.`)
    .min(0, `The ${name} must be from 0 to 1.`)
    .max(1, `The ${name} must be from 0 to 1.`);

export const focalPointSchema = z.object({ x: unit('focal point'), y: unit('focal point') });

export const imageRefSchema = z.object({
  url: imageSrcSchema.refine((value) => value !== '', 'Choose an image.'),
  /** The file manager's id, when the image is one of the site's files. */
  fileId: z.string().max(64).optional(),
  /** The file's name, for the panel. */
  name: z.string().max(255).optional(),
  /** WIDTHxHEIGHT of the original (spec §3 originalSize). */
  originalSize: z
    .string()
    .regex(/^\d+x\d+$/, 'Image size must be WIDTHxHEIGHT')
    .optional(),
  /** The width variants the server made ("100w", ...); only these go into srcset. */
  variants: z.array(z.enum(IMAGE_VARIANT_NAMES as [string, ...string[]])).optional(),
  focalPoint: focalPointSchema.default(DEFAULT_FOCAL_POINT),
});

export type ImageRef = z.infer<typeof imageRefSchema>;
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** A setting that holds an image or nothing. */
export const optionalImageSchema = () => imageRefSchema.nullable().default(null);

export interface ImageSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * What an <img> needs for a stored image, or null when it is missing or unsafe. A file with
 * variants gets a srcset of them (so a 428 px frame downloads a small one) and a middle-sized
 * src for browsers that ignore srcset; any other address is used as it is.
 */
export function imageSources(ref: ImageRef | null | undefined): ImageSources | null {
  if (!ref) return null;
  const url = safeImageSrc(ref.url);
  if (url === null) return null;
  const size = parseImageSize(ref.originalSize);
  const dimensions = size ? { width: size.width, height: size.height } : {};
  const variants = (ref.variants ?? []).filter((variant) => IMAGE_VARIANT_NAMES.includes(variant));
  if (variants.length === 0) return { src: url, ...dimensions };
  const fallback = variants.includes('1000w') ? '1000w' : variants[variants.length - 1]!;
  return { src: imageVariantUrl(url, fallback), srcSet: imageSrcset(url, variants), ...dimensions };
}

/** CSS object-position for a focal point: the part of the image kept when it is cropped. */
export function objectPosition(point: FocalPoint | undefined): string {
  const { x, y } = point ?? DEFAULT_FOCAL_POINT;
  return `${Math.round(x * 1000) / 10}% ${Math.round(y * 1000) / 10}%`;
}
