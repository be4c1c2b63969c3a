// The owner's analytics report (docs/analytics.md "Reports"): GET /api/analytics/summary answers,
// for a range of days in the site's time zone, the headline figures and those of the same number
// of days before it, one rollup per day (and per hour for one day), the visitors of the last five
// minutes, the panels, the site's searches, the commerce funnel, revenue and top products, the
// forms, the popup and restock sign-ups. Event figures are sums of daily rollups
// (server/analytics/day-rollups.ts); orders, submissions and sign-ups are read from their tables.
// Events still in the ingest buffer (at most a second's) are not counted yet.
import { Hono } from 'hono';
import { commerceReport } from '../../shared/analytics/commerce-report';
import type { DayReport } from '../../shared/analytics/day-report';
import {
  dayRollups,
  hourRollups,
  rangeFormRenders,
  rangeFunnel,
  rangeHeadline,
  rangePanels,
  rangePopup,
  rangeProducts,
  rangeSearches,
} from '../../shared/analytics/range-report';
import { visitorsNow } from '../../shared/analytics/rollups';
import {
  daysBetween,
  nextDay,
  parseDay,
  reportTimeZone,
  startOfLocalDay,
} from '../../shared/analytics/zoned-days';
import {
  AnalyticsReportMessage,
  type AnalyticsSummaryResponse,
  type FormReportRow,
  MAX_REPORT_DAYS,
} from '../../shared/api/analytics';
import { siteTimeZone } from '../../shared/content/dates';
import { DEFAULT_CURRENCY } from '../../shared/money/currencies';
import type { DayRollups } from '../analytics/day-rollups';
import type { AnalyticsSources, FormCounts } from '../storage/analytics-sources';
import type { AnalyticsStore } from '../storage/analytics-store';
import type { SiteStore } from '../storage/site-store';

export interface ReportDependencies {
  readonly analytics: AnalyticsStore;
  readonly rollups: DayRollups;
  readonly sources: AnalyticsSources;
  readonly sites: SiteStore;
  readonly siteId: string;
  readonly now: () => number;
}

const RECENT_MS = 5 * 60_000;

function formRows(days: readonly DayReport[], forms: readonly FormCounts[]): FormReportRow[] {
  const renders = rangeFormRenders(days);
  const rows = new Map<string, FormReportRow>();
  for (const form of forms) {
    rows.set(form.formId, { ...form, renders: renders.get(form.formId) ?? 0 });
  }
  for (const [formId, count] of renders) {
    if (!rows.has(formId)) rows.set(formId, { formId, name: '', renders: count, submissions: 0 });
  }
  return [...rows.values()]
    .filter((row) => row.renders > 0 || row.submissions > 0)
    .sort(
      (a, b) =>
        b.renders - a.renders || b.submissions - a.submissions || (a.name < b.name ? -1 : 1),
    );
}

export function analyticsReportRoutes(deps: ReportDependencies): Hono {
  const app = new Hono();
  const settingsOf = async () => {
    const settings = (await deps.sites.get(deps.siteId))?.site.settings;
    return {
      timeZone: reportTimeZone(siteTimeZone(settings)),
      currency: settings?.currency ?? DEFAULT_CURRENCY,
    };
  };

  app.get('/summary', async (c) => {
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (parseDay(from) === undefined || parseDay(to) === undefined || from > to) {
      return c.json({ error: AnalyticsReportMessage.badRange }, 400);
    }
    const days = daysBetween(from, to);
    if (days.length > MAX_REPORT_DAYS) {
      return c.json({ error: AnalyticsReportMessage.tooLong }, 400);
    }
    const includeTestOrders = c.req.query('includeTestOrders') === '1';
    const { timeZone, currency } = await settingsOf();
    const start = startOfLocalDay(from, timeZone);
    const end = startOfLocalDay(nextDay(to), timeZone);
    const now = deps.now();
    const [all, recent, orders, forms, restockSignUps] = await Promise.all([
      deps.rollups.days(daysBetween(nextDay(from, -days.length), to), timeZone),
      deps.analytics.reportEvents(deps.siteId, now - RECENT_MS, now + 1),
      deps.sources.orders(deps.siteId, start, end),
      deps.sources.formSubmissions(deps.siteId, start, end),
      deps.sources.restockSignUps(deps.siteId, start, end),
    ]);
    const previous = all.slice(0, days.length);
    const current = all.slice(days.length);
    const body: AnalyticsSummaryResponse = {
      timeZone,
      from,
      to,
      current: rangeHeadline(current),
      previous: rangeHeadline(previous),
      days: dayRollups(current),
      visitorsNow: visitorsNow(recent, now, RECENT_MS),
      panels: rangePanels(current),
      ...(from === to ? { hours: hourRollups(current[0]!) } : {}),
      searches: rangeSearches(current),
      commerce: commerceReport({
        funnel: rangeFunnel(current),
        products: rangeProducts(current),
        orders,
        currency,
        includeTestOrders,
      }),
      forms: formRows(current, forms),
      popup: rangePopup(current),
      restockSignUps,
    };
    return c.json(body);
  });
  return app;
}
