// The headline figures of the analytics report (issue 22) from stored page views, per local day
// and for a whole range (docs/analytics.md "Reports"):
// - page views: the page_view events;
// - visits: their distinct visit hashes; a view without one (no census record) is its visitor's
//   visit for that local day;
// - unique visitors: distinct visitor hashes (the salt changes each UTC day, so a visitor seen on
//   several days counts once a day);
// - pages per visit: views / visits; bounce rate: visits of one view / visits;
// - visit duration: the mean time from a visit's first view to its last (0 for a bounce), ms.
// A visit belongs to the day of its first view.
import { daysBetween, localDay } from './zoned-days';

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

interface Visit {
  views: number;
  first: number;
  last: number;
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/** The headline figures of a set of page views. */
export function headline(views: readonly ViewEvent[], timeZone: string): Headline {
  const visits = new Map<string, Visit>();
  const visitors = new Set<string>();
  for (const view of views) {
    visitors.add(view.visitor);
    const key = view.visit ?? `${view.visitor}\n${localDay(view.at, timeZone)}`;
    const visit = visits.get(key);
    if (visit) {
      visit.views += 1;
      visit.first = Math.min(visit.first, view.at);
      visit.last = Math.max(visit.last, view.at);
    } else {
      visits.set(key, { views: 1, first: view.at, last: view.at });
    }
  }
  const all = [...visits.values()];
  const count = all.length;
  const bounces = all.filter((visit) => visit.views === 1).length;
  const duration = all.reduce((sum, visit) => sum + (visit.last - visit.first), 0);
  return {
    uniqueVisitors: visitors.size,
    visits: count,
    pageViews: views.length,
    pagesPerVisit: count === 0 ? 0 : round(views.length / count, 2),
    bounceRate: count === 0 ? 0 : round(bounces / count, 4),
    visitDurationMs: count === 0 ? 0 : Math.round(duration / count),
  };
}

/** One rollup per local day from `from` to `to` (days without views included, all zero). */
export function dailyRollups(
  views: readonly ViewEvent[],
  timeZone: string,
  from: string,
  to: string,
): DayRollup[] {
  const byVisitDay = new Map<string, ViewEvent[]>();
  const visitDay = new Map<string, string>();
  const sorted = [...views].sort((a, b) => a.at - b.at);
  for (const view of sorted) {
    const ownDay = localDay(view.at, timeZone);
    const key = view.visit ?? `${view.visitor}\n${ownDay}`;
    if (!visitDay.has(key)) visitDay.set(key, ownDay);
    const day = visitDay.get(key)!;
    const list = byVisitDay.get(day);
    if (list) list.push(view);
    else byVisitDay.set(day, [view]);
  }
  return daysBetween(from, to).map((day) => ({
    day,
    ...headline(byVisitDay.get(day) ?? [], timeZone),
  }));
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
