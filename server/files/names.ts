// What an upload is called: the owner-facing name taken from the uploaded file, the fixed last
// URL segment `{slug}.{ext}`, the unguessable id, and the image format's type and extension.
import { randomBytes } from 'node:crypto';
import { cleanFileName } from '../../shared/api/file-changes';
import {
  FILES_URL_PREFIX,
  type ImageFormat,
  MAX_FILE_NAME_LENGTH,
  SUPPORTED_IMAGE_FORMATS,
} from '../../shared/api/files';

const ID_PATTERN = /^[0-9a-f]{32}$/;
const MAX_SLUG_LENGTH = 60;

/** 128 random bits as 32 hex digits (lower case, so also safe on case-insensitive disks). */
export function newFileId(): string {
  return randomBytes(16).toString('hex');
}

export function isFileId(value: string): boolean {
  return ID_PATTERN.test(value);
}

export function formatInfo(format: ImageFormat) {
  const info = SUPPORTED_IMAGE_FORMATS.find((entry) => entry.format === format);
  if (!info) throw new Error(`Unknown image format ${format}`);
  return { type: info.type, extension: info.extensions[0] };
}

/** The lower-cased extension after the last dot, or '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The stored name of an upload: cleaned, shortened to the limit, `image.{ext}` when blank. */
export function uploadName(fileName: string, extension: string, blank = 'image'): string {
  const cleaned = cleanFileName(fileName).slice(0, MAX_FILE_NAME_LENGTH).trim();
  return cleaned === '' ? `${blank}.${extension}` : cleaned;
}

/** `{slug}.{ext}`: the name without its extension in plain lower-case ASCII words. */
export function urlName(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'image'}.${extension}`;
}

export function fileUrl(id: string, name: string): string {
  return `${FILES_URL_PREFIX}${id}/${name}`;
}
