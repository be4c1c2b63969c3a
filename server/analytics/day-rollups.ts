// The daily rollups the report adds up (docs/analytics.md "Daily rollups"). A closed day (its end
// and VISIT_LOOKAROUND_MS after it have passed, so no event can still change it) is computed once
// from the raw events, stored (analytics_day_rollups) and kept in memory; a day not yet closed
// (today, yesterday's last hours) is computed from the raw events again once this process wrote
// events since (noteWrite), or OPEN_DAY_REUSE_MS after (another process may have written some).
import {
  DAY_REPORT_VERSION,
  type DayReport,
  dayReport,
  VISIT_LOOKAROUND_MS,
} from '../../shared/analytics/day-report';
import type { ReportEvent } from '../../shared/analytics/report-events';
import { dayFinder, nextDay, startOfLocalDay } from '../../shared/analytics/zoned-days';
import type { AnalyticsStore } from '../storage/analytics-store';

/** Time allowed for the ingest buffer to write a day's last events (it writes every second). */
const INGEST_SLACK_MS = 10_000;
/** Closed days kept in memory (each a few kilobytes). */
const MEMORY_DAYS = 1000;
/** Days computed from one read of raw events, so a cold report over months reads in pieces. */
const DAYS_PER_READ = 7;
/** How long a day still open is answered from its last computation when this process wrote none. */
export const OPEN_DAY_REUSE_MS = 5000;

export class DayRollups {
  private readonly memory = new Map<string, DayReport>();
  private readonly open = new Map<
    string,
    { readonly at: number; readonly writes: number; readonly rollup: DayReport }
  >();
  /** Event batches this process wrote: a day still open is computed again after one. */
  private writes = 0;

  constructor(
    private readonly store: AnalyticsStore,
    private readonly siteId: string,
    private readonly now: () => number,
  ) {}

  /** Called once a batch of events is written. */
  noteWrite(): void {
    this.writes += 1;
  }

  /** Whether nothing can change the day's rollup any more. */
  isClosed(day: string, timeZone: string): boolean {
    const end = startOfLocalDay(nextDay(day), timeZone);
    return end + VISIT_LOOKAROUND_MS + INGEST_SLACK_MS <= this.now();
  }

  /** The rollups of `days` (consecutive, oldest first), in that order. */
  async days(days: readonly string[], timeZone: string): Promise<DayReport[]> {
    const found = new Map<string, DayReport>();
    const closed = days.filter((day) => this.isClosed(day, timeZone));
    const notInMemory = closed.filter((day) => {
      const kept = this.memory.get(`${timeZone}\n${day}`);
      if (kept) found.set(day, kept);
      return !kept;
    });
    for (const stored of await this.store.dayRollups(this.siteId, notInMemory)) {
      if (stored.timeZone !== timeZone) continue;
      found.set(stored.day, stored);
      this.remember(stored);
    }
    const now = this.now();
    const writes = this.writes;
    for (const day of days) {
      const recent = this.open.get(`${timeZone}\n${day}`);
      const fresh = recent && recent.writes === this.writes && now - recent.at < OPEN_DAY_REUSE_MS;
      if (!found.has(day) && recent && fresh) {
        found.set(day, recent.rollup);
      }
    }
    const computed = await this.compute(
      days.filter((day) => !found.has(day)),
      timeZone,
    );
    const newlyClosed = computed.filter((rollup) => this.isClosed(rollup.day, timeZone));
    for (const rollup of computed) {
      if (this.open.size >= MEMORY_DAYS) this.open.clear();
      if (!newlyClosed.includes(rollup))
        this.open.set(`${timeZone}\n${rollup.day}`, { at: now, writes, rollup });
    }
    if (newlyClosed.length > 0) {
      await this.store.putDayRollups(this.siteId, newlyClosed, this.now());
      for (const rollup of newlyClosed) this.remember(rollup);
    }
    for (const rollup of computed) found.set(rollup.day, rollup);
    return days.map((day) => found.get(day)!);
  }

  private remember(rollup: DayReport): void {
    if (rollup.version !== DAY_REPORT_VERSION) return;
    if (this.memory.size >= MEMORY_DAYS) this.memory.clear();
    this.memory.set(`${rollup.timeZone}\n${rollup.day}`, rollup);
  }

  /** Computes `days` (ascending) from the raw events, a run of consecutive days per read. */
  private async compute(days: readonly string[], timeZone: string): Promise<DayReport[]> {
    const out: DayReport[] = [];
    let run: string[] = [];
    const flush = async () => {
      if (run.length > 0) out.push(...(await this.computeRun(run, timeZone)));
      run = [];
    };
    for (const day of days) {
      const last = run[run.length - 1];
      if (run.length === DAYS_PER_READ || (last !== undefined && nextDay(last) !== day))
        await flush();
      run.push(day);
    }
    await flush();
    return out;
  }

  private async computeRun(days: readonly string[], timeZone: string): Promise<DayReport[]> {
    const first = days[0]!;
    const last = days[days.length - 1]!;
    const start = startOfLocalDay(first, timeZone) - VISIT_LOOKAROUND_MS;
    const end = startOfLocalDay(nextDay(last), timeZone) + VISIT_LOOKAROUND_MS;
    const events = await this.store.reportEvents(this.siteId, start, end);
    const dayOf = dayFinder(timeZone, nextDay(first, -1), nextDay(last));
    // Each day sees its own events and the page views of the days beside it (visit ends).
    const byDay = new Map<string, ReportEvent[]>();
    for (const event of events) {
      const day = dayOf(event.at);
      const list = byDay.get(day);
      if (list) list.push(event);
      else byDay.set(day, [event]);
    }
    const views = (day: string) => (byDay.get(day) ?? []).filter((e) => e.kind === 'page_view');
    return days.map((day) =>
      dayReport(
        [...views(nextDay(day, -1)), ...(byDay.get(day) ?? []), ...views(nextDay(day))],
        timeZone,
        day,
        dayOf,
      ),
    );
  }
}
