// A range's figures from its days' rollups (shared/analytics/day-report.ts): sums. Distinct
// visitors add up each day's (the visitor hash's salt changes daily, so one person is a new hash
// each day anyway); panels show the top PANEL_ROWS of the summed names.
import type { CommerceFunnel, HourRollup, PopupReport } from '../api/analytics';
import type { Counts, DayReport, Pair, PanelName, ProductCounts } from './day-report';
import { EMPTY_COUNTS } from './day-report';
import { PANEL_ROWS, type PanelRow, type Panels } from './panels';
import type { DayRollup, Headline } from './rollups';

const round = (value: number, places: number) => Number(value.toFixed(places));

export function sumCounts(list: readonly Counts[]): Counts {
  const total = { ...EMPTY_COUNTS };
  for (const counts of list) {
    total.views += counts.views;
    total.visits += counts.visits;
    total.visitors += counts.visitors;
    total.bounces += counts.bounces;
    total.durationMs += counts.durationMs;
  }
  return total;
}

export function headlineOf(counts: Counts): Headline {
  const { visits } = counts;
  return {
    uniqueVisitors: counts.visitors,
    visits,
    pageViews: counts.views,
    pagesPerVisit: visits === 0 ? 0 : round(counts.views / visits, 2),
    bounceRate: visits === 0 ? 0 : round(counts.bounces / visits, 4),
    visitDurationMs: visits === 0 ? 0 : Math.round(counts.durationMs / visits),
  };
}

export function rangeHeadline(days: readonly DayReport[]): Headline {
  return headlineOf(sumCounts(days.map((day) => day.totals)));
}

export function dayRollups(days: readonly DayReport[]): DayRollup[] {
  return days.map((day) => ({ day: day.day, ...headlineOf(day.totals) }));
}

export function hourRollups(day: DayReport): HourRollup[] {
  return day.hours.map((counts, hour) => ({ hour, ...headlineOf(counts) }));
}

/** The summed rows, largest first (views, then visitors, then name), at most `limit`. */
export function topRows(
  tables: readonly Readonly<Record<string, Pair>>[],
  limit = PANEL_ROWS,
): PanelRow[] {
  const sums = new Map<string, [number, number]>();
  for (const table of tables) {
    for (const [name, [views, visitors]] of Object.entries(table)) {
      const sum = sums.get(name) ?? [0, 0];
      sum[0] += views;
      sum[1] += visitors;
      sums.set(name, sum);
    }
  }
  return [...sums]
    .map(([name, [views, visitors]]) => ({ name, views, visitors }))
    .sort((a, b) => b.views - a.views || b.visitors - a.visitors || (a.name < b.name ? -1 : 1))
    .slice(0, limit);
}

const PANEL_NAMES: readonly PanelName[] = [
  'topPages',
  'entryPages',
  'exitPages',
  'sources',
  'countries',
  'devices',
  'browsers',
];

export function rangePanels(days: readonly DayReport[]): Panels {
  const out = {} as Record<PanelName, PanelRow[]>;
  for (const name of PANEL_NAMES) out[name] = topRows(days.map((day) => day.panels[name]));
  return out;
}

export function rangeSearches(days: readonly DayReport[]): PanelRow[] {
  return topRows(days.map((day) => day.searches));
}

export function rangeFunnel(days: readonly DayReport[]): CommerceFunnel {
  const sum = (step: keyof CommerceFunnel) => days.reduce((n, day) => n + day.funnel[step], 0);
  return {
    productViews: sum('productViews'),
    addToCart: sum('addToCart'),
    checkouts: sum('checkouts'),
    orders: sum('orders'),
  };
}

export function rangeProducts(days: readonly DayReport[]): Map<string, ProductCounts> {
  const products = new Map<string, ProductCounts>();
  for (const day of days) {
    for (const [id, row] of Object.entries(day.products)) {
      const sum = products.get(id);
      products.set(id, {
        name: sum?.name || row.name,
        views: (sum?.views ?? 0) + row.views,
        addToCart: (sum?.addToCart ?? 0) + row.addToCart,
      });
    }
  }
  return products;
}

export function rangeFormRenders(days: readonly DayReport[]): Map<string, number> {
  const forms = new Map<string, number>();
  for (const day of days) {
    for (const [id, renders] of Object.entries(day.forms)) {
      forms.set(id, (forms.get(id) ?? 0) + renders);
    }
  }
  return forms;
}

export function rangePopup(days: readonly DayReport[]): PopupReport {
  const sum = (field: keyof PopupReport) => days.reduce((n, day) => n + day.popup[field], 0);
  return { shows: sum('shows'), closes: sum('closes'), signUps: sum('signUps') };
}
