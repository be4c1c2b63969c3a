// A files API in memory for component tests: files to list and search, uploads held until the
// test answers them (with progress in between), and answers to override for refusals. Only
// tests import this file.
import { FileMessage, type FileRecord } from '../../shared/api/files';
import type { FocalPoint } from '../../shared/content/image-size';
import type { FilesClient, FilesResult, UploadOptions } from './client';
import { fileRecord } from './test-records';

type Failure = Extract<FilesResult<unknown>, { ok: false }>;

export interface HeldUpload {
  readonly file: File;
  readonly options: UploadOptions;
  progress(fraction: number): void;
  /** Answers with a new record named like the file, or with `failure`. */
  answer(failure?: Failure): void;
}

export class FakeFilesClient implements FilesClient {
  files: FileRecord[];
  readonly held: HeldUpload[] = [];
  readonly calls: string[] = [];
  /** The next answer to a list, rename or remove, instead of the normal one. */
  listFailure: Failure | null = null;
  renameFailure: Failure | null = null;
  removeFailure: Failure | null = null;
  private nextId = 1;

  constructor(files: FileRecord[] = []) {
    this.files = files;
  }

  async list(search = ''): Promise<FilesResult<readonly FileRecord[]>> {
    this.calls.push(`list ${search}`);
    if (this.listFailure) return this.listFailure;
    const text = search.trim().toLowerCase();
    return { ok: true, value: this.files.filter((file) => file.name.toLowerCase().includes(text)) };
  }

  upload(file: File, options: UploadOptions = {}): Promise<FilesResult<FileRecord>> {
    this.calls.push(`upload ${file.name}`);
    return new Promise((resolve) => {
      this.held.push({
        file,
        options,
        progress: (fraction) => options.onProgress?.(fraction),
        answer: (failure) => {
          if (failure) {
            resolve(failure);
            return;
          }
          const record = fileRecord(`new${this.nextId++}`, file.name, { size: file.size });
          this.files = [record, ...this.files];
          resolve({ ok: true, value: record });
        },
      });
    });
  }

  async rename(id: string, name: string): Promise<FilesResult<FileRecord>> {
    this.calls.push(`rename ${id} ${name}`);
    if (this.renameFailure) return this.renameFailure;
    return this.update(id, (file) => ({ ...file, name }), FileMessage.renameFailed);
  }

  async setFocalPoint(id: string, focalPoint: FocalPoint): Promise<FilesResult<FileRecord>> {
    this.calls.push(`focal ${id}`);
    return this.update(id, (file) => ({ ...file, focalPoint }), FileMessage.focalPointFailed);
  }

  async remove(id: string): Promise<FilesResult<null>> {
    this.calls.push(`remove ${id}`);
    if (this.removeFailure) return this.removeFailure;
    const before = this.files.length;
    this.files = this.files.filter((file) => file.id !== id);
    return this.files.length < before
      ? { ok: true, value: null }
      : { ok: false, status: 404, message: FileMessage.notFound };
  }

  private update(id: string, change: (file: FileRecord) => FileRecord, message: string) {
    const file = this.files.find((candidate) => candidate.id === id);
    if (!file) return { ok: false, status: 404, message } as const;
    const changed = change(file);
    this.files = this.files.map((candidate) => (candidate.id === id ? changed : candidate));
    return { ok: true, value: changed } as const;
  }
}
