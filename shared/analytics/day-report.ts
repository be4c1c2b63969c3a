// One local day's rollup of the stored events (docs/analytics.md "Daily rollups"): the sums the
// report adds up over a range, so a closed day is computed once and stored. Views are grouped into
// visits as shared/analytics/rollups.ts does (a visit belongs to the day and the hour of its first
// view, so a visit across local midnight counts on the day it began); the other events count on
// their own local day. Panels keep at most DAY_PANEL_ROWS names a day.
import type { CommerceFunnel, PopupReport } from '../api/analytics';
import type { Panels } from './panels';
import { DIRECT, UNKNOWN } from './panels';
import {
  type FunnelStep,
  funnelStep,
  OverlayEvent,
  overlayEvent,
  type ReportEvent,
  renderedForm,
  searchQuery,
} from './report-events';
import { localDay } from './zoned-days';

export const DAY_REPORT_VERSION = 1;
/** Names a day's panel keeps (by views); the range's panels show the top 10 of their sums. */
export const DAY_PANEL_ROWS = 100;
/** Views read before and after a day to find its visits' ends: a visit longer is cut there. */
export const VISIT_LOOKAROUND_MS = 12 * 3_600_000;

/** [views, distinct visitors]. */
export type Pair = readonly [number, number];

export interface Counts {
  readonly views: number;
  readonly visits: number;
  readonly visitors: number;
  /** Visits of one view. */
  readonly bounces: number;
  /** Sum over visits of (last view − first view). */
  readonly durationMs: number;
}

export type PanelName = keyof Panels;

export interface ProductCounts {
  readonly name: string;
  readonly views: number;
  readonly addToCart: number;
}

export interface DayReport {
  readonly version: typeof DAY_REPORT_VERSION;
  readonly day: string;
  /** The zone the day was cut in: a stored rollup of another zone is computed again. */
  readonly timeZone: string;
  readonly totals: Counts;
  /** 24 local hours (a 25-hour day's repeated hour counts in its hour number). */
  readonly hours: readonly Counts[];
  readonly panels: Readonly<Record<PanelName, Readonly<Record<string, Pair>>>>;
  readonly searches: Readonly<Record<string, Pair>>;
  /** Distinct visitors of the day reaching each step. */
  readonly funnel: CommerceFunnel;
  readonly products: Readonly<Record<string, ProductCounts>>;
  /** Form renders by form id. */
  readonly forms: Readonly<Record<string, number>>;
  readonly popup: PopupReport;
}

export const EMPTY_COUNTS: Counts = { views: 0, visits: 0, visitors: 0, bounces: 0, durationMs: 0 };

interface Visit {
  readonly views: ReportEvent[];
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();
/** The local hour, 0 to 23, of an instant. */
export function localHour(at: number, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(at)) % 24;
}

function countsOf(visits: readonly Visit[]): Counts {
  const visitors = new Set<string>();
  let views = 0;
  let bounces = 0;
  let durationMs = 0;
  for (const visit of visits) {
    views += visit.views.length;
    if (visit.views.length === 1) bounces += 1;
    durationMs += visit.views[visit.views.length - 1]!.at - visit.views[0]!.at;
    for (const view of visit.views) visitors.add(view.visitor);
  }
  return { views, visits: visits.length, visitors: visitors.size, bounces, durationMs };
}

class Tally {
  private readonly rows = new Map<string, { views: number; visitors: Set<string> }>();
  add(name: string, visitor: string): void {
    const row = this.rows.get(name) ?? { views: 0, visitors: new Set<string>() };
    row.views += 1;
    row.visitors.add(visitor);
    this.rows.set(name, row);
  }
  top(limit = DAY_PANEL_ROWS): Record<string, Pair> {
    const sorted = [...this.rows]
      .map(([name, row]) => [name, [row.views, row.visitors.size] as const] as const)
      .sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1] || (a[0] < b[0] ? -1 : 1));
    return Object.fromEntries(sorted.slice(0, limit));
  }
}

type DayOf = (at: number) => string;

/** The day's visits: views grouped by visit, kept when their first view is on `day`. */
function visitsOf(events: readonly ReportEvent[], dayOf: DayOf, day: string): Visit[] {
  const visits = new Map<string, Visit>();
  for (const view of events) {
    if (view.kind !== 'page_view') continue;
    const key = view.visit ?? `${view.visitor}\n${dayOf(view.at)}`;
    const visit = visits.get(key);
    if (visit) visit.views.push(view);
    else visits.set(key, { views: [view] });
  }
  return [...visits.values()].filter((visit) => {
    visit.views.sort((a, b) => a.at - b.at);
    return dayOf(visit.views[0]!.at) === day;
  });
}

function panelsOf(visits: readonly Visit[]): DayReport['panels'] {
  const names: Record<PanelName, Tally> = {
    topPages: new Tally(),
    entryPages: new Tally(),
    exitPages: new Tally(),
    sources: new Tally(),
    countries: new Tally(),
    devices: new Tally(),
    browsers: new Tally(),
  };
  for (const { views } of visits) {
    const first = views[0]!;
    const last = views[views.length - 1]!;
    names.entryPages.add(first.path, first.visitor);
    names.exitPages.add(last.path, last.visitor);
    names.sources.add(first.referrer ?? DIRECT, first.visitor);
    for (const view of views) {
      names.topPages.add(view.path, view.visitor);
      names.countries.add(view.country ?? UNKNOWN, view.visitor);
      names.devices.add(view.device, view.visitor);
      names.browsers.add(view.browser, view.visitor);
    }
  }
  const out = {} as Record<PanelName, Record<string, Pair>>;
  for (const name of Object.keys(names) as PanelName[]) out[name] = names[name].top();
  return out;
}

/**
 * The rollup of `day` from its events, page views read from VISIT_LOOKAROUND_MS before its start
 * to as long after its end (the other events are read on the day only). `dayOf` answers an
 * instant's local day (zoned-days.ts `dayFinder` for speed).
 */
export function dayReport(
  events: readonly ReportEvent[],
  timeZone: string,
  day: string,
  dayOf: DayOf = (at) => localDay(at, timeZone),
): DayReport {
  const visits = visitsOf(events, dayOf, day);
  const byHour: Visit[][] = Array.from({ length: 24 }, () => []);
  for (const visit of visits) byHour[localHour(visit.views[0]!.at, timeZone)]!.push(visit);
  const searches = new Tally();
  const steps: Record<FunnelStep, Set<string>> = {
    productViews: new Set(),
    addToCart: new Set(),
    checkouts: new Set(),
    orders: new Set(),
  };
  const products = new Map<string, { name: string; views: number; addToCart: number }>();
  const forms: Record<string, number> = {};
  const popup = { shows: 0, closes: 0, signUps: 0 };
  for (const event of events) {
    if (event.kind === 'page_view' || dayOf(event.at) !== day) continue;
    const query = searchQuery(event);
    if (query !== undefined) searches.add(query, event.visitor);
    const step = funnelStep(event);
    if (step) {
      steps[step.step].add(event.visitor);
      if (step.product && (step.step === 'productViews' || step.step === 'addToCart')) {
        const row = products.get(step.product.id) ?? { name: '', views: 0, addToCart: 0 };
        row.name ||= step.product.name;
        if (step.step === 'productViews') row.views += 1;
        else row.addToCart += 1;
        products.set(step.product.id, row);
      }
    }
    const form = renderedForm(event);
    if (form !== undefined) forms[form] = (forms[form] ?? 0) + 1;
    const overlay = overlayEvent(event);
    if (overlay === OverlayEvent.show) popup.shows += 1;
    if (overlay === OverlayEvent.close) popup.closes += 1;
    if (overlay === OverlayEvent.signUp) popup.signUps += 1;
  }
  return {
    version: DAY_REPORT_VERSION,
    day,
    timeZone,
    totals: countsOf(visits),
    hours: byHour.map(countsOf),
    panels: panelsOf(visits),
    searches: searches.top(),
    funnel: {
      productViews: steps.productViews.size,
      addToCart: steps.addToCart.size,
      checkouts: steps.checkouts.size,
      orders: steps.orders.size,
    },
    products: Object.fromEntries(products),
    forms,
    popup,
  };
}
