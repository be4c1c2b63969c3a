// The page's performance records (spec site-and-editor.md §7, §9): records wait in a batch that
// is sent 30 s after the page loaded, when the page is hidden, and at most 60 s after the first
// record waiting (PERFORMANCE_FLUSH_MS, PERFORMANCE_MAX_WAIT_MS). Timers and sending are given, so
// the rules are tested without a browser.
import type { PerformanceKind, PerformanceRecord } from '../../shared/api/analytics';
import { MAX_PERFORMANCE_RECORDS } from '../../shared/api/analytics';
import { PERFORMANCE_FLUSH_MS, PERFORMANCE_MAX_WAIT_MS } from '../../shared/limits';

export interface BatcherDeps {
  readonly now: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
  /** Sends one batch's text (a beacon, else a keepalive fetch); never throws. */
  readonly send: (text: string) => void;
}

export const APP_NAME = 'live-site';

export class PerformanceBatcher {
  private records: PerformanceRecord[] = [];
  private timer: unknown;
  /** When the batch is due at the latest: 30 s after load, or 60 s after its first record. */
  private due: number | undefined;

  constructor(
    private readonly deps: BatcherDeps,
    private readonly pageLoadId: string,
    private readonly loadedAt: number,
  ) {}

  add(kind: PerformanceKind, data: Readonly<Record<string, unknown>>): void {
    const timestamp = this.deps.now();
    this.records.push({ appName: APP_NAME, data, kind, pageLoadId: this.pageLoadId, timestamp });
    if (this.records.length >= MAX_PERFORMANCE_RECORDS) {
      this.flush();
      return;
    }
    const firstLoadFlush = this.loadedAt + PERFORMANCE_FLUSH_MS;
    const latest = this.records.length === 1 ? timestamp + PERFORMANCE_MAX_WAIT_MS : this.due!;
    const due = timestamp < firstLoadFlush ? Math.min(firstLoadFlush, latest) : latest;
    if (due !== this.due) this.schedule(due);
  }

  private schedule(due: number): void {
    if (this.timer !== undefined) this.deps.clearTimer(this.timer);
    this.due = due;
    this.timer = this.deps.setTimer(() => this.flush(), Math.max(0, due - this.deps.now()));
  }

  /** Sends what waits (the page is hidden, or a timer is due). */
  flush(): void {
    if (this.timer !== undefined) this.deps.clearTimer(this.timer);
    this.timer = undefined;
    this.due = undefined;
    if (this.records.length === 0) return;
    const batch = this.records;
    this.records = [];
    this.deps.send(JSON.stringify(batch));
  }
}
