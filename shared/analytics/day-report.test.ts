import { describe, expect, it } from 'vitest';
import { dayReport, localHour } from './day-report';
import { rangeHeadline, rangePanels, topRows } from './range-report';
import type { ReportEvent } from './report-events';
import { pageView } from './report-fixtures';
import { dayFinder, localDay } from './zoned-days';

const NY = 'America/New_York';
const MINUTE = 60_000;

const view = (iso: string, visitor: string, visit: string | null, path = '/') =>
  pageView(Date.parse(iso), visitor, visit, path);

function event(iso: string, visitor: string, name: string, data: object): ReportEvent {
  return { ...view(iso, visitor, null), kind: 'event', data: { event: name, data, extras: {} } };
}

describe('dayReport', () => {
  it('counts a visit across local midnight on the day it began, with all its views', () => {
    // 23:50 and 00:10 New York time (UTC-5 in November): one visit of two views.
    const events = [
      view('2026-11-27T04:50:00Z', 'a', 'a1', '/late'),
      view('2026-11-27T05:10:00Z', 'a', 'a1', '/after-midnight'),
      view('2026-11-27T05:20:00Z', 'b', 'b1', '/morning'),
    ];
    const before = dayReport(events, NY, '2026-11-26');
    const after = dayReport(events, NY, '2026-11-27');
    expect(before.totals).toEqual({
      views: 2,
      visits: 1,
      visitors: 1,
      bounces: 0,
      durationMs: 20 * MINUTE,
    });
    expect(before.hours[23]).toMatchObject({ views: 2, visits: 1 });
    expect(Object.keys(before.panels.exitPages)).toEqual(['/after-midnight']);
    expect(after.totals).toMatchObject({ views: 1, visits: 1, bounces: 1 });
    expect(Object.keys(after.panels.topPages)).toEqual(['/morning']);
  });

  it('cuts the days of a daylight-saving change by local time (23 and 25 hours)', () => {
    // 2026-03-08: New York skips 02:00-03:00; 01:30 EST is 06:30Z, 03:30 EDT is 07:30Z.
    const spring = [
      view('2026-03-08T05:30:00Z', 'a', 'a1'), // 00:30 local
      view('2026-03-08T07:30:00Z', 'b', 'b1'), // 03:30 local
      view('2026-03-09T03:59:00Z', 'c', 'c1'), // 23:59 local
      view('2026-03-09T04:01:00Z', 'd', 'd1'), // 00:01 on the 9th
    ];
    const day = dayReport(spring, NY, '2026-03-08');
    expect(day.totals.visits).toBe(3);
    expect([0, 3, 23].map((hour) => day.hours[hour]!.visits)).toEqual([1, 1, 1]);
    expect(day.hours[2]!.visits).toBe(0);
    // 2026-11-01: 01:00-02:00 happens twice; both count in hour 1 of the day.
    const autumn = [
      view('2026-11-01T05:30:00Z', 'a', 'a1'), // 01:30 EDT
      view('2026-11-01T06:30:00Z', 'b', 'b1'), // 01:30 EST
      view('2026-11-02T04:59:00Z', 'c', 'c1'), // 23:59 EST
    ];
    const long = dayReport(autumn, NY, '2026-11-01');
    expect(long.totals.visits).toBe(3);
    expect(long.hours[1]!.visits).toBe(2);
    expect(long.hours[23]!.visits).toBe(1);
  });

  it('counts searches, funnel steps by distinct visitor, products, forms and the popup', () => {
    const at = '2026-11-26T15:00:00Z';
    const product = { item_id: 'p1', item_title: 'Oak stool' };
    const events: ReportEvent[] = [
      event(at, 'a', 'site_search', { query: '  Oak   Stool ' }),
      event(at, 'b', 'site_search', { query: 'oak stool' }),
      event(at, 'a', 'commerce_view_product', { product }),
      event(at, 'a', 'commerce_view_product', { product }),
      event(at, 'b', 'commerce_view_product', { product }),
      event(at, 'a', 'commerce_add_to_cart', { product }),
      event(at, 'a', 'commerce_checkout', {}),
      event(at, 'a', 'commerce_purchase', {}),
      event(at, 'a', 'commerce_view_cart', {}),
      { ...view(at, 'a', null), kind: 'form_render', data: { formId: 'f1' } },
      { ...view(at, 'b', null), kind: 'form_render', data: { formId: 'f1' } },
      { ...view(at, 'a', null), kind: 'overlay', data: { event: 'show' } },
      { ...view(at, 'a', null), kind: 'overlay', data: { event: 'sign_up' } },
      { ...view(at, 'b', null), kind: 'overlay', data: { event: 'show' } },
      { ...view(at, 'b', null), kind: 'overlay', data: { event: 'close' } },
      { ...view(at, 'b', null), kind: 'overlay', data: { event: 'other' } },
      // The next day: not this day's.
      event('2026-11-27T15:00:00Z', 'c', 'commerce_view_product', { product }),
    ];
    const day = dayReport(events, NY, '2026-11-26');
    expect(day.searches).toEqual({ 'oak stool': [2, 2] });
    expect(day.funnel).toEqual({ productViews: 2, addToCart: 1, checkouts: 1, orders: 1 });
    expect(day.products).toEqual({ p1: { name: 'Oak stool', views: 3, addToCart: 1 } });
    expect(day.forms).toEqual({ f1: 2 });
    expect(day.popup).toEqual({ shows: 2, closes: 1, signUps: 1 });
  });
});

describe('range sums', () => {
  it('adds the days: headline, and panels as the top names of the summed rows', () => {
    const one = dayReport([view('2026-11-26T15:00:00Z', 'a', 'a1', '/x')], NY, '2026-11-26');
    const two = dayReport(
      [
        view('2026-11-27T15:00:00Z', 'a', 'a2', '/y'),
        view('2026-11-27T15:01:00Z', 'a', 'a2', '/x'),
      ],
      NY,
      '2026-11-27',
    );
    expect(rangeHeadline([one, two])).toEqual({
      uniqueVisitors: 2,
      visits: 2,
      pageViews: 3,
      pagesPerVisit: 1.5,
      bounceRate: 0.5,
      visitDurationMs: 30_000,
    });
    expect(rangePanels([one, two]).topPages).toEqual([
      { name: '/x', views: 2, visitors: 2 },
      { name: '/y', views: 1, visitors: 1 },
    ]);
    expect(topRows([{ a: [1, 1] }, { b: [1, 1] }], 1)).toEqual([
      { name: 'a', views: 1, visitors: 1 },
    ]);
  });
});

describe('dayFinder and localHour', () => {
  it('agrees with localDay around a daylight-saving change', () => {
    const find = dayFinder(NY, '2026-03-07', '2026-03-09');
    for (
      let at = Date.parse('2026-03-07T00:00:00Z');
      at < Date.parse('2026-03-11T00:00:00Z');
      at += 17 * MINUTE
    ) {
      expect(find(at)).toBe(localDay(at, NY));
    }
    expect(localHour(Date.parse('2026-03-08T07:30:00Z'), NY)).toBe(3);
  });
});
