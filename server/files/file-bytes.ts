// The storage interface of uploaded files' bytes (their records: server/storage/file-store.ts).
// Two engines: the local folder `<data>/files` (disk.ts, the default) and an S3-compatible
// bucket (s3-bytes.ts, loaded only when configured). Every read goes through a file's record,
// which is added only after its upload's bytes are committed, so a file is served whole or not
// at all; what a crash leaves without a record is removed by the sweep at start.
import { FileDisk } from './disk';

/** An S3-compatible bucket for the files (FILES_S3_*; docs/files.md). */
export interface S3FileStorage {
  readonly bucket: string;
  readonly region: string;
  /** `https://…` of an S3-compatible service; AWS's own endpoint for the region when absent. */
  readonly endpoint?: string;
  /** Addresses the bucket as `{endpoint}/{bucket}` rather than `{bucket}.{endpoint}`. */
  readonly forcePathStyle: boolean;
  /** Every key starts with it (`files/` by default), so the bucket can hold other things too. */
  readonly prefix: string;
  /** Absent: the AWS SDK's default chain (profile, instance or task role). */
  readonly credentials?: {
    readonly accessKeyId: string;
    readonly secretAccessKey: string;
    readonly sessionToken?: string;
  };
}

/** A stored file's bytes, ready to be sent. */
export interface FileBody {
  /** The whole file's size, also when `stream` holds a part. */
  readonly size: number;
  readonly stream: ReadableStream<Uint8Array>;
}

/** Bytes `start` to `end` of a file, both included (server/files/byte-range.ts). */
export interface BytePart {
  readonly start: number;
  readonly end: number;
}

/** One upload being written: its variants, then its original, then `commit`. */
export interface PendingUpload {
  write(fileName: string, data: Uint8Array, type: string): Promise<void>;
  /** The upload is whole: on disk its folder moves into place (on S3 every object already is). */
  commit(): Promise<void>;
  /** Removes what was written (a failed upload); nothing once committed. */
  discard(): Promise<void>;
}

export interface FileBytes {
  /** Starts writing the bytes of a new file `id` (ids are never reused: each is written once). */
  begin(id: string): Promise<PendingUpload>;
  /**
   * One of a file's stored files (`original.png`, `500w.webp`), or that part of it; undefined when
   * absent.
   */
  open(id: string, fileName: string, part?: BytePart): Promise<FileBody | undefined>;
  /** Removes every file stored for `id`. */
  remove(id: string): Promise<void>;
  /** Removes what no record in `keep` owns (a crash mid-upload or mid-delete); their names. */
  sweep(keep: ReadonlySet<string>): Promise<string[]>;
  /** Lets go of connections (the server is closing). */
  close(): void;
}

/** The engine configured: the bucket when there is one, else the folder in `dataDir`. */
export async function openFileBytes(
  dataDir: string,
  s3: S3FileStorage | undefined,
): Promise<FileBytes> {
  if (!s3) return FileDisk.inDataDir(dataDir);
  const { S3FileBytes } = await import('./s3-bytes');
  return new S3FileBytes(s3);
}
