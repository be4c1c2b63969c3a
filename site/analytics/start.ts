// The live page's analytics, loaded by site/client.tsx once the page has loaded and the browser
// is idle: the census (cookies and RecordHit) and the page-speed records (largest paint, layout
// shift, interaction delay, measured by web-vitals). Nothing here can break the page: every call
// is swallowed and the whole start is guarded.
import { onCLS, onINP, onLCP } from 'web-vitals';
import { CENSUS_RECORD_COOKIE } from '../../shared/analytics/cookie-names';
import { censusDisabledOn } from '../../shared/analytics/tracking';
import { AnalyticsPath } from '../../shared/api/analytics';
import { SEARCH_PAGE_PATH } from '../../shared/api/search';
import { parseCookies } from '../../shared/cookies/parse';
import { CENSUS_CALL_TIMEOUT_MS } from '../../shared/limits';
import { cookieText, newCensusId, planCensus } from './census';
import { showCookieBanner } from './cookie-banner';
import { browserPageDeps, FORM_ID_ATTRIBUTE, sendFormRenders, sendSiteSearch } from './page-calls';
import { PerformanceBatcher } from './performance';
import { postForm, sendText } from './transport';

function randomId(): string {
  return newCensusId(() =>
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
}

/** The census hit's data: the spec's census fields the page knows, and ours (docs/analytics.md). */
function hitData(win: Window, pageType: number): Record<string, unknown> {
  const { document: doc, location, screen } = win;
  return {
    url: location.href,
    pagePath: location.pathname,
    pageTitle: doc.title,
    pageType,
    referrer: doc.referrer,
    language: win.navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    viewport: `${win.innerWidth}x${win.innerHeight}`,
    screen: `${screen.width}x${screen.height}`,
    clientDate: new Date().toISOString(),
  };
}

function census(win: Window, pageType: number): void {
  const { document: doc, location } = win;
  const body = doc.body.dataset;
  const plan = planCensus(
    parseCookies(doc.cookie),
    {
      path: location.pathname,
      pageType,
      censusDisabled: censusDisabledOn(doc.body),
      policy: {
        cloneable: false,
        restrictivePolicyEnabled: body.restrictiveCookies === 'true',
        cookieBannerPresent: body.cookieBanner === 'true',
      },
    },
    Date.now(),
    randomId(),
  );
  const secure = location.protocol === 'https:';
  for (const name of plan.clear) doc.cookie = cookieText(name, '', 0, secure);
  for (const write of plan.writes) {
    doc.cookie = cookieText(write.name, write.value, write.maxAgeMs, secure);
  }
  if (!plan.send) return;
  const fields = new URLSearchParams({
    event: 'pageview',
    data: JSON.stringify(hitData(win, pageType)),
  });
  if (plan.visitorCookie) fields.set(CENSUS_RECORD_COOKIE, plan.visitorCookie);
  void postForm(AnalyticsPath.recordHit, fields, CENSUS_CALL_TIMEOUT_MS);
}

function pageSpeed(win: Window): void {
  const beacon = win.navigator.sendBeacon?.bind(win.navigator);
  const batcher = new PerformanceBatcher(
    {
      now: Date.now,
      setTimer: (run, ms) => win.setTimeout(run, ms),
      clearTimer: (timer) => win.clearTimeout(timer as number),
      send: (text) => sendText(AnalyticsPath.performance, text, beacon),
    },
    randomId(),
    Math.round(win.performance.timeOrigin),
  );
  const report = (metric: { name: string; value: number; rating: string; id: string }) =>
    batcher.add('page_speed', {
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
      id: metric.id,
      path: win.location.pathname,
    });
  onLCP(report);
  onCLS(report);
  onINP(report);
  // After web-vitals' own listeners, which report the last layout shift and delay on hiding.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') batcher.flush();
  });
}

/** The page's form blocks (form-render) and, on /search, the query (site_search). */
function pageCalls(win: Window): void {
  const deps = browserPageDeps(win);
  const forms = [...win.document.querySelectorAll(`[${FORM_ID_ATTRIBUTE}]`)];
  void sendFormRenders(
    forms.map((element) => element.getAttribute(FORM_ID_ATTRIBUTE) ?? ''),
    deps,
  );
  if (win.location.pathname === SEARCH_PAGE_PATH) {
    void sendSiteSearch(new URLSearchParams(win.location.search).get('q') ?? '', deps);
  }
}

/** Runs one part; a part that fails (a browser without an API it uses) stops only itself. */
function guarded(part: () => void): void {
  try {
    part();
  } catch {
    // Analytics never breaks the page.
  }
}

export function startAnalytics(win: Window): void {
  // The owner disabled the census: no call, no cookie, no banner (site-and-editor.md §4).
  if (censusDisabledOn(win.document.body)) return;
  const pageType = Number(win.document.body.dataset.pageType ?? 0);
  guarded(() => census(win, pageType));
  guarded(() => showCookieBanner(win.document, win.location.protocol === 'https:'));
  guarded(() => pageSpeed(win));
  guarded(() => pageCalls(win));
}
