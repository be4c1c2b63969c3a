import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the burst, refuses the next, and earns tokens back over time', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 2 }, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 499;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([true, true, false]);
    now = 60_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
  });

  it('forgets full buckets when many keys are held', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 1, perSecond: 1 }, () => now);
    for (let i = 0; i <= 10_001; i++) limiter.take(`k${i}`);
    now = 5000;
    expect(limiter.take('k0')).toBe(true);
    expect(limiter.take('k0')).toBe(false);
  });
});
