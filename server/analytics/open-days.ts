// The rollups of days still open (today, and yesterday until its visits can no longer grow;
// docs/analytics.md "Days still open"). Each open day keeps its window of raw events (the day and
// VISIT_LOOKAROUND_MS either side) in memory: the first report reads it whole, later ones read
// only the tail, the events from INGEST_SLACK_MS before the last read on (a process's buffer writes
// every second, so an event is stored within that slack, as the closing rule assumes too), and
// events this process wrote with an older time are read again from their time. The day is then
// computed from memory (tens of milliseconds instead of the whole read), and that computation is
// answered again until this process writes events or OPEN_DAY_REUSE_MS pass (another process may
// have written some).
import { type DayReport, dayReport, VISIT_LOOKAROUND_MS } from '../../shared/analytics/day-report';
import type { ReportEvent } from '../../shared/analytics/report-events';
import { dayFinder, nextDay, startOfLocalDay } from '../../shared/analytics/zoned-days';
import type { AnalyticsStore } from '../storage/analytics-store';

/** Time allowed for an ingest buffer to write an event (it writes every second). */
export const INGEST_SLACK_MS = 10_000;
/** How long a day still open is answered from its last computation when this process wrote none. */
export const OPEN_DAY_REUSE_MS = 5000;
/** Open days kept (today and yesterday, in at most a few zones while the owner changes it). */
const MAX_WINDOWS = 8;

interface Window {
  readonly day: string;
  readonly timeZone: string;
  /** The events read: `start <= at < end`. */
  readonly start: number;
  readonly end: number;
  readonly dayOf: (at: number) => string;
  events: ReportEvent[];
  /** Every event with `at < syncedTo` stored before the last read is in `events`. */
  syncedTo: number;
  /** The oldest time of an event this process wrote since the last read (Infinity: none). */
  rereadFrom: number;
  last?: { readonly at: number; readonly writes: number; readonly report: DayReport };
  /** Reads and computations of the window, one after another. */
  queue: Promise<unknown>;
}

export class OpenDays {
  private readonly windows = new Map<string, Window>();
  /** Event batches this process wrote: an open day is computed again after one. */
  private writes = 0;

  constructor(
    private readonly store: AnalyticsStore,
    private readonly siteId: string,
    private readonly now: () => number,
  ) {}

  /** Called once a batch of events is written, with the batch. */
  noteWrite(rows: readonly { readonly at: number }[]): void {
    this.writes += 1;
    let oldest = Number.POSITIVE_INFINITY;
    for (const row of rows) oldest = Math.min(oldest, row.at);
    for (const window of this.windows.values()) {
      window.rereadFrom = Math.min(window.rereadFrom, oldest);
    }
  }

  /** Forgets the windows of days that `closed` says are closed (their rollups are stored). */
  forget(closed: (day: string, timeZone: string) => boolean): void {
    for (const [key, window] of this.windows) {
      if (closed(window.day, window.timeZone)) this.windows.delete(key);
    }
  }

  /** The rollup of an open `day` as its events stand now. */
  day(day: string, timeZone: string): Promise<DayReport> {
    const window = this.windowOf(day, timeZone);
    const next = window.queue.then(() => this.refresh(window));
    window.queue = next.catch(() => undefined);
    return next;
  }

  private windowOf(day: string, timeZone: string): Window {
    const key = `${timeZone}\n${day}`;
    const kept = this.windows.get(key);
    if (kept) return kept;
    if (this.windows.size >= MAX_WINDOWS) this.windows.clear();
    const start = startOfLocalDay(day, timeZone) - VISIT_LOOKAROUND_MS;
    const window: Window = {
      day,
      timeZone,
      start,
      end: startOfLocalDay(nextDay(day), timeZone) + VISIT_LOOKAROUND_MS,
      dayOf: dayFinder(timeZone, nextDay(day, -1), nextDay(day)),
      events: [],
      syncedTo: start,
      rereadFrom: Number.POSITIVE_INFINITY,
      queue: Promise.resolve(),
    };
    this.windows.set(key, window);
    return window;
  }

  private async refresh(window: Window): Promise<DayReport> {
    const now = this.now();
    const { last } = window;
    if (last && last.writes === this.writes && now - last.at < OPEN_DAY_REUSE_MS) {
      return last.report;
    }
    const writes = this.writes;
    await this.read(window, now);
    const report = dayReport(window.events, window.timeZone, window.day, window.dayOf);
    window.last = { at: now, writes, report };
    return report;
  }

  /** Reads the window's events that may have been written since the last read. */
  private async read(window: Window, now: number): Promise<void> {
    const from = Math.max(
      window.start,
      Math.min(window.syncedTo - INGEST_SLACK_MS, window.rereadFrom),
    );
    const to = Math.min(window.end, now + 1);
    window.rereadFrom = Number.POSITIVE_INFINITY;
    if (from >= to) return;
    let read: ReportEvent[];
    try {
      read = await this.store.reportEventsInSlices(this.siteId, from, to);
    } catch (error) {
      window.rereadFrom = Math.min(window.rereadFrom, from);
      throw error;
    }
    const kept = window.events.filter((event) => event.at < from);
    for (const event of read) kept.push(event);
    window.events = kept;
    window.syncedTo = Math.max(window.syncedTo, to);
  }
}
