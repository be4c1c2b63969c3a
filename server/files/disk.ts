// The bytes of uploaded files: `<data>/files/{id}/original.{ext}` and `{variant}.webp` beside it.
// An upload is written into a fresh `.upload-*` folder and renamed into place in one step, so a
// file's folder is either complete or absent; the sweep at start-up removes what a crash left.
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const FILES_FOLDER = 'files';
const STAGING_PREFIX = '.upload-';

export function originalFileName(extension: string): string {
  return `original.${extension}`;
}

export class FileDisk {
  /** `root` is the folder holding one folder per file (`<data>/files`). */
  constructor(readonly root: string) {}

  static inDataDir(dataDir: string): FileDisk {
    return new FileDisk(join(dataDir, FILES_FOLDER));
  }

  /** A new empty staging folder for one upload. */
  async stage(): Promise<Staged> {
    await mkdir(this.root, { recursive: true });
    return new Staged(await mkdtemp(join(this.root, STAGING_PREFIX)));
  }

  /** Moves a complete staging folder into place as the folder of file `id`. */
  async commit(staged: Staged, id: string): Promise<void> {
    await rename(staged.path, this.folder(id));
  }

  folder(id: string): string {
    return join(this.root, id);
  }

  path(id: string, fileName: string): string {
    return join(this.root, id, fileName);
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
}

/** One upload's staging folder. */
export class Staged {
  constructor(readonly path: string) {}

  write(fileName: string, data: Uint8Array): Promise<void> {
    return writeFile(join(this.path, fileName), data);
  }

  /** Removes the folder and whatever was written into it (nothing when it was committed). */
  discard(): Promise<void> {
    return rm(this.path, { recursive: true, force: true });
  }
}
