// A sliding-window rate limit kept in memory: at most `limit` hits per key within `windowMs`.
// A refused hit is not counted, so a visitor who waits gets through again. Keys with no hit left
// in the window are forgotten on the next sweep, so memory follows the active visitors.

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit for `key` at `now` (ms) and says whether it is within the limit. */
  hit(key: string, now: number): boolean {
    this.sweep(now);
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  /** How many keys are remembered (for tests). */
  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}
