// The storage interface of uploaded files' records (their bytes live on disk, see
// server/files/disk.ts). Engine: kysely-file-store.ts.
import type { FileChangeRequest } from '../../shared/api/files';
import type { FocalPoint } from '../../shared/content/image-size';

export interface StoredFile {
  readonly id: string;
  readonly name: string;
  /** The last URL segment, `{slug}.{ext}`; never changes. */
  readonly urlName: string;
  readonly type: string;
  readonly size: number;
  readonly width: number;
  readonly height: number;
  readonly focalPoint: FocalPoint;
  readonly variants: readonly string[];
  readonly createdAt: string;
}

/** The files of one site: another site's ids are not found (ids() aside). */
export interface FileStore {
  add(file: StoredFile): Promise<void>;
  get(id: string): Promise<StoredFile | undefined>;
  /** Newest first; `search` keeps the names holding it, ignoring case. */
  list(search?: string): Promise<StoredFile[]>;
  /** Applies a checked change; undefined when there is no such file. */
  change(id: string, change: FileChangeRequest): Promise<StoredFile | undefined>;
  /** False when there was no such file. */
  remove(id: string): Promise<boolean>;
  /**
   * Every stored id of every site in the database (to find folders on disk that no record owns:
   * the sites' bytes share one folder or bucket).
   */
  ids(): Promise<string[]>;
}
