// The local engine of file bytes (the default): `<data>/files/{id}/original.{ext}` and
// `{variant}.webp` beside it. An upload is written into a fresh `.upload-*` folder and renamed
// into place in one step, so a file's folder is either complete or absent; the sweep at
// start-up removes what a crash left.
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { BytePart, FileBody, FileBytes, PendingUpload } from './file-bytes';

export const FILES_FOLDER = 'files';
const STAGING_PREFIX = '.upload-';

export function originalFileName(extension: string): string {
  return `original.${extension}`;
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export class FileDisk implements FileBytes {
  /** `root` is the folder holding one folder per file (`<data>/files`). */
  constructor(readonly root: string) {}

  static inDataDir(dataDir: string): FileDisk {
    return new FileDisk(join(dataDir, FILES_FOLDER));
  }

  /** A new empty staging folder for the upload of file `id`. */
  async begin(id: string): Promise<Staged> {
    await mkdir(this.root, { recursive: true });
    return new Staged(await mkdtemp(join(this.root, STAGING_PREFIX)), this.folder(id));
  }

  folder(id: string): string {
    return join(this.root, id);
  }

  async open(id: string, fileName: string, part?: BytePart): Promise<FileBody | undefined> {
    const path = join(this.root, id, fileName);
    const size = await sizeOf(path);
    if (size === undefined) return undefined;
    const read = createReadStream(path, part ? { start: part.start, end: part.end } : {});
    return { size, stream: Readable.toWeb(read) as ReadableStream<Uint8Array> };
  }

  async remove(id: string): Promise<void> {
    await rm(this.folder(id), { recursive: true, force: true });
  }

  /** Removes staging folders and the folders of files without a record; returns their names. */
  async sweep(keep: ReadonlySet<string>): Promise<string[]> {
    let entries: string[];
    try {
      entries = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const stray = entries.filter((entry) => !keep.has(entry));
    for (const entry of stray) await rm(join(this.root, entry), { recursive: true, force: true });
    return stray;
  }

  close(): void {}
}

/** One upload's staging folder. */
export class Staged implements PendingUpload {
  constructor(
    readonly path: string,
    private readonly destination: string,
  ) {}

  write(fileName: string, data: Uint8Array): Promise<void> {
    return writeFile(join(this.path, fileName), data);
  }

  /** Moves the complete staging folder into place as the file's folder. */
  commit(): Promise<void> {
    return rename(this.path, this.destination);
  }

  /** Removes the folder and whatever was written into it (nothing when it was committed). */
  discard(): Promise<void> {
    return rm(this.path, { recursive: true, force: true });
  }
}
