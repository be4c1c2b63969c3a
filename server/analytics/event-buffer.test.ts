import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBuffer } from './event-buffer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function recording(options: { maxBatch?: number; maxPending?: number; fail?: boolean } = {}) {
  const batches: number[][] = [];
  const errors: unknown[] = [];
  const buffer = new EventBuffer<number>({
    flushEveryMs: 1000,
    maxBatch: options.maxBatch ?? 3,
    maxPending: options.maxPending ?? 100,
    logError: (_, error) => errors.push(error),
    write: async (rows) => {
      if (options.fail) throw new Error('database down');
      batches.push([...rows]);
    },
  });
  return { buffer, batches, errors };
}

describe('EventBuffer', () => {
  it('writes nothing at once, then everything waiting when the interval is up', async () => {
    const { buffer, batches } = recording();
    buffer.add(1);
    buffer.add(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
  });

  it('writes a full batch at once, without waiting for the interval', async () => {
    const { buffer, batches } = recording();
    for (const n of [1, 2, 3, 4]) buffer.add(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('drops and counts what comes past the pending limit', () => {
    const { buffer } = recording({ maxBatch: 1000, maxPending: 2 });
    expect([buffer.add(1), buffer.add(2), buffer.add(3)]).toEqual([true, true, false]);
    expect(buffer.size).toBe(2);
    expect(buffer.dropped).toBe(1);
  });

  it('writes what is left on close and takes nothing after', async () => {
    const { buffer, batches } = recording({ maxBatch: 1000 });
    buffer.add(1);
    await buffer.close();
    expect(batches).toEqual([[1]]);
    expect(buffer.add(2)).toBe(false);
  });

  it('reports a failed write, drops its rows and goes on', async () => {
    const { buffer, errors } = recording({ fail: true });
    buffer.add(1);
    buffer.add(2);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(buffer.dropped).toBe(2);
    expect(buffer.size).toBe(0);
  });
});
