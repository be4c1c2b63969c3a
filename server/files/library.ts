// The file library: uploads (checked, stored on disk with their variants, then recorded), the
// records as the API gives them, and where a file's bytes are for serving. A failed upload
// leaves nothing behind: the staging folder is removed, and a folder already moved into place
// is removed again when recording fails.
import { cleanFileName } from '../../shared/api/file-changes';
import {
  type FileChangeRequest,
  FileMessage,
  type FileRecord,
  fileTooLargeMessage,
  imageTooLargeToProcessMessage,
  MAX_FILE_BYTES,
  unsupportedFileTypeMessage,
} from '../../shared/api/files';
import { IMAGE_VARIANT_NAMES } from '../../shared/content/image-variants';
import { IMAGE_MAX_PIXELS } from '../limits/rules';
import type { FileStore, StoredFile } from '../storage/file-store';
import type { Clock } from '../storage/site-store';
import { claimsMatch, inspectImage } from './detect';
import { type FileDisk, originalFileName } from './disk';
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

/** Where to find the bytes asked for by a file URL. */
export type Located =
  | { readonly kind: 'file'; readonly path: string; readonly type: string }
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
    originalSize: `${file.width}x${file.height}`,
    focalPoint: file.focalPoint,
    url: fileUrl(file.id, file.urlName),
    variants: file.variants,
    createdAt: file.createdAt,
  };
}

export class FileLibrary {
  constructor(
    private readonly store: FileStore,
    private readonly disk: FileDisk,
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
    const staged = await this.disk.stage();
    let variants: string[];
    try {
      await staged.write(originalFileName(extension), upload.bytes);
      variants = await makeVariants(
        upload.bytes,
        width,
        (variant, data) => staged.write(variantFileName(variant), data),
        this.maxPixels,
      );
      await this.disk.commit(staged, id);
    } catch (error) {
      await staged.discard();
      if (error instanceof UndecodableImage)
        return refused(400, unsupportedFileTypeMessage(shownName));
      throw error;
    }
    const name = uploadName(upload.name, extension);
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
      await this.disk.remove(id);
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
    await this.disk.remove(id);
    return true;
  }

  /**
   * The bytes for `/files/{id}/{name}?format=...`: the original without a format, the variant
   * when it was made, the original for a known variant wider than the original.
   */
  async locate(id: string, name: string, format: string | undefined): Promise<Located> {
    if (format !== undefined && !IMAGE_VARIANT_NAMES.includes(format))
      return { kind: 'bad-format' };
    const stored = isFileId(id) ? await this.store.get(id) : undefined;
    if (!stored || stored.urlName !== name) return { kind: 'not-found' };
    if (format !== undefined && stored.variants.includes(format)) {
      return {
        kind: 'file',
        path: this.disk.path(id, variantFileName(format)),
        type: VARIANT_TYPE,
      };
    }
    const original = originalFileName(extensionOf(stored.urlName));
    return { kind: 'file', path: this.disk.path(id, original), type: stored.type };
  }

  /** Removes from disk what no record owns (left by a crash mid-upload or mid-delete). */
  async sweep(): Promise<string[]> {
    return this.disk.sweep(new Set(await this.store.ids()));
  }
}
