// Token buckets per key (a visitor's cart, or an address without a cart): a key may spend its
// `burst` at once, then earns `perSecond` back. Keys idle long enough to be full again are
// forgotten, so memory stays bounded by the recently active visitors.
export interface BucketRule {
  readonly burst: number;
  readonly perSecond: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rule: BucketRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one token of `key`; false when none is left (answer 429). */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const earned = bucket ? ((now - bucket.at) / 1000) * this.rule.perSecond : this.rule.burst;
    const tokens = Math.min(this.rule.burst, (bucket?.tokens ?? 0) + earned);
    if (this.buckets.size > 10_000) this.sweep(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  private sweep(now: number): void {
    const refill = (this.rule.burst / this.rule.perSecond) * 1000;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= refill) this.buckets.delete(key);
    }
  }
}
