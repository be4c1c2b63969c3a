// The headline figures of the analytics report (issue 22) and what they mean (docs/analytics.md
// "Reports"); they are summed from daily rollups (day-report.ts, range-report.ts):
// - page views: the page_view events;
// - visits: their distinct visit hashes; a view without one (no census record) is its visitor's
//   visit for that local day;
// - unique visitors: distinct visitor hashes (the salt changes each UTC day, so a visitor seen on
//   several days counts once a day);
// - pages per visit: views / visits; bounce rate: visits of one view / visits;
// - visit duration: the mean time from a visit's first view to its last (0 for a bounce), ms.
// A visit belongs to the day of its first view.
export interface ViewEvent {
  readonly at: number;
  readonly visitor: string;
  readonly visit: string | null;
}

export interface Headline {
  readonly uniqueVisitors: number;
  readonly visits: number;
  readonly pageViews: number;
  readonly pagesPerVisit: number;
  /** 0 to 1. */
  readonly bounceRate: number;
  readonly visitDurationMs: number;
}

export interface DayRollup extends Headline {
  readonly day: string;
}

/** Visitors seen in the last five minutes before `now`. */
export function visitorsNow(
  events: readonly ViewEvent[],
  now: number,
  windowMs = 5 * 60_000,
): number {
  return new Set(
    events.filter((event) => event.at > now - windowMs && event.at <= now).map((e) => e.visitor),
  ).size;
}
