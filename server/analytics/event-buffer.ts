// The ingest buffer: events wait in this process's memory and are written together, every
// `flushEveryMs` or as soon as `maxBatch` are waiting, so a burst of visitors costs the database
// one insert per batch instead of one per request and the answer never waits for the database.
// At most `maxPending` wait: past that, new events are dropped and counted (a database that is
// down cannot grow the memory without bound). `close()` writes what is left (server shutdown).

export interface EventBufferOptions<Row> {
  readonly write: (rows: readonly Row[]) => Promise<void>;
  readonly flushEveryMs?: number;
  readonly maxBatch?: number;
  readonly maxPending?: number;
  /** Where a failed write is reported; its rows are dropped, not retried. */
  readonly logError?: (message: string, error: unknown) => void;
}

export const DEFAULT_FLUSH_EVERY_MS = 1000;
export const DEFAULT_MAX_BATCH = 500;
export const DEFAULT_MAX_PENDING = 20_000;

export class EventBuffer<Row> {
  private pending: Row[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Events dropped because too many were waiting or their write failed. */
  dropped = 0;
  private readonly flushEveryMs: number;
  private readonly maxBatch: number;
  private readonly maxPending: number;

  constructor(private readonly options: EventBufferOptions<Row>) {
    this.flushEveryMs = options.flushEveryMs ?? DEFAULT_FLUSH_EVERY_MS;
    this.maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    this.maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
  }

  /** How many events wait to be written. */
  get size(): number {
    return this.pending.length;
  }

  /** Queues an event; false when it was dropped (buffer full or closed). */
  add(row: Row): boolean {
    if (this.closed || this.pending.length >= this.maxPending) {
      this.dropped += 1;
      return false;
    }
    this.pending.push(row);
    if (this.pending.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs);
    return true;
  }

  /** Writes everything waiting now; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  private async write(rows: readonly Row[]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.maxBatch) {
      const batch = rows.slice(start, start + this.maxBatch);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.dropped += batch.length;
        (this.options.logError ?? console.error)('Analytics events could not be written:', error);
      }
    }
  }

  /** Writes what is left and takes no more. */
  close(): Promise<void> {
    this.closed = true;
    return this.flush();
  }
}
