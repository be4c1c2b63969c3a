// The retention sweep (docs/analytics.md "Retention"): raw events older than the owner's period
// are deleted once their days' rollups are stored, so a report over those days still answers.
// The period starts at the local day `retentionDays` before now; events up to VISIT_LOOKAROUND_MS
// before that day are kept too, since its rollup reads them to find visits begun the day before.
import { VISIT_LOOKAROUND_MS } from '../../shared/analytics/day-report';
import { daysBetween, localDay, nextDay, startOfLocalDay } from '../../shared/analytics/zoned-days';
import type { AnalyticsStore } from '../storage/analytics-store';
import type { DayRollups } from './day-rollups';

const DAY_MS = 86_400_000;

export interface RetentionSettings {
  readonly timeZone: string;
  readonly retentionDays: number;
}

export interface SweepDependencies {
  readonly store: AnalyticsStore;
  readonly rollups: DayRollups;
  readonly siteId: string;
}

/** Stores the expiring days' rollups, then deletes their raw events; answers how many went. */
export async function sweepExpired(
  deps: SweepDependencies,
  settings: RetentionSettings,
  now: number,
): Promise<number> {
  const { timeZone } = settings;
  const firstKept = localDay(now - settings.retentionDays * DAY_MS, timeZone);
  const before = startOfLocalDay(firstKept, timeZone) - VISIT_LOOKAROUND_MS;
  const oldest = await deps.store.oldestEventAt(deps.siteId);
  if (oldest === undefined || oldest >= before) return 0;
  const expiring = daysBetween(localDay(oldest, timeZone), nextDay(firstKept, -1)).filter((day) =>
    deps.rollups.isClosed(day, timeZone),
  );
  await deps.rollups.days(expiring, timeZone);
  return deps.store.deleteBefore(deps.siteId, before);
}
