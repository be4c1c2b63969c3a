// The visitor analytics calls (spec site-and-editor.md §7) as this server answers them
// (docs/analytics.md). Every call answers 202 with no body once accepted, also when the event is
// not stored (a robot, a page that is not tracked): a visitor cannot tell. Bad input answers 400,
// a body over MAX_ANALYTICS_BODY_BYTES 413, a flood 429; the page swallows every failure.
import type { PanelRow, Panels } from '../analytics/panels';
import type { DayRollup, Headline } from '../analytics/rollups';
import type { Money } from './commerce';

export const AnalyticsPath = {
  recordHit: '/api/census/RecordHit',
  recordEvent: '/api/events/RecordEvent',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  /** Followed by `/{id}` of the product shown. */
  quickView: '/api/census/RecordQuickView',
  performance: '/api/1/performance/records',
} as const;

/** Every call's route, as a pattern (`:id` of the quick view). */
export const ANALYTICS_ROUTE_PATHS: readonly string[] = [
  ...Object.values(AnalyticsPath).filter((path) => path !== AnalyticsPath.quickView),
  `${AnalyticsPath.quickView}/:id`,
];

/** The census calls' field holding the visitor cookie (RecordHit sends it as `ss_cvr`). */
export const VISITOR_COOKIE_FIELD = 'visitorCookie';

export const PERFORMANCE_KINDS = ['page_speed', 'image', 'a11y', 'user'] as const;
export type PerformanceKind = (typeof PERFORMANCE_KINDS)[number];

/** One performance record; the page sends an array of them as text. */
export interface PerformanceRecord {
  readonly appName: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly kind: PerformanceKind;
  readonly pageLoadId: string;
  /** Epoch milliseconds on the visitor's clock. */
  readonly timestamp: number;
}

/** Our limits: a call's body, and the records one performance batch may carry. */
export const MAX_ANALYTICS_BODY_BYTES = 16_000;
export const MAX_PERFORMANCE_RECORDS = 20;
/** Our limit on names: an event's, an app's, a page load id, a quick-view id. */
export const MAX_ANALYTICS_NAME_LENGTH = 100;

/**
 * The census page view's data (RecordHit `data`): the spec's census event fields, of which the
 * server reads these, plus three of ours (referrer, language, timeZone: the sources and country
 * panels) and the page type (a page type that is not tracked is not stored).
 */
export interface CensusHitData {
  readonly websiteId?: string;
  readonly url?: string;
  readonly pagePath?: string;
  readonly pageId?: string;
  readonly itemId?: string;
  readonly collectionId?: string;
  readonly recordType?: number;
  readonly contentSource?: 'i' | 'c';
  readonly pageTitle?: string;
  readonly pageType?: number;
  readonly referrer?: string;
  readonly language?: string;
  readonly timeZone?: string;
}

export const AnalyticsMessage = {
  notForm: 'Send the fields form-encoded.',
  noEvent: 'Name the event (event).',
  badData: 'The data must be a JSON object.',
  badPath: 'The page path must start with a slash.',
  badId: 'The id must be letters, digits, dashes or underscores.',
  badRecords: `Send a JSON array of 1 to ${MAX_PERFORMANCE_RECORDS} performance records.`,
  badRecord: 'Each performance record needs appName, data, kind, pageLoadId and timestamp.',
  tooLarge: `An analytics call can carry at most ${MAX_ANALYTICS_BODY_BYTES} bytes.`,
} as const;

/** The owner's report (the reporting role reads it: `analytics:read`). */
export const ANALYTICS_SUMMARY_PATH = '/api/analytics/summary';
/** Our limit: a report covers at most this many days. */
export const MAX_REPORT_DAYS = 366;

export const AnalyticsReportMessage = {
  badRange: 'Give the range as from=YYYY-MM-DD and to=YYYY-MM-DD, from not after to.',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days.`,
} as const;

/** GET /api/analytics/summary?from=YYYY-MM-DD&to=YYYY-MM-DD: days in the site's time zone. */
export interface AnalyticsSummaryResponse {
  readonly timeZone: string;
  readonly from: string;
  readonly to: string;
  readonly current: Headline;
  /** The same number of days just before `from`, for the change. */
  readonly previous: Headline;
  readonly days: readonly DayRollup[];
  /** Distinct visitors of the last five minutes. */
  readonly visitorsNow: number;
  /** Top pages, entry and exit pages, sources, countries, devices, browsers of the range. */
  readonly panels: Panels;
  /** Present when the range is one day: its 24 local hours, `hour` 0 to 23. */
  readonly hours?: readonly HourRollup[];
  /** Searches made on the site (the query of /search), by query. */
  readonly searches: readonly PanelRow[];
  readonly commerce: CommerceReport;
  /** Renders against submissions, per form block. */
  readonly forms: readonly FormReportRow[];
  /** The popup (overlay) of the range. */
  readonly popup: PopupReport;
  /** Restock notification sign-ups of the range. */
  readonly restockSignUps: number;
}

export interface HourRollup extends Headline {
  readonly hour: number;
}

/** Distinct visitors reaching each step of the range. */
export interface CommerceFunnel {
  readonly productViews: number;
  readonly addToCart: number;
  readonly checkouts: number;
  readonly orders: number;
}

export interface ProductReportRow {
  readonly productId: string;
  readonly name: string;
  readonly views: number;
  readonly addToCart: number;
  readonly orders: number;
  readonly revenue: Money;
}

/** Orders of the range; test orders are left out unless `includeTestOrders=1` is asked. */
export interface CommerceReport {
  readonly funnel: CommerceFunnel;
  readonly orders: number;
  readonly revenue: Money;
  readonly averageOrderValue: Money;
  readonly topProducts: readonly ProductReportRow[];
  readonly includesTestOrders: boolean;
}

export interface FormReportRow {
  readonly formId: string;
  readonly name: string;
  readonly renders: number;
  readonly submissions: number;
}

export interface PopupReport {
  readonly shows: number;
  readonly closes: number;
  readonly signUps: number;
}
