// Each dashboard panel's table (data-table.ts) from the report (AnalyticsSummaryResponse). A share
// that cannot be computed (nothing to divide by) is an empty cell.
import type { PanelRow } from '../../../shared/analytics/panels';
import type { DayRollup, Headline } from '../../../shared/analytics/rollups';
import type {
  AnalyticsSummaryResponse,
  CommerceReport,
  FormReportRow,
  HourRollup,
  PopupReport,
} from '../../../shared/api/analytics';
import { type Column, type DataTable, formatKind } from './data-table';
import { formatHour, formatLongDay } from './format';
import { funnelSteps } from './funnel';

/** The six headline figures: which field, its name, how it is shown, whether more is better. */
export const HEADLINES = [
  { key: 'uniqueVisitors', label: 'Unique visitors', kind: 'count', higherIsBetter: true },
  { key: 'visits', label: 'Visits', kind: 'count', higherIsBetter: true },
  { key: 'pageViews', label: 'Page views', kind: 'count', higherIsBetter: true },
  { key: 'pagesPerVisit', label: 'Pages per visit', kind: 'decimal', higherIsBetter: true },
  { key: 'bounceRate', label: 'Bounce rate', kind: 'share', higherIsBetter: false },
  { key: 'visitDurationMs', label: 'Visit duration', kind: 'duration', higherIsBetter: true },
] as const satisfies readonly (Column & { key: keyof Headline; higherIsBetter: boolean })[];

const share = (part: number, whole: number) => (whole > 0 ? part / whole : '');

export function headlineTable(report: AnalyticsSummaryResponse): DataTable {
  return {
    title: 'Headline figures',
    columns: [
      { label: 'Figure', kind: 'text' },
      { label: 'This period', kind: 'text' },
      { label: 'Previous period', kind: 'text' },
      { label: 'Change', kind: 'share' },
    ],
    rows: HEADLINES.map((figure) => {
      const current = report.current[figure.key];
      const previous = report.previous[figure.key];
      return [
        figure.label,
        formatKind(figure.kind, current),
        formatKind(figure.kind, previous),
        previous > 0 ? (current - previous) / previous : current === 0 ? 0 : '',
      ];
    }),
  };
}

const TIME_COLUMNS: readonly Column[] = [
  { label: 'Unique visitors', kind: 'count' },
  { label: 'Visits', kind: 'count' },
  { label: 'Page views', kind: 'count' },
  { label: 'Bounce rate', kind: 'share' },
  { label: 'Visit duration', kind: 'duration' },
];

const timeCells = (row: Headline) => [
  row.uniqueVisitors,
  row.visits,
  row.pageViews,
  row.bounceRate,
  row.visitDurationMs,
];

export function dailyTable(days: readonly DayRollup[]): DataTable {
  return {
    title: 'Visitors by day',
    columns: [{ label: 'Day', kind: 'text' }, ...TIME_COLUMNS],
    rows: days.map((day) => [formatLongDay(day.day), ...timeCells(day)]),
  };
}

export function hourlyTable(hours: readonly HourRollup[]): DataTable {
  return {
    title: 'Visitors by hour',
    columns: [{ label: 'Hour', kind: 'text' }, ...TIME_COLUMNS],
    rows: hours.map((hour) => [formatHour(hour.hour), ...timeCells(hour)]),
  };
}

/** A panel of names with their page views and visitors (top pages, sources, …). */
export function panelTable(
  title: string,
  nameLabel: string,
  rows: readonly PanelRow[],
  nameOf: (name: string) => string = (name) => name,
  countLabel = 'Page views',
): DataTable {
  return {
    title,
    columns: [
      { label: nameLabel, kind: 'text' },
      { label: countLabel, kind: 'count' },
      { label: 'Visitors', kind: 'count' },
    ],
    rows: rows.map((row) => [nameOf(row.name), row.views, row.visitors]),
  };
}

export function funnelTable(commerce: CommerceReport): DataTable {
  return {
    title: 'Shopping funnel',
    columns: [
      { label: 'Step', kind: 'text' },
      { label: 'Visitors', kind: 'count' },
      { label: 'Of the step before', kind: 'share' },
      { label: 'Of product views', kind: 'share' },
    ],
    rows: funnelSteps(commerce.funnel).map((step) => [
      step.name,
      step.count,
      step.fromPrevious ?? '',
      step.fromFirst ?? '',
    ]),
  };
}

export function salesTable(commerce: CommerceReport): DataTable {
  return {
    title: 'Sales',
    currency: commerce.revenue.currency,
    columns: [
      { label: 'Orders', kind: 'count' },
      { label: 'Revenue', kind: 'money' },
      { label: 'Average order value', kind: 'money' },
    ],
    rows: [[commerce.orders, commerce.revenue.value, commerce.averageOrderValue.value]],
  };
}

export function productsTable(commerce: CommerceReport): DataTable {
  return {
    title: 'Top products',
    currency: commerce.revenue.currency,
    columns: [
      { label: 'Product', kind: 'text' },
      { label: 'Views', kind: 'count' },
      { label: 'Added to cart', kind: 'count' },
      { label: 'Orders', kind: 'count' },
      { label: 'Revenue', kind: 'money' },
    ],
    rows: commerce.topProducts.map((product) => [
      product.name,
      product.views,
      product.addToCart,
      product.orders,
      product.revenue.value,
    ]),
  };
}

export function formsTable(forms: readonly FormReportRow[]): DataTable {
  return {
    title: 'Forms',
    columns: [
      { label: 'Form', kind: 'text' },
      { label: 'Shown', kind: 'count' },
      { label: 'Submitted', kind: 'count' },
      { label: 'Submission rate', kind: 'share' },
    ],
    rows: forms.map((form) => [
      form.name,
      form.renders,
      form.submissions,
      share(form.submissions, form.renders),
    ]),
  };
}

export function popupTable(popup: PopupReport): DataTable {
  return {
    title: 'Popup',
    columns: [
      { label: 'Shows', kind: 'count' },
      { label: 'Closes', kind: 'count' },
      { label: 'Sign-ups', kind: 'count' },
      { label: 'Sign-up rate', kind: 'share' },
    ],
    rows: [[popup.shows, popup.closes, popup.signUps, share(popup.signUps, popup.shows)]],
  };
}

export function restockTable(signUps: number): DataTable {
  return {
    title: 'Back-in-stock sign-ups',
    columns: [{ label: 'Sign-ups', kind: 'count' }],
    rows: [[signUps]],
  };
}
