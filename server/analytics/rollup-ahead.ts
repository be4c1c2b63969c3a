// Rolls up closed days before anyone asks (docs/analytics.md "Rolled up ahead"): at startup every
// closed day of the retention period that has events and no stored rollup, one day at a time with
// a pause as long as the day took (its events are read in slices of two hours, the event loop free
// between them, so requests keep being answered; the computation of a day holds it for tens of
// milliseconds); then again each time a day
// closes (noon after it ends, in the site's zone: until then a visit begun that day can still
// grow), and at each local midnight the new day's open window is read, so the first report of the
// day finds it in memory.
import { VISIT_LOOKAROUND_MS } from '../../shared/analytics/day-report';
import { localDay, nextDay, startOfLocalDay } from '../../shared/analytics/zoned-days';
import type { AnalyticsStore } from '../storage/analytics-store';
import type { DayRollups } from './day-rollups';
import { INGEST_SLACK_MS } from './open-days';
import type { RetentionSettings } from './retention';

const DAY_MS = 86_400_000;
/** The least wait between two days rolled up in the background (else: as long as the day took). */
const MIN_PAUSE_MS = 50;
/** The wait after a failed catch-up before the next try. */
const RETRY_MS = 60_000;

export interface RollupAheadDependencies {
  readonly store: AnalyticsStore;
  readonly rollups: DayRollups;
  readonly siteId: string;
  readonly settings: () => Promise<RetentionSettings>;
  readonly now: () => number;
  readonly logError: (message: string, error: unknown) => void;
}

/** The closed days of the retention period from the oldest event's day on, oldest first. */
export async function daysToRollUp(
  deps: RollupAheadDependencies,
  settings: RetentionSettings,
): Promise<string[]> {
  const { timeZone } = settings;
  const now = deps.now();
  const oldest = await deps.store.oldestEventAt(deps.siteId);
  if (oldest === undefined) return [];
  const periodStart = localDay(now - settings.retentionDays * DAY_MS, timeZone);
  const eventsStart = localDay(oldest, timeZone);
  const days: string[] = [];
  const first = periodStart > eventsStart ? periodStart : eventsStart;
  for (let day = first; deps.rollups.isClosed(day, timeZone); day = nextDay(day)) days.push(day);
  return deps.rollups.missing(days, timeZone);
}

/** When the next day closes or begins after `now`: the catch-up's next run. */
export function nextRunAt(now: number, timeZone: string): number {
  const today = localDay(now, timeZone);
  const closing = (day: string) =>
    startOfLocalDay(nextDay(day), timeZone) + VISIT_LOOKAROUND_MS + INGEST_SLACK_MS;
  const candidates = [
    closing(nextDay(today, -1)),
    closing(today),
    startOfLocalDay(nextDay(today), timeZone),
  ];
  return Math.min(...candidates.filter((at) => at > now));
}

export class RollupAhead {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly deps: RollupAheadDependencies) {}

  /** Starts the catch-up now and schedules the next ones; answers this run's end. */
  start(): Promise<void> {
    this.running = this.run();
    return this.running;
  }

  /** Stops between two days and cancels the next run; resolves once the current day is done. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    return this.running;
  }

  private async run(): Promise<void> {
    let retryIn: number | undefined;
    let timeZone: string | undefined;
    try {
      const settings = await this.deps.settings();
      timeZone = settings.timeZone;
      for (const day of await daysToRollUp(this.deps, settings)) {
        if (this.stopped) return;
        const started = performance.now();
        await this.deps.rollups.days([day], timeZone);
        // At most half the time goes to rolling up, whatever this machine's speed.
        const pause = Math.max(MIN_PAUSE_MS, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      if (!this.stopped)
        await this.deps.rollups.days([localDay(this.deps.now(), timeZone)], timeZone);
    } catch (error) {
      this.deps.logError('Analytics days could not be rolled up ahead:', error);
      retryIn = RETRY_MS;
    }
    if (this.stopped) return;
    const now = this.deps.now();
    const wait = retryIn ?? nextRunAt(now, timeZone ?? 'UTC') - now + 1000;
    this.timer = setTimeout(() => {
      this.running = this.run();
    }, wait);
    this.timer.unref?.();
  }
}
