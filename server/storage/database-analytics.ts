// Visitor analytics tables (0016_analytics) as Kysely sees them. Times are epoch milliseconds.

/** One raw event, appended and never updated (docs/analytics.md). */
export interface AnalyticsEventsTable {
  site_id: string;
  at: number;
  /** page_view, event, button_click, button_render, form_render, overlay, quick_view, performance. */
  kind: string;
  /** A hash of the address and browser with the day's salt: no address is stored. */
  visitor: string;
  /** A hash of the census record's id and visit time with the day's salt; null without a record. */
  visit: string | null;
  path: string;
  /** The referring site's host, or null for none or the site itself. */
  referrer: string | null;
  /** desktop, mobile, tablet or other. */
  device: string;
  /** chrome, edge, firefox, safari, opera, samsung or other. */
  browser: string;
  /** Two-letter country guessed from the browser's language and time zone, or null. */
  country: string | null;
  /** The event's own fields as JSON text, or null. */
  data: string | null;
}

/** The day's random salt for the visitor hash; a day's salt is deleted once the day is over. */
export interface AnalyticsSaltsTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  salt: string;
}

/** A closed local day's rollup (0018_analytics_rollups): JSON of shared/analytics/day-report.ts. */
export interface AnalyticsDayRollupsTable {
  site_id: string;
  /** The site's local day, YYYY-MM-DD. */
  day: string;
  version: number;
  rollup: string;
  computed_at: number;
}

export interface AnalyticsDatabase {
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_day_rollups: AnalyticsDayRollupsTable;
}
