// The file library: uploads (checked, their bytes stored with their variants, then recorded),
// the records as the API gives them, and a file's bytes for serving. A failed upload leaves
// nothing behind: what was written is discarded, and bytes already committed are removed again
// when recording fails. The bytes' engine (local folder or bucket) is file-bytes.ts.

import { cleanFileName } from '../../shared/api/file-changes';
import {
  type AudioFormat,
  type FileChangeRequest,
  FileMessage,
  type FileRecord,
  fileTooLargeMessage,
  imageTooLargeToProcessMessage,
  MAX_FILE_BYTES,
  SUPPORTED_AUDIO_FORMATS,
  unsupportedFileTypeMessage,
} from '../../shared/api/files';
import { IMAGE_VARIANT_NAMES } from '../../shared/content/image-variants';
import { IMAGE_MAX_PIXELS } from '../limits/rules';
import type { FileStore, StoredFile } from '../storage/file-store';
import type { Clock } from '../storage/site-store';
import { type ByteRange, byteRange } from './byte-range';
import { claimsMatch, inspectImage } from './detect';
import { audioFormatOf } from './detect-audio';
import { originalFileName } from './disk';
import type { FileBody, FileBytes } from './file-bytes';
import {
  extensionOf,
  fileUrl,
  formatInfo,
  isFileId,
  newFileId,
  uploadName,
  urlName,
} from './names';
import { makeVariants, UndecodableImage, VARIANT_TYPE, variantFileName } from './variants';

export interface Upload {
  /** The file's name as the browser sent it. */
  readonly name: string;
  /** The type the browser declared for it. */
  readonly type: string;
  readonly bytes: Uint8Array;
}

export type UploadResult =
  | { readonly kind: 'stored'; readonly record: FileRecord }
  | { readonly kind: 'refused'; readonly status: 400 | 413; readonly error: string };

/** The bytes asked for by a file URL. */
export type Opened =
  | {
      readonly kind: 'file';
      readonly type: string;
      readonly body: FileBody;
      /** The part sent (an original asked for by `Range`), or the whole file. */
      readonly range: ByteRange;
      /** Whether a part may be asked for: originals only (their size is on record). */
      readonly ranges: boolean;
    }
  | { readonly kind: 'unsatisfiable'; readonly size: number }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'bad-format' };

const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

/** The name a refusal uses for the file: its own, or "you chose" when it has none. */
export function refusalName(name: string): string {
  return cleanFileName(name) || FileMessage.unnamedFile;
}

export function toRecord(file: StoredFile): FileRecord {
  return {
    id: file.id,
    name: file.name,
    type: file.type,
    size: file.size,
    originalSize: file.width > 0 ? `${file.width}x${file.height}` : '',
    focalPoint: file.focalPoint,
    url: fileUrl(file.id, file.urlName),
    variants: file.variants,
    createdAt: file.createdAt,
  };
}

export class FileLibrary {
  constructor(
    private readonly store: FileStore,
    private readonly bytes: FileBytes,
    private readonly clock: Clock = () => new Date(),
    /** Images with more pixels are refused before decoding. */
    private readonly maxPixels = IMAGE_MAX_PIXELS,
  ) {}

  async upload(upload: Upload): Promise<UploadResult> {
    const shownName = refusalName(upload.name);
    const refused = (status: 400 | 413, error: string): UploadResult => ({
      kind: 'refused',
      status,
      error,
    });
    if (upload.bytes.byteLength > MAX_FILE_BYTES)
      return refused(413, fileTooLargeMessage(shownName));
    const audio = audioFormatOf(upload.bytes);
    if (audio) {
      return claimsMatch(upload.name, upload.type, audio)
        ? this.storeAudio(upload, audio)
        : refused(400, unsupportedFileTypeMessage(shownName));
    }
    const inspection = await inspectImage(upload.bytes, this.maxPixels);
    if (inspection.kind === 'too-many-pixels') {
      return refused(400, imageTooLargeToProcessMessage(shownName, this.maxPixels));
    }
    if (
      inspection.kind === 'unsupported' ||
      !claimsMatch(upload.name, upload.type, inspection.facts.format)
    ) {
      return refused(400, unsupportedFileTypeMessage(shownName));
    }
    const { format, width, height } = inspection.facts;
    const { type, extension } = formatInfo(format);
    const id = newFileId();
    const pending = await this.bytes.begin(id);
    let variants: string[];
    try {
      variants = await makeVariants(
        upload.bytes,
        width,
        (variant, data) => pending.write(variantFileName(variant), data, VARIANT_TYPE),
        this.maxPixels,
      );
      // The original last: a file with an original has all its variants.
      await pending.write(originalFileName(extension), upload.bytes, type);
      await pending.commit();
    } catch (error) {
      await pending.discard();
      if (error instanceof UndecodableImage)
        return refused(400, unsupportedFileTypeMessage(shownName));
      throw error;
    }
    return this.record(id, upload, { type, extension, width, height, variants });
  }

  /** An audio file (an album's track): its original only, no size in pixels, no variants. */
  private async storeAudio(upload: Upload, format: AudioFormat): Promise<UploadResult> {
    const { type, extensions } = SUPPORTED_AUDIO_FORMATS.find((entry) => entry.format === format)!;
    const extension = extensions[0];
    const id = newFileId();
    const pending = await this.bytes.begin(id);
    try {
      await pending.write(originalFileName(extension), upload.bytes, type);
      await pending.commit();
    } catch (error) {
      await pending.discard();
      throw error;
    }
    return this.record(id, upload, { type, extension, width: 0, height: 0, variants: [] });
  }

  /** Records a file whose bytes are committed; the bytes go again when recording fails. */
  private async record(
    id: string,
    upload: Upload,
    facts: {
      type: string;
      extension: string;
      width: number;
      height: number;
      variants: string[];
    },
  ): Promise<UploadResult> {
    const { type, extension, width, height, variants } = facts;
    const name = uploadName(upload.name, extension, type.startsWith('audio/') ? 'audio' : 'image');
    const stored: StoredFile = {
      id,
      name,
      urlName: urlName(name, extension),
      type,
      size: upload.bytes.byteLength,
      width,
      height,
      focalPoint: DEFAULT_FOCAL_POINT,
      variants,
      createdAt: this.clock().toISOString(),
    };
    try {
      await this.store.add(stored);
    } catch (error) {
      await this.bytes.remove(id);
      throw error;
    }
    return { kind: 'stored', record: toRecord(stored) };
  }

  async list(search?: string): Promise<FileRecord[]> {
    return (await this.store.list(search)).map(toRecord);
  }

  async get(id: string): Promise<FileRecord | undefined> {
    const stored = isFileId(id) ? await this.store.get(id) : undefined;
    return stored && toRecord(stored);
  }

  async change(id: string, change: FileChangeRequest): Promise<FileRecord | undefined> {
    const stored = isFileId(id) ? await this.store.change(id, change) : undefined;
    return stored && toRecord(stored);
  }

  /** Removes the record, then the bytes; false when there was no such file. */
  async remove(id: string): Promise<boolean> {
    if (!isFileId(id) || !(await this.store.remove(id))) return false;
    await this.bytes.remove(id);
    return true;
  }

  /**
   * The bytes for `/files/{id}/{name}?format=...`: the original without a format, the variant
   * when it was made, the original for a known variant wider than the original.
   */
  /** A file's original or one of its image sizes; of an original, the part `rangeHeader` asks for. */
  async open(
    id: string,
    name: string,
    format: string | undefined,
    rangeHeader?: string,
  ): Promise<Opened> {
    if (format !== undefined && !IMAGE_VARIANT_NAMES.includes(format))
      return { kind: 'bad-format' };
    const stored = isFileId(id) ? await this.store.get(id) : undefined;
    if (!stored || stored.urlName !== name) return { kind: 'not-found' };
    const variant = format !== undefined && stored.variants.includes(format) ? format : undefined;
    const range: ByteRange = variant ? { kind: 'whole' } : byteRange(rangeHeader, stored.size);
    if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: stored.size };
    const body = await this.bytes.open(
      id,
      variant ? variantFileName(variant) : originalFileName(extensionOf(stored.urlName)),
      range.kind === 'part' ? range : undefined,
    );
    if (!body) return { kind: 'not-found' };
    const type = variant ? VARIANT_TYPE : stored.type;
    return { kind: 'file', type, body, range, ranges: variant === undefined };
  }

  /** Removes the bytes no record owns (left by a crash mid-upload or mid-delete). */
  async sweep(): Promise<string[]> {
    return this.bytes.sweep(new Set(await this.store.ids()));
  }
}
