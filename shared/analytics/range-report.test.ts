// The report's headline figures and panels as a range sums its days' rollups (the cases the
// figures were first written with, now through shared/analytics/day-report.ts).
import { describe, expect, it } from 'vitest';
import { dayReport } from './day-report';
import { PANEL_ROWS } from './panels';
import { dayRollups, rangeHeadline, rangePanels } from './range-report';
import { pageView } from './report-fixtures';

const NY = 'America/New_York';
const MINUTE = 60_000;
/** 2026-11-26 10:00 in New York. */
const t0 = Date.parse('2026-11-26T15:00:00Z');
const DAY = '2026-11-26';

const view = (minutes: number, visitor: string, visit: string | null, path = '/', extra = {}) =>
  pageView(t0 + minutes * MINUTE, visitor, visit, path, extra);

describe('rangeHeadline', () => {
  it('is all zero without views', () => {
    expect(rangeHeadline([dayReport([], NY, DAY)])).toEqual({
      uniqueVisitors: 0,
      visits: 0,
      pageViews: 0,
      pagesPerVisit: 0,
      bounceRate: 0,
      visitDurationMs: 0,
    });
  });

  it('counts visits, bounces, pages per visit and the mean duration', () => {
    const views = [
      // Visitor a: one visit of three views over 4 minutes, then a bounce.
      view(0, 'a', 'a1'),
      view(1, 'a', 'a1'),
      view(4, 'a', 'a1'),
      view(90, 'a', 'a2'),
      // Visitor b: a bounce.
      view(10, 'b', 'b1'),
      // Visitor c: two views without a census record: one visit that day, 2 minutes long.
      view(20, 'c', null),
      view(22, 'c', null),
    ];
    expect(rangeHeadline([dayReport(views, NY, DAY)])).toEqual({
      uniqueVisitors: 3,
      visits: 4,
      pageViews: 7,
      pagesPerVisit: 1.75,
      bounceRate: 0.5,
      visitDurationMs: Math.round((4 * MINUTE + 2 * MINUTE) / 4),
    });
  });

  it('adds up the days: views and visits, one rollup per day', () => {
    const views = [view(0, 'a', 'a1'), view(60 * 24, 'a', 'a2'), view(60 * 48, 'b', 'b1')];
    const days = ['2026-11-26', '2026-11-27', '2026-11-28'].map((day) => dayReport(views, NY, day));
    expect(dayRollups(days).map((day) => [day.day, day.pageViews, day.visits])).toEqual([
      ['2026-11-26', 1, 1],
      ['2026-11-27', 1, 1],
      ['2026-11-28', 1, 1],
    ]);
    expect(rangeHeadline(days)).toMatchObject({ pageViews: 3, visits: 3 });
  });
});

describe('rangePanels', () => {
  const views = [
    view(1, 'a', 'a1', '/', { referrer: 'news.example', country: 'FR' }),
    view(2, 'a', 'a1', '/shop', { country: 'FR' }),
    view(3, 'a', 'a1', '/shop/cushion', { country: 'FR' }),
    view(4, 'b', 'b1', '/shop', { device: 'mobile', browser: 'safari' }),
    view(5, 'c', null, '/about', { referrer: 'search.example', country: 'DE' }),
  ];
  const result = rangePanels([dayReport(views, NY, DAY)]);

  it('counts pages by views, then visitors', () => {
    expect(result.topPages).toEqual([
      { name: '/shop', views: 2, visitors: 2 },
      { name: '/', views: 1, visitors: 1 },
      { name: '/about', views: 1, visitors: 1 },
      { name: '/shop/cushion', views: 1, visitors: 1 },
    ]);
  });

  it('takes entry pages and sources from each visit first view, exit pages from its last', () => {
    expect(result.entryPages.map((row) => row.name)).toEqual(['/', '/about', '/shop']);
    expect(result.exitPages.map((row) => row.name)).toEqual(['/about', '/shop', '/shop/cushion']);
    expect(result.sources).toEqual([
      { name: 'Direct', views: 1, visitors: 1 },
      { name: 'news.example', views: 1, visitors: 1 },
      { name: 'search.example', views: 1, visitors: 1 },
    ]);
  });

  it('names the unknown country, and counts devices and browsers', () => {
    expect(result.countries).toEqual([
      { name: 'FR', views: 3, visitors: 1 },
      { name: 'DE', views: 1, visitors: 1 },
      { name: 'Unknown', views: 1, visitors: 1 },
    ]);
    expect(result.devices.map((row) => [row.name, row.views])).toEqual([
      ['desktop', 4],
      ['mobile', 1],
    ]);
    expect(result.browsers.map((row) => row.name)).toEqual(['chrome', 'safari']);
  });

  it(`keeps the first ${PANEL_ROWS} rows`, () => {
    const many = Array.from({ length: 15 }, (_, n) => view(n, 'a', null, `/p${n}`));
    expect(rangePanels([dayReport(many, NY, DAY)]).topPages).toHaveLength(PANEL_ROWS);
  });
});
