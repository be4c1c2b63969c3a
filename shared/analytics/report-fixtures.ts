// Test fixtures of the report's tests: a stored page view as the report reads it.
import type { ReportEvent } from './report-events';

export function pageView(
  at: number,
  visitor: string,
  visit: string | null,
  path = '/',
  extra: Partial<ReportEvent> = {},
): ReportEvent {
  return {
    at,
    kind: 'page_view',
    visitor,
    visit,
    path,
    referrer: null,
    country: null,
    device: 'desktop',
    browser: 'chrome',
    data: null,
    ...extra,
  };
}
