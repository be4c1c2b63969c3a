import { describe, expect, it } from 'vitest';
import { Limits, MemoryLimitStore } from './limiter';
import { RULES } from './rules';

/** A store and a clock the test moves; `take(key)` spends under `rule` at the clock's time. */
function bucket(rule: { burst: number; perSecond: number }, maxKeys?: number) {
  const store = new MemoryLimitStore(maxKeys);
  const clock = { now: 0 };
  const take = async (key = 'a') => {
    const taken = await store.take(key, rule, clock.now);
    return taken.ok ? 'ok' : taken.retryAfterSeconds;
  };
  return { store, clock, take };
}

describe('MemoryLimitStore', () => {
  it('allows the burst at once, then says how many whole seconds until the next token', async () => {
    const { clock, take } = bucket({ burst: 2, perSecond: 1 / 6 });
    expect([await take(), await take(), await take()]).toEqual(['ok', 'ok', 6]);
    // Refusals spend nothing, so each moment is asked of the same bucket.
    const waits: Record<number, number | string> = {};
    for (const at of [1, 999, 1000, 1001, 4999, 5000, 5001, 5999, 6000]) {
      clock.now = at;
      waits[at] = await take();
    }
    expect(waits).toEqual({
      1: 6,
      999: 6,
      1000: 5,
      1001: 5,
      4999: 2,
      5000: 1,
      5001: 1,
      5999: 1,
      6000: 'ok',
    });
  });

  it('spends nothing on a refusal, so waiting the answered seconds is enough', async () => {
    const { clock, take } = bucket({ burst: 1, perSecond: 1 / 10 });
    await take();
    clock.now = 3000;
    expect([await take(), await take(), await take()]).toEqual([7, 7, 7]);
    clock.now = 10_000;
    expect(await take()).toBe('ok');
  });

  it('answers at least 1 second when tokens come back faster than one a second', async () => {
    const { clock, take } = bucket({ burst: 30, perSecond: 5 });
    for (let n = 0; n < 30; n++) expect(await take()).toBe('ok');
    expect(await take()).toBe(1);
    clock.now = 199;
    expect(await take()).toBe(1);
    clock.now = 200;
    expect([await take(), await take()]).toEqual(['ok', 1]);
  });

  it('refills to the burst and no further, however long the key was idle', async () => {
    const { clock, take } = bucket({ burst: 3, perSecond: 1 });
    for (let n = 0; n < 3; n++) await take();
    clock.now = 3_600_000;
    expect([await take(), await take(), await take(), await take()]).toEqual(['ok', 'ok', 'ok', 1]);
  });

  it('keeps keys apart', async () => {
    const { take } = bucket({ burst: 1, perSecond: 1 });
    expect([await take('a'), await take('a'), await take('b')]).toEqual(['ok', 1, 'ok']);
  });

  it('neither earns nor loses tokens when the clock steps back', async () => {
    const { clock, take } = bucket({ burst: 2, perSecond: 1 });
    clock.now = 10_000;
    await take();
    clock.now = 5_000;
    expect([await take(), await take()]).toEqual(['ok', 1]);
  });

  it('forgets the buckets that are full again once it holds too many keys', async () => {
    const { store, clock, take } = bucket({ burst: 1, perSecond: 1 }, 100);
    for (let n = 0; n < 100; n++) await take(`old-${n}`);
    expect(store.size).toBe(100);
    clock.now = 1000;
    await take('new');
    expect(store.size).toBe(1);
  });

  it('stays within its size under a flood of new keys, forgetting the least recently used', async () => {
    const { store, take } = bucket({ burst: 1, perSecond: 1 / 60 }, 100);
    await take('victim');
    for (let n = 0; n < 1000; n++) {
      await take(`flood-${n}`);
      expect(store.size).toBeLessThanOrEqual(100);
    }
    await take('recent');
    expect(await take('recent')).toBe(60);
    // Forgotten: its debt went with it, which helps only the victim itself.
    expect(await take('victim')).toBe('ok');
  });
});

describe('Limits', () => {
  it('counts each rule apart, by the same key', async () => {
    const limits = new Limits({
      rules: { UPLOAD: { burst: 1, perSecond: 1 }, SITE_SAVE: { burst: 1, perSecond: 1 } },
      now: () => 0,
    });
    expect(await limits.limiter('UPLOAD').take('1.2.3.4')).toEqual({ ok: true });
    expect(await limits.limiter('SITE_SAVE').take('1.2.3.4')).toEqual({ ok: true });
    expect(await limits.limiter('UPLOAD').take('1.2.3.4')).toEqual({
      ok: false,
      retryAfterSeconds: 1,
    });
  });

  it('uses RULES unless told otherwise, keeping the description of a changed rule', () => {
    const limits = new Limits({ rules: { UPLOAD: { burst: 5, perSecond: 2 } } });
    expect(limits.rule('SITE_SAVE')).toBe(RULES.SITE_SAVE);
    expect(limits.rule('UPLOAD')).toEqual({ ...RULES.UPLOAD, burst: 5, perSecond: 2 });
  });

  it.each([
    [{ burst: 0, perSecond: 1 }, 'UPLOAD: burst must be a whole number of at least 1'],
    [{ burst: 1.5, perSecond: 1 }, 'UPLOAD: burst must be a whole number of at least 1'],
    [{ burst: 1, perSecond: 0 }, 'UPLOAD: perSecond must be a number above 0'],
    [{ burst: 1, perSecond: Number.NaN }, 'UPLOAD: perSecond must be a number above 0'],
  ])('refuses the override %j', (UPLOAD, message) => {
    expect(() => new Limits({ rules: { UPLOAD } })).toThrow(message);
  });
});
