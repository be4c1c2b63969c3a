// The files API (uploads of images, and of audio for albums' tracks): request and answer shapes, limits and every sentence the
// server and the file manager show. Spec site-and-editor.md §5 (editor messages), §7 (width
// variants), §8 (error catalogue and confirmations) and §9 (1 MB = 1,000,000 bytes).
import type { FocalPoint } from '../content/image-size';
import { IMAGE_VARIANT_NAMES } from '../content/image-variants';
import { BYTES_PER_MB } from '../limits';

export const FILES_API_PATH = '/api/files';
/** Where the stored files are served: `/files/{id}/{slug}.{ext}`. */
export const FILES_URL_PREFIX = '/files/';
/** The multipart field of an upload. */
export const UPLOAD_FIELD = 'file';

/** Our choice (the spec gives no number): an upload holds at most 20 MB (decimal megabytes). */
export const MAX_FILE_BYTES = 20 * BYTES_PER_MB;
/** The maximum as the refusal shows it: "20 MB". */
export const MAX_FILE_SIZE_TEXT = `${MAX_FILE_BYTES / BYTES_PER_MB} MB`;
/** Our choice: longer names are refused on rename and shortened on upload. */
export const MAX_FILE_NAME_LENGTH = 200;

/** The image formats accepted, by the name sharp reports, with their type and extensions. */
export const SUPPORTED_IMAGE_FORMATS = [
  { format: 'jpeg', type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { format: 'png', type: 'image/png', extensions: ['png'] },
  { format: 'webp', type: 'image/webp', extensions: ['webp'] },
  { format: 'gif', type: 'image/gif', extensions: ['gif'] },
  { format: 'avif', type: 'image/avif', extensions: ['avif'] },
] as const;

export type ImageFormat = (typeof SUPPORTED_IMAGE_FORMATS)[number]['format'];

/** For a file input's `accept`. */
export const ACCEPTED_FILE_TYPES = SUPPORTED_IMAGE_FORMATS.map((entry) => entry.type).join(',');

/**
 * Ours: the audio formats accepted (an album's tracks), found from their first bytes, with the
 * type they are served as and their extensions. Held to the same MAX_FILE_BYTES as images.
 */
export const SUPPORTED_AUDIO_FORMATS = [
  { format: 'mp3', type: 'audio/mpeg', extensions: ['mp3'] },
  { format: 'm4a', type: 'audio/mp4', extensions: ['m4a'] },
  { format: 'aac', type: 'audio/aac', extensions: ['aac'] },
  { format: 'ogg', type: 'audio/ogg', extensions: ['ogg', 'oga', 'opus'] },
  { format: 'wav', type: 'audio/wav', extensions: ['wav'] },
] as const;

export type AudioFormat = (typeof SUPPORTED_AUDIO_FORMATS)[number]['format'];

/** For an audio file input's `accept`: the types and the extensions (some browsers know no type). */
export const ACCEPTED_AUDIO_TYPES = SUPPORTED_AUDIO_FORMATS.flatMap((entry) => [
  entry.type,
  ...entry.extensions.map((extension) => `.${extension}`),
]).join(',');

/** An audio file of the library (an album's track), told from an image by its type. */
export const isAudioRecord = (file: Pick<FileRecord, 'type'>) => file.type.startsWith('audio/');

/** One stored file, as every answer of the files API gives it. */
export interface FileRecord {
  /** Unguessable; part of the URL. */
  readonly id: string;
  /** The name the owner sees and can change (the uploaded file's name at first). */
  readonly name: string;
  /** The MIME type of the original, found from its bytes. */
  readonly type: string;
  /** Bytes of the original. */
  readonly size: number;
  /** WIDTHxHEIGHT of the original as displayed (EXIF orientation applied); '' for audio. */
  readonly originalSize: string;
  readonly focalPoint: FocalPoint;
  /** Stable across renames; `{url}?format=500w` is a width variant. */
  readonly url: string;
  /** The width variants made ("100w", "300w", ...): none wider than the original. */
  readonly variants: readonly string[];
  /** ISO 8601 time of the upload. */
  readonly createdAt: string;
}

/** GET /api/files: newest first. */
export interface FileListResponse {
  readonly files: readonly FileRecord[];
}

/** PATCH /api/files/{id}: a new name, a new focal point, or both. */
export interface FileChangeRequest {
  readonly name?: string;
  readonly focalPoint?: FocalPoint;
}

/** The cache header of the originals and their variants (their bytes never change). */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Spec §5: the refusal of a file over the maximum size. */
export function fileTooLargeMessage(fileName: string, maxSize: string = MAX_FILE_SIZE_TEXT) {
  return `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`;
}

/** Spec §5: the refusal of a file that is not a supported image. */
export function unsupportedFileTypeMessage(fileName: string) {
  return `The file ${fileName} does not appear to be a supported file type.`;
}

/** Spec §8: the question before deleting a file. */
export function deleteFileTitle(fileName: string) {
  return `Delete ${fileName}?`;
}

/** Ours: an image with more than `maxPixels` pixels (the server's IMAGE_MAX_PIXELS). */
export function imageTooLargeToProcessMessage(fileName: string, maxPixels: number) {
  const most =
    maxPixels >= 1_000_000
      ? `${Number((maxPixels / 1_000_000).toFixed(1))} megapixels`
      : `${maxPixels} pixels`;
  return `The image ${fileName} is too large to process: at most ${most}.`;
}

/** Ours: `?format=` with anything but a width variant. */
export function unknownFormatMessage(format: string) {
  return `"${format}" is not an image size. Use one of: ${IMAGE_VARIANT_NAMES.join(', ')}.`;
}

/**
 * Every fixed sentence of the files API and the file manager. The titles and the sentences
 * paired with them, `blankName` and `deleteMessage` quote spec §5 and §8; the rest are ours.
 */
export const FileMessage = {
  uploadFailedTitle: 'Unable to Upload File',
  uploadFailed: 'There was a problem while uploading your file.',
  renameFailedTitle: 'Unable to Rename File',
  renameFailed: 'There was a problem while renaming your file.',
  blankName: 'Please enter a file name.',
  deleteMessage: "This can't be undone. Make sure to update all links to this file.",
  deleteFailedTitle: 'Unable to Delete File',
  deleteFailed: 'There was a problem while deleting your file.',
  focalPointFailed: 'There was a problem while saving the focal point.',
  nameTooLong: `File names can be at most ${MAX_FILE_NAME_LENGTH} characters.`,
  badFocalPoint: 'The focal point needs x and y, each a number from 0 to 1.',
  nothingToChange: 'Send a new name or a new focal point.',
  noFile: 'Choose a file to upload.',
  notFound: 'File not found.',
  /** Stands in for {fileName} when a refused upload's name cannot be read. */
  unnamedFile: 'you chose',
} as const;
