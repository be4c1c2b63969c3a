// What an upload really is: an image's format read from its bytes by sharp (audio's by
// detect-audio.ts), checked against what its name and declared type claim. Nothing is decoded
// here, only the header.
import sharp, { type Metadata } from 'sharp';
import {
  type AudioFormat,
  type ImageFormat,
  SUPPORTED_AUDIO_FORMATS,
  SUPPORTED_IMAGE_FORMATS,
} from '../../shared/api/files';
import { IMAGE_MAX_PIXELS } from '../limits/rules';
import { extensionOf } from './names';

export interface ImageFacts {
  readonly format: ImageFormat;
  /** As displayed: EXIF orientation applied. */
  readonly width: number;
  readonly height: number;
}

export type Inspection =
  | { readonly kind: 'image'; readonly facts: ImageFacts }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'too-many-pixels' };

/** Declared types browsers use for the supported formats besides the standard ones. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'audio/mp3': 'audio/mpeg',
  'audio/x-mp3': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-aac': 'audio/aac',
  'audio/aacp': 'audio/aac',
  'application/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'audio/vorbis': 'audio/ogg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** Declared types that claim nothing. */
const NO_CLAIM = new Set(['', 'application/octet-stream']);

/** True when the file's name and declared type both agree with the format of its bytes. */
export function claimsMatch(
  name: string,
  declaredType: string,
  format: ImageFormat | AudioFormat,
): boolean {
  const entry = [...SUPPORTED_IMAGE_FORMATS, ...SUPPORTED_AUDIO_FORMATS].find(
    (candidate) => candidate.format === format,
  )!;
  const extension = extensionOf(name);
  const extensions: readonly string[] = entry.extensions;
  if (extension !== '' && !extensions.includes(extension)) return false;
  const type = declaredType.split(';')[0]!.trim().toLowerCase();
  return NO_CLAIM.has(type) || (TYPE_ALIASES[type] ?? type) === entry.type;
}

function supportedFormat(metadata: Metadata): ImageFormat | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  return SUPPORTED_IMAGE_FORMATS.find((entry) => entry.format === metadata.format)?.format;
}

/**
 * Reads the image header; anything sharp cannot read, or reads as another format, is unsupported,
 * and more than `maxPixels` pixels (width x height) is too many.
 */
export async function inspectImage(
  bytes: Uint8Array,
  maxPixels = IMAGE_MAX_PIXELS,
): Promise<Inspection> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { kind: 'unsupported' };
  }
  const format = supportedFormat(metadata);
  if (!format || !metadata.width || !metadata.height) return { kind: 'unsupported' };
  if (metadata.width * metadata.height > maxPixels) return { kind: 'too-many-pixels' };
  const { width, height } = metadata.autoOrient;
  return { kind: 'image', facts: { format, width, height } };
}
