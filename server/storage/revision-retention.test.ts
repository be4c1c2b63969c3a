import { describe, expect, it } from 'vitest';
import { RETENTION, type RevisionTime, revisionsToDelete } from './revision-retention';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Revision n (from 1) saved `ago` ms before NOW. */
const saved = (...agos: readonly number[]): RevisionTime[] =>
  agos.map((ago, i) => ({ revision: i + 1, savedAt: new Date(NOW.getTime() - ago).toISOString() }));

/** Each of `count` revisions `step` ms apart, the newest saved `newestAgo` before NOW. */
const series = (count: number, step: number, newestAgo = 0): number[] =>
  Array.from({ length: count }, (_, i) => newestAgo + (count - 1 - i) * step);

describe('revisionsToDelete', () => {
  it.each([
    ['no revisions', [], []],
    ['a lone revision, however old', saved(400 * DAY), []],
    [
      '55 saves in one minute: the first and the newest 50',
      saved(...series(55, 1000)),
      [2, 3, 4, 5],
    ],
    [
      'saves older than a month: only the first and the newest',
      saved(60 * DAY, 45 * DAY, 40 * DAY, 31 * DAY, HOUR),
      [2, 3, 4],
    ],
    [
      'two days ago, three saves in two hours: the newest of each hour',
      // 09:50, 10:05 and 10:40 on March 29th; the first revision stays anyway.
      saved(
        100 * DAY,
        2 * DAY + 2 * HOUR + 10 * MINUTE,
        2 * DAY + HOUR + 55 * MINUTE,
        2 * DAY + HOUR + 20 * MINUTE,
        0,
      ),
      [3],
    ],
    [
      'ten days ago, saves at 09:00, 13:00 and 18:00: the day keeps 18:00',
      saved(100 * DAY, 10 * DAY + 3 * HOUR, 10 * DAY - HOUR, 10 * DAY - 6 * HOUR, 0),
      [2, 3],
    ],
  ] as const)('%s', (_name, revisions, expected) => {
    expect(revisionsToDelete(revisions, NOW)).toEqual(expected);
  });

  it('keeps pinned revisions whatever their age', () => {
    const revisions = saved(60 * DAY, 50 * DAY, 40 * DAY, 0);
    expect(revisionsToDelete(revisions, NOW)).toEqual([2, 3]);
    expect(revisionsToDelete(revisions, NOW, [3])).toEqual([2]);
  });

  it('keeps the first revision still stored when revision 1 is long gone', () => {
    const revisions = saved(90 * DAY, 80 * DAY, 0).map((r) => ({
      ...r,
      revision: r.revision + 40,
    }));
    expect(revisionsToDelete(revisions, NOW)).toEqual([42]);
  });

  it('never drops a revision whose saved time does not parse', () => {
    const revisions = [...saved(60 * DAY, 50 * DAY, 0)];
    revisions[1] = { revision: 2, savedAt: 'yesterday' };
    expect(revisionsToDelete(revisions, NOW)).toEqual([]);
  });

  it('counts a saved time in the future (the clock went back) as saved now', () => {
    const revisions = saved(...series(52, MINUTE, -2 * HOUR));
    expect(revisionsToDelete(revisions, NOW)).toEqual([2]);
  });

  it('keeps every rule under a moving clock: saves every 20 minutes for 40 days', () => {
    const every = 20 * MINUTE;
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const all = Array.from({ length: (40 * DAY) / every }, (_, i) => ({
      revision: i + 1,
      savedAt: new Date(start + (i + 1) * every).toISOString(),
    }));
    let kept: RevisionTime[] = [];
    for (const revision of all) {
      kept.push(revision);
      const gone = new Set(revisionsToDelete(kept, new Date(revision.savedAt)));
      kept = kept.filter((r) => !gone.has(r.revision));
    }
    const now = Date.parse(all.at(-1)!.savedAt);
    const buckets = (list: readonly RevisionTime[], within: number, size: number) =>
      new Set(
        list
          .map((r) => Date.parse(r.savedAt))
          .filter((time) => now - time < within)
          .map((time) => Math.floor(time / size)),
      );
    const keptNumbers = kept.map((r) => r.revision);

    expect(keptNumbers[0]).toBe(1);
    expect(keptNumbers).toEqual(
      expect.arrayContaining(all.slice(-RETENTION.recentMax).map((r) => r.revision)),
    );
    expect(buckets(kept, 7 * DAY, HOUR)).toEqual(buckets(all, 7 * DAY, HOUR));
    expect(buckets(kept, 30 * DAY, DAY)).toEqual(buckets(all, 30 * DAY, DAY));
    // Nothing more: the first; one for each of the 169 hours the last week touches; 32 more of
    // the newest 50 (the last 17 hours hold 3 saves each); one for each of 23 older days.
    expect(kept).toHaveLength(1 + 169 + 32 + 23);
  });
});
