// The owner's analytics report (docs/analytics.md "Reports"): GET /api/analytics/summary answers
// the headline figures of a range of days in the site's time zone, those of the same number of
// days before it, one rollup per day, the visitors of the last five minutes, and the panels. Figures come
// from the stored page views (shared/analytics/rollups.ts); events still in the ingest buffer
// (at most a second's) are not counted yet.
import { Hono } from 'hono';
import { panels } from '../../shared/analytics/panels';
import { dailyRollups, headline, visitorsNow } from '../../shared/analytics/rollups';
import {
  daysBetween,
  isTimeZone,
  nextDay,
  parseDay,
  startOfLocalDay,
} from '../../shared/analytics/zoned-days';
import {
  AnalyticsReportMessage,
  type AnalyticsSummaryResponse,
  MAX_REPORT_DAYS,
} from '../../shared/api/analytics';
import { siteTimeZone } from '../../shared/content/dates';
import { DEFAULT_TIME_ZONE } from '../../shared/limits';
import { DEFAULT_CURRENCY } from '../../shared/money/currencies';
import { moneyToWire } from '../../shared/money/wire';
import type { AnalyticsStore } from '../storage/analytics-store';
import type { SiteStore } from '../storage/site-store';

export interface ReportDependencies {
  readonly analytics: AnalyticsStore;
  readonly sites: SiteStore;
  readonly siteId: string;
  readonly now: () => number;
}

// The sections issue 22's dashboard adds, empty until the commerce, form and popup counts are
// read from the stored events (in progress).
function commerceSectionsUnbuilt() {
  const zero = moneyToWire(0, DEFAULT_CURRENCY);
  return {
    searches: [],
    commerce: {
      funnel: { productViews: 0, addToCart: 0, checkouts: 0, orders: 0 },
      orders: 0,
      revenue: zero,
      averageOrderValue: zero,
      topProducts: [],
      includesTestOrders: false,
    },
    forms: [],
    popup: { shows: 0, closes: 0, signUps: 0 },
    restockSignUps: 0,
  } satisfies Partial<AnalyticsSummaryResponse>;
}

export function analyticsReportRoutes(deps: ReportDependencies): Hono {
  const app = new Hono();
  const timeZoneOf = async () => {
    const zone = siteTimeZone((await deps.sites.get(deps.siteId))?.site.settings);
    return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  };

  app.get('/summary', async (c) => {
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (parseDay(from) === undefined || parseDay(to) === undefined || from > to) {
      return c.json({ error: AnalyticsReportMessage.badRange }, 400);
    }
    const length = daysBetween(from, to).length;
    if (length > MAX_REPORT_DAYS) return c.json({ error: AnalyticsReportMessage.tooLong }, 400);
    const timeZone = await timeZoneOf();
    const previousFrom = nextDay(from, -length);
    const start = startOfLocalDay(previousFrom, timeZone);
    const middle = startOfLocalDay(from, timeZone);
    const end = startOfLocalDay(nextDay(to), timeZone);
    const now = deps.now();
    const [events, recent] = await Promise.all([
      deps.analytics.events(deps.siteId, start, end),
      deps.analytics.events(deps.siteId, now - 5 * 60_000, now + 1),
    ]);
    const views = events.filter((event) => event.kind === 'page_view');
    const current = views.filter((event) => event.at >= middle);
    const body: AnalyticsSummaryResponse = {
      timeZone,
      from,
      to,
      current: headline(current, timeZone),
      previous: headline(
        views.filter((event) => event.at < middle),
        timeZone,
      ),
      days: dailyRollups(current, timeZone, from, to),
      visitorsNow: visitorsNow(recent, now),
      panels: panels(current),
      ...commerceSectionsUnbuilt(),
    };
    return c.json(body);
  });
  return app;
}
