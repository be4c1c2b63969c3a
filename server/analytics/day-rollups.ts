// The daily rollups the report adds up (docs/analytics.md "Daily rollups"). A closed day (its end
// and VISIT_LOOKAROUND_MS after it have passed, so no event can still change it) is computed once
// from the raw events, stored (analytics_day_rollups) and kept in memory; a day not yet closed
// (today, yesterday's last hours) is answered by OpenDays (its events kept in memory).
import {
  DAY_REPORT_VERSION,
  type DayReport,
  dayReport,
  VISIT_LOOKAROUND_MS,
} from '../../shared/analytics/day-report';
import type { ReportEvent } from '../../shared/analytics/report-events';
import { dayFinder, nextDay, startOfLocalDay } from '../../shared/analytics/zoned-days';
import type { AnalyticsStore } from '../storage/analytics-store';
import { INGEST_SLACK_MS, OpenDays } from './open-days';

/** Closed days kept in memory (each a few kilobytes). */
const MEMORY_DAYS = 1000;
/** Days computed from one read of raw events, so a cold report over months reads in pieces. */
const DAYS_PER_READ = 7;

export class DayRollups {
  private readonly memory = new Map<string, DayReport>();
  private readonly open: OpenDays;

  constructor(
    private readonly store: AnalyticsStore,
    private readonly siteId: string,
    private readonly now: () => number,
  ) {
    this.open = new OpenDays(store, siteId, now);
  }

  /** Called once a batch of events is written, with the batch. */
  noteWrite(rows: readonly { readonly at: number }[]): void {
    this.open.noteWrite(rows);
  }

  /** Whether nothing can change the day's rollup any more. */
  isClosed(day: string, timeZone: string): boolean {
    const end = startOfLocalDay(nextDay(day), timeZone);
    return end + VISIT_LOOKAROUND_MS + INGEST_SLACK_MS <= this.now();
  }

  /** The closed `days` whose rollup for the zone is neither in memory nor stored. */
  async missing(days: readonly string[], timeZone: string): Promise<string[]> {
    const found = await this.kept(days, timeZone);
    return days.filter((day) => !found.has(day));
  }

  /** The rollups of the closed `days` in memory or stored (then kept in memory), by day. */
  private async kept(closed: readonly string[], timeZone: string): Promise<Map<string, DayReport>> {
    const found = new Map<string, DayReport>();
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
    return found;
  }

  /** The rollups of `days` (consecutive, oldest first), in that order. */
  async days(days: readonly string[], timeZone: string): Promise<DayReport[]> {
    this.open.forget((day, zone) => this.isClosed(day, zone));
    const closed = days.filter((day) => this.isClosed(day, timeZone));
    const found = await this.kept(closed, timeZone);
    const computed = await this.compute(
      closed.filter((day) => !found.has(day)),
      timeZone,
    );
    if (computed.length > 0) {
      await this.store.putDayRollups(this.siteId, computed, this.now());
      for (const rollup of computed) this.remember(rollup);
    }
    for (const rollup of computed) found.set(rollup.day, rollup);
    const open = days.filter((day) => !closed.includes(day));
    const openRollups = await Promise.all(open.map((day) => this.open.day(day, timeZone)));
    for (const rollup of openRollups) found.set(rollup.day, rollup);
    return days.map((day) => found.get(day)!);
  }

  private remember(rollup: DayReport): void {
    if (rollup.version !== DAY_REPORT_VERSION) return;
    if (this.memory.size >= MEMORY_DAYS) this.memory.clear();
    this.memory.set(`${rollup.timeZone}\n${rollup.day}`, rollup);
  }

  /** Computes `days` (ascending) from the raw events, a run of consecutive days per read. */
  private async compute(days: readonly string[], timeZone: string): Promise<DayReport[]> {
    if (days.length === 0) return [];
    // A day that ended before the oldest stored event had none (expiring days are stored first).
    const oldest = (await this.store.oldestEventAt(this.siteId)) ?? Number.POSITIVE_INFINITY;
    const empty = (day: string) => startOfLocalDay(nextDay(day), timeZone) <= oldest;
    const out = days.filter(empty).map((day) => dayReport([], timeZone, day));
    let run: string[] = [];
    const flush = async () => {
      if (run.length > 0) out.push(...(await this.computeRun(run, timeZone)));
      run = [];
    };
    for (const day of days.filter((day) => !empty(day))) {
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
    const events = await this.store.reportEventsInSlices(this.siteId, start, end);
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
