import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window moves on', () => {
    const limiter = new RateLimiter(2, 1000);
    expect([limiter.hit('a', 0), limiter.hit('a', 10), limiter.hit('a', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.hit('b', 20)).toBe(true);
    expect(limiter.hit('a', 999)).toBe(false);
    expect(limiter.hit('a', 1001)).toBe(true);
    expect(limiter.hit('a', 1005)).toBe(false);
  });

  it('forgets keys whose hits all left the window', () => {
    const limiter = new RateLimiter(1, 100);
    limiter.hit('a', 0);
    limiter.hit('b', 50);
    expect(limiter.size).toBe(2);
    limiter.hit('c', 120);
    expect(limiter.size).toBe(2);
  });
});
