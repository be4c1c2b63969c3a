// The live page's census calls besides RecordHit (spec site-and-editor.md §7): form-render for
// each form block on the page, the popup's overlay events, and the site search's RecordEvent
// (census records no page view on /search, so the query is sent as an event of ours,
// `site_search`; docs/analytics.md). Each carries the page's path and the visitor cookie when
// there is one (none under the restrictive policy); every failure is swallowed.
import { CENSUS_RECORD_COOKIE } from '../../shared/analytics/cookie-names';
import { SITE_SEARCH_EVENT } from '../../shared/analytics/report-events';
import { AnalyticsPath, VISITOR_COOKIE_FIELD } from '../../shared/api/analytics';
import { CRUMB_COOKIE } from '../../shared/api/sites';
import { parseCookies } from '../../shared/cookies/parse';
import { CENSUS_CALL_TIMEOUT_MS } from '../../shared/limits';
import { postForm } from './transport';

/** The attribute a form block's element carries on the live page: its form's id. */
export const FORM_ID_ATTRIBUTE = 'data-form-id';

export interface PageCallDeps {
  readonly cookies: () => string;
  readonly path: () => string;
  readonly fetch?: typeof fetch;
}

function censusCall(path: string, fields: Record<string, string>, deps: PageCallDeps) {
  const body = new URLSearchParams({ ...fields, pagePath: deps.path() });
  const visitor = parseCookies(deps.cookies()).get(CENSUS_RECORD_COOKIE);
  if (visitor) body.set(VISITOR_COOKIE_FIELD, visitor);
  return postForm(path, body, CENSUS_CALL_TIMEOUT_MS, deps.fetch);
}

/** form-render once for each distinct form on the page. */
export async function sendFormRenders(
  formIds: readonly string[],
  deps: PageCallDeps,
): Promise<void> {
  const distinct = [...new Set(formIds.filter((id) => id !== ''))];
  await Promise.all(
    distinct.map((formId) => censusCall(AnalyticsPath.formRender, { formId }, deps)),
  );
}

/** The popup shown, closed, or signed up to (the overlay call's `event`). */
export function sendOverlayEvent(event: string, deps: PageCallDeps): Promise<void> {
  return censusCall(AnalyticsPath.overlay, { event }, deps);
}

const crumbOf = (deps: PageCallDeps) => parseCookies(deps.cookies()).get(CRUMB_COOKIE);

/**
 * RecordEvent `site_search` with the query of /search?q=, when there is one. A visitor who made
 * no API call yet has no crumb cookie: any GET under /api hands one out (csrf()), so the call's
 * own path is read once first (it answers 404 at once).
 */
export async function sendSiteSearch(query: string, deps: PageCallDeps): Promise<void> {
  if (query.trim() === '') return;
  const fetchFn = deps.fetch ?? fetch;
  if (crumbOf(deps) === undefined) {
    await fetchFn(AnalyticsPath.recordEvent, { credentials: 'same-origin' }).catch(() => undefined);
  }
  const body = new URLSearchParams({
    crumb: crumbOf(deps) ?? '',
    event: SITE_SEARCH_EVENT,
    data: JSON.stringify({ pagePath: deps.path(), query: query.slice(0, 200) }),
    extras: '{}',
  });
  await postForm(AnalyticsPath.recordEvent, body, CENSUS_CALL_TIMEOUT_MS, fetchFn);
}

/** The browser's own cookies and path. */
export function browserPageDeps(win: Window): PageCallDeps {
  return { cookies: () => win.document.cookie, path: () => win.location.pathname };
}
