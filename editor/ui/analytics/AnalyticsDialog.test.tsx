// @vitest-environment jsdom
// The dashboard as an owner uses it: the report of the chosen range in headline figures (with
// their change in words), charts with their tables, empty states for sections without data, a
// CSV per panel, and the range and test-order choices asking the report again.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Headline } from '../../../shared/analytics/rollups';
import type { AnalyticsSummaryResponse } from '../../../shared/api/analytics';
import { moneyToWire } from '../../../shared/money/wire';
import { call } from '../../owner-call';
import { renderEditor } from '../test-helpers';
import { AnalyticsDialog } from './AnalyticsDialog';

vi.mock('../../owner-call', () => ({ call: vi.fn() }));
const asked = vi.mocked(call);

const headline = (over: Partial<Headline> = {}): Headline => ({
  uniqueVisitors: 0,
  visits: 0,
  pageViews: 0,
  pagesPerVisit: 0,
  bounceRate: 0,
  visitDurationMs: 0,
  ...over,
});

function report(over: Partial<AnalyticsSummaryResponse> = {}): AnalyticsSummaryResponse {
  const zero = moneyToWire(0, 'USD');
  return {
    timeZone: 'America/New_York',
    from: '2026-11-01',
    to: '2026-11-02',
    current: headline({
      uniqueVisitors: 5,
      visits: 6,
      pageViews: 12,
      pagesPerVisit: 2,
      bounceRate: 0.5,
      visitDurationMs: 65_000,
    }),
    previous: headline({ uniqueVisitors: 4, visits: 6, pageViews: 6, bounceRate: 0.25 }),
    days: [
      { day: '2026-11-01', ...headline({ pageViews: 4, uniqueVisitors: 2 }) },
      { day: '2026-11-02', ...headline({ pageViews: 8, uniqueVisitors: 3 }) },
    ],
    visitorsNow: 1,
    panels: {
      topPages: [
        { name: '/shop', views: 8, visitors: 4 },
        { name: '/', views: 4, visitors: 3 },
      ],
      entryPages: [],
      exitPages: [],
      sources: [],
      countries: [{ name: 'DE', views: 2, visitors: 1 }],
      devices: [],
      browsers: [],
    },
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
    ...over,
  };
}

const panel = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  asked.mockResolvedValue({ ok: true, value: report() });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function open() {
  return renderEditor(<AnalyticsDialog onClose={() => {}} />);
}

describe('the analytics dashboard', () => {
  it('asks for the last 30 days and shows the headline figures with their change in words', async () => {
    open();
    expect(asked).toHaveBeenCalledWith(
      'GET',
      expect.stringMatching(/^\/api\/analytics\/summary\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
    );
    const figures = within(await screen.findByRole('list', { name: 'Headline figures' }));
    const views = figures.getByText('Page views').closest('li')!;
    expect(views.textContent).toContain('12');
    expect(views.textContent).toContain('Up 100% from the previous period.');
    const bounce = figures.getByText('Bounce rate').closest('li')!;
    expect(bounce.textContent).toContain('50%');
    expect(bounce.querySelector('.figure-change')!.className).toContain('is-bad');
    expect(figures.getByText('Visit duration').closest('li')!.textContent).toContain(
      '1 min, 5 sec',
    );
    expect(figures.getByText('Visitors now').closest('li')!.textContent).toContain('1');
    expect(screen.getByRole('button', { name: 'Download CSV: Headline figures' })).toBeTruthy();
  });

  it('lists top pages and countries by name, and shows empty sections as empty', async () => {
    open();
    const pages = await screen.findByRole('region', { name: 'Top pages' });
    const rows = within(pages).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PagePage viewsVisitors',
      '/shop84',
      '/43',
    ]);
    expect(panel('Countries').getByRole('rowheader').textContent).toBe('Germany');
    expect(panel('Searches').getByText('Nothing recorded in this range yet.')).toBeTruthy();
    expect(panel('Shopping funnel').getByText('No product views in this range yet.')).toBeTruthy();
    expect(panel('Popup').getByText('The popup was not shown in this range.')).toBeTruthy();
  });

  it('draws the days as a chart, with its table one keyboard-usable button away', async () => {
    open();
    const time = await screen.findByRole('region', { name: 'Visitors by day' });
    expect(within(time).getByRole('img').getAttribute('aria-label')).toContain(
      'most page views, 8, on Mon, Nov 2, 2026',
    );
    const toggle = within(time).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(time).queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(time).getAllByRole('row')).toHaveLength(3);
  });

  it('draws the funnel with each step’s conversion', async () => {
    asked.mockResolvedValue({
      ok: true,
      value: report({
        commerce: {
          ...report().commerce,
          funnel: { productViews: 10, addToCart: 4, checkouts: 2, orders: 1 },
          orders: 1,
          revenue: moneyToWire(3500, 'USD'),
          averageOrderValue: moneyToWire(3500, 'USD'),
        },
      }),
    });
    open();
    const funnel = await screen.findByRole('region', { name: 'Shopping funnel' });
    expect(within(funnel).getByRole('img').getAttribute('aria-label')).toBe(
      'Shopping funnel, visitors at each step: Product views 10, Add to cart 4 (40% of the step before), Checkout 2 (50% of the step before), Orders 1 (50% of the step before).',
    );
    expect(panel('Sales').getAllByText('$35.00')).toHaveLength(2);
  });

  it('downloads a panel as CSV, written in the browser', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV: Top pages' }));
    expect(click).toHaveBeenCalled();
    expect(await blobs[0]!.text()).toBe('Page,Page views,Visitors\r\n/shop,8,4\r\n/,4,3\r\n');
  });

  it('asks again with test orders, and for a custom range only once it is valid', async () => {
    open();
    await screen.findByRole('list', { name: 'Headline figures' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include test orders' }));
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith('GET', expect.stringContaining('includeTestOrders=1')),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), {
      target: { value: 'custom' },
    });
    const calls = asked.mock.calls.length;
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The first day must not be after the last day.',
    );
    expect(asked).toHaveBeenCalledTimes(calls);
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith(
        'GET',
        '/api/analytics/summary?from=2026-10-01&to=2026-11-01&includeTestOrders=1',
      ),
    );
  });

  it('draws a one-day range by the hour', async () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...headline({ pageViews: hour === 15 ? 3 : 0 }),
    }));
    asked.mockResolvedValue({
      ok: true,
      value: report({ from: '2026-11-02', to: '2026-11-02', hours }),
    });
    open();
    const time = await screen.findByRole('region', { name: 'Visitors by hour' });
    expect(within(time).getByRole('img').getAttribute('aria-label')).toContain(
      'by hour, 12 AM to 11 PM: most page views, 3, on 3 PM',
    );
  });

  it('says when the report could not be loaded, and tries again', async () => {
    asked.mockResolvedValueOnce({
      ok: false,
      status: 0,
      message: 'The server could not be reached.',
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The server could not be reached.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Headline figures' })).toBeTruthy();
  });
});
