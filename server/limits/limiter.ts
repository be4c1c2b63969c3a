// The limiter: token buckets (rules.ts) kept by a LimitStore. The store is an interface so a
// database-backed one can replace the in-memory one when several processes share the counts;
// the memory store forgets full buckets and holds at most `maxKeys`, so a flood of new keys
// costs bounded memory (the least recently used buckets go first: each loses its debt, which
// helps only its own key).
import { type BucketRule, IMAGE_MAX_PIXELS, RULES, type Rule, type RuleName } from './rules';

export type Taken =
  | { readonly ok: true }
  | { readonly ok: false; readonly retryAfterSeconds: number };

export interface LimitStore {
  /** Spends one token of bucket `key` under `rule` at `now` (ms); a refusal spends nothing. */
  take(key: string, rule: BucketRule, now: number): Promise<Taken>;
}

/** Float slack, so 6 x (1/6) of a token counts as one whole token. */
const EPSILON = 1e-9;

/** Whole seconds until a bucket holding `tokens` has one to spend (at least 1). */
export function secondsUntilToken(tokens: number, rule: BucketRule): number {
  return Math.max(1, Math.ceil((1 - tokens) / rule.perSecond - EPSILON));
}

/** A bucket as kept between calls. */
export interface Bucket {
  readonly tokens: number;
  readonly at: number;
  /** When the bucket is full again if nothing more is spent: it can be forgotten then. */
  readonly fullAt: number;
}

/**
 * One call against a bucket (undefined: never used, or forgotten when full): the answer and,
 * when a token was spent, the bucket to keep. Every LimitStore counts with this.
 */
export function spend(
  bucket: Bucket | undefined,
  rule: BucketRule,
  now: number,
): { readonly taken: Taken; readonly next?: Bucket } {
  // A clock that stepped back neither earns nor costs tokens.
  const earned = bucket ? (Math.max(0, now - bucket.at) / 1000) * rule.perSecond : rule.burst;
  const tokens = Math.min(rule.burst, (bucket?.tokens ?? 0) + earned);
  if (tokens < 1 - EPSILON) {
    return { taken: { ok: false, retryAfterSeconds: secondsUntilToken(tokens, rule) } };
  }
  const left = Math.max(0, tokens - 1);
  return {
    taken: { ok: true },
    next: { tokens: left, at: now, fullAt: now + ((rule.burst - left) / rule.perSecond) * 1000 },
  };
}

export class MemoryLimitStore implements LimitStore {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly maxKeys = 50_000) {}

  /** How many buckets are held (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  async take(key: string, rule: BucketRule, now: number): Promise<Taken> {
    const { taken, next } = spend(this.buckets.get(key), rule, now);
    if (!next) return taken;
    // Delete first so the Map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, next);
    if (this.buckets.size > this.maxKeys) this.shrink(now);
    return taken;
  }

  /** Forgets full buckets, then the least recently used, down to 90% of the maximum. */
  private shrink(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.fullAt <= now) this.buckets.delete(key);
    }
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= target) break;
      this.buckets.delete(key);
    }
  }
}

/** One rule's limiter: `take(key)` spends one call of that key. */
export interface Limiter {
  readonly name: RuleName;
  readonly rule: Rule;
  take(key: string): Promise<Taken>;
}

export interface LimitOptions {
  /** Numbers to use instead of RULES' (tests and benchmarks that make many calls on purpose). */
  readonly rules?: Partial<Record<RuleName, BucketRule>>;
  /** Milliseconds clock; Date.now by default. */
  readonly now?: () => number;
  /** Where the buckets live; one MemoryLimitStore per app by default. */
  readonly store?: LimitStore;
  /** Instead of IMAGE_MAX_PIXELS. */
  readonly imageMaxPixels?: number;
}

function checkedRule(name: string, rule: BucketRule): BucketRule {
  if (!Number.isSafeInteger(rule.burst) || rule.burst < 1) {
    throw new RangeError(`${name}: burst must be a whole number of at least 1`);
  }
  if (!Number.isFinite(rule.perSecond) || rule.perSecond <= 0) {
    throw new RangeError(`${name}: perSecond must be a number above 0`);
  }
  return rule;
}

/** Every rule of one app, with its overrides, clock and store. */
export class Limits {
  /** Uploaded images with more pixels are refused before decoding. */
  readonly imageMaxPixels: number;
  private readonly store: LimitStore;
  private readonly now: () => number;
  private readonly overrides: Partial<Record<RuleName, BucketRule>>;

  constructor(options: LimitOptions = {}) {
    this.store = options.store ?? new MemoryLimitStore();
    this.now = options.now ?? Date.now;
    this.overrides = options.rules ?? {};
    this.imageMaxPixels = options.imageMaxPixels ?? IMAGE_MAX_PIXELS;
    for (const [name, rule] of Object.entries(this.overrides)) checkedRule(name, rule);
  }

  rule(name: RuleName): Rule {
    const override = this.overrides[name];
    const rule: Rule = RULES[name];
    return override ? { ...rule, burst: override.burst, perSecond: override.perSecond } : rule;
  }

  limiter(name: RuleName): Limiter {
    const rule = this.rule(name);
    return {
      name,
      rule,
      take: (key) => this.store.take(`${name}\n${key}`, rule, this.now()),
    };
  }
}
