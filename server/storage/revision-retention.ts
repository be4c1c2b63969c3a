// Which saved revisions of a site to drop after a save, so that saving many times in a row can
// never erase the history (docs/history.md). Pure: the store passes the revisions, the time and
// the pinned revisions, and deletes what this answers inside the save's transaction.
//
// | revision                                        | kept                                  |
// |-------------------------------------------------|---------------------------------------|
// | the first one still stored (revision 1 on a     | always                                |
// |   new site), the newest, any pinned one         |                                       |
// | saved in the last 24 hours                      | every one, up to the newest 50        |
// | saved in the last 7 days                        | the newest of each hour (UTC)         |
// | saved in the last 30 days                       | the newest of each day (UTC)          |
// | older                                           | no                                    |
// | a saved time that does not parse                | always (never drop what we can't age) |
//
// The rules agree with one another as the clock moves: the newest revision of a day is the newest
// of that day's last hour, so when a day leaves the hourly week its revision is still there, and
// an hour's newest revision stays the newest of its hour, so the hourly rule never changes its mind.
// Bounds: about 50 + 7 × 24 + 30 rows a site, plus the pinned ones.
// A saved time in the future (the clock went back) counts as saved now.

/** One stored revision, as the pruning rule sees it. */
export interface RevisionTime {
  readonly revision: number;
  /** ISO 8601 time of the save. */
  readonly savedAt: string;
}

export interface RetentionPolicy {
  /** Every revision saved this recently is kept... */
  readonly recentMs: number;
  /** ...up to this many of them (the newest). */
  readonly recentMax: number;
  /** The newest revision of each clock hour saved this recently is kept. */
  readonly hourlyMs: number;
  /** The newest revision of each day saved this recently is kept. */
  readonly dailyMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The rule in the table above. */
export const RETENTION: RetentionPolicy = {
  recentMs: DAY_MS,
  recentMax: 50,
  hourlyMs: 7 * DAY_MS,
  dailyMs: 30 * DAY_MS,
};

/** Adds the newest revision of each bucket (hour or day) among `timed` to `keep`. */
function keepNewestPerBucket(
  timed: readonly (readonly [revision: number, time: number])[],
  bucketMs: number,
  keep: Set<number>,
): void {
  const newest = new Map<number, number>();
  for (const [revision, time] of timed) {
    const bucket = Math.floor(time / bucketMs);
    const current = newest.get(bucket);
    if (current === undefined || revision > current) newest.set(bucket, revision);
  }
  for (const revision of newest.values()) keep.add(revision);
}

/** The revisions to delete, in ascending order; `pinned` ones are never among them. */
export function revisionsToDelete(
  revisions: readonly RevisionTime[],
  now: Date,
  pinned: Iterable<number> = [],
  policy: RetentionPolicy = RETENTION,
): number[] {
  if (revisions.length === 0) return [];
  const numbers = revisions.map((r) => r.revision);
  const keep = new Set<number>([Math.min(...numbers), Math.max(...numbers), ...pinned]);
  const nowMs = now.getTime();
  const aged: (readonly [revision: number, age: number, time: number])[] = [];
  for (const { revision, savedAt } of revisions) {
    const time = Date.parse(savedAt);
    if (Number.isNaN(time)) keep.add(revision);
    else aged.push([revision, Math.max(0, nowMs - time), Math.min(time, nowMs)]);
  }
  const within = (ms: number) =>
    aged.filter(([, age]) => age < ms).map(([revision, , time]) => [revision, time] as const);

  const recent = within(policy.recentMs).sort(([a], [b]) => b - a);
  for (const [revision] of recent.slice(0, policy.recentMax)) keep.add(revision);
  keepNewestPerBucket(within(policy.hourlyMs), HOUR_MS, keep);
  keepNewestPerBucket(within(policy.dailyMs), DAY_MS, keep);
  return numbers.filter((revision) => !keep.has(revision)).sort((a, b) => a - b);
}
