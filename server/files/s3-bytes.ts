// The S3-compatible engine of file bytes: `{prefix}{id}/original.{ext}` and `{variant}.webp`
// beside it, one object each. An upload puts its variants, then its original last (a key with an
// original has every variant), and its record is added only after that; a failed upload deletes
// every key it tried. Files are streamed from the bucket, never held whole in memory.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BytePart, FileBody, FileBytes, PendingUpload, S3FileStorage } from './file-bytes';

/** S3 deletes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * Strays younger than this are left for a later sweep: another server process sharing the
 * bucket may be writing them, its record not added yet.
 */
export const STRAY_MIN_AGE_MS = 60 * 60 * 1000;

export interface S3Options {
  /** The sweep's clock (tests move it past STRAY_MIN_AGE_MS). */
  readonly now?: () => number;
}

interface Listed {
  readonly key: string;
  readonly modified: number;
}

export class S3FileBytes implements FileBytes {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(storage: S3FileStorage, options: S3Options = {}) {
    this.client = new S3Client({
      region: storage.region,
      forcePathStyle: storage.forcePathStyle,
      ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
      ...(storage.credentials ? { credentials: storage.credentials } : {}),
    });
    this.bucket = storage.bucket;
    this.prefix = storage.prefix;
    this.now = options.now ?? Date.now;
  }

  private key(id: string, fileName: string): string {
    return `${this.prefix}${id}/${fileName}`;
  }

  async begin(id: string): Promise<PendingUpload> {
    const tried: string[] = [];
    return {
      write: async (fileName, data, type) => {
        const key = this.key(id, fileName);
        tried.push(key);
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: type }),
        );
      },
      commit: async () => {
        tried.length = 0;
      },
      discard: () => this.deleteKeys(tried.splice(0)),
    };
  }

  async open(id: string, fileName: string, part?: BytePart): Promise<FileBody | undefined> {
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.key(id, fileName),
          ...(part ? { Range: `bytes=${part.start}-${part.end}` } : {}),
        }),
      );
      if (!got.Body || got.ContentLength === undefined) return undefined;
      // A part's answer names the whole size after the slash of its Content-Range.
      const whole = part ? Number(got.ContentRange?.split('/')[1]) : got.ContentLength;
      if (!Number.isSafeInteger(whole)) return undefined;
      return { size: whole, stream: got.Body.transformToWebStream() };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const listed = await this.list(`${this.prefix}${id}/`);
    await this.deleteKeys(listed.map((object) => object.key));
  }

  /** Removes the keys of ids not in `keep`, when all of them are older than STRAY_MIN_AGE_MS. */
  async sweep(keep: ReadonlySet<string>): Promise<string[]> {
    let listed: Listed[];
    try {
      listed = await this.list(this.prefix);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The files bucket "${this.bucket}" cannot be listed: ${reason}`, {
        cause: error,
      });
    }
    const strays = new Map<string, Listed[]>();
    for (const object of listed) {
      const entry = object.key.slice(this.prefix.length).split('/')[0] ?? '';
      if (!keep.has(entry)) strays.set(entry, [...(strays.get(entry) ?? []), object]);
    }
    const oldEnough = this.now() - STRAY_MIN_AGE_MS;
    const removed = [...strays].filter(([, objects]) =>
      objects.every((object) => object.modified <= oldEnough),
    );
    await this.deleteKeys(removed.flatMap(([, objects]) => objects.map((object) => object.key)));
    return removed.map(([entry]) => entry);
  }

  close(): void {
    this.client.destroy();
  }

  private async list(prefix: string): Promise<Listed[]> {
    const listed: Listed[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          listed.push({ key: object.Key, modified: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
        }),
      );
      const failed = result.Errors?.[0];
      if (failed) throw new Error(`Deleting "${failed.Key}" failed: ${failed.Message}`);
    }
  }
}
