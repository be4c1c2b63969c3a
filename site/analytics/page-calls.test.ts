import { describe, expect, it } from 'vitest';
import { AnalyticsPath } from '../../shared/api/analytics';
import { sendFormRenders, sendOverlayEvent, sendSiteSearch } from './page-calls';

function recorder(cookies: string[]) {
  const calls: { url: string; method: string; fields: Record<string, string> }[] = [];
  let cookie = cookies[0] ?? '';
  const fetchFn = (async (url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      fields: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
    });
    // A GET under /api hands out the crumb cookie.
    if ((init?.method ?? 'GET') === 'GET') cookie = cookies[1] ?? cookie;
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  return { calls, deps: { cookies: () => cookie, path: () => '/contact', fetch: fetchFn } };
}

describe('the page calls', () => {
  it('sends form-render once per distinct form, with the page and the visitor cookie', async () => {
    const { calls, deps } = recorder(['ss_cvr=abc|1|1|1|1; crumb=c1']);
    await sendFormRenders(['f1', 'f1', '', 'f2'], deps);
    expect(calls).toEqual([
      {
        url: AnalyticsPath.formRender,
        method: 'POST',
        fields: { formId: 'f1', pagePath: '/contact', visitorCookie: 'abc|1|1|1|1' },
      },
      {
        url: AnalyticsPath.formRender,
        method: 'POST',
        fields: { formId: 'f2', pagePath: '/contact', visitorCookie: 'abc|1|1|1|1' },
      },
    ]);
  });

  it('sends the popup event without a visitor cookie when there is none', async () => {
    const { calls, deps } = recorder(['']);
    await sendOverlayEvent('close', deps);
    expect(calls).toEqual([
      {
        url: AnalyticsPath.overlay,
        method: 'POST',
        fields: { event: 'close', pagePath: '/contact' },
      },
    ]);
  });

  it('sends the search query as site_search, reading a crumb first when there is none', async () => {
    const { calls, deps } = recorder(['', 'crumb=fresh']);
    await sendSiteSearch('oak stool', deps);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(calls[1]!.fields).toEqual({
      crumb: 'fresh',
      event: 'site_search',
      data: JSON.stringify({ pagePath: '/contact', query: 'oak stool' }),
      extras: '{}',
    });
    const blank = recorder(['crumb=c1']);
    await sendSiteSearch('  ', blank.deps);
    expect(blank.calls).toEqual([]);
  });
});
