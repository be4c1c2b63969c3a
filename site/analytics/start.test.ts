// @vitest-environment jsdom
// The live page's analytics start: census disabled by the owner (the body's data-census-disabled)
// means no call and no cookie; otherwise the census hit and the form's render go out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPath } from '../../shared/api/analytics';
import { startAnalytics } from './start';

const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.body.dataset.pageType = '2';
  document.body.innerHTML = '<form data-form-id="contact"></form>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  delete document.body.dataset.censusDisabled;
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test empties jsdom's jar as the page writes it.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

const calledPaths = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAnalytics', () => {
  it('sends the census hit and writes the census cookies on a page that is tracked', async () => {
    startAnalytics(window);
    await settle();
    expect(calledPaths()).toContain(AnalyticsPath.recordHit);
    expect(calledPaths()).toContain(AnalyticsPath.formRender);
    expect(document.cookie).toContain('ss_cvr=');
  });

  it('sends nothing and writes no cookie when the owner disabled the census', async () => {
    document.body.setAttribute('data-census-disabled', 'true');
    startAnalytics(window);
    await settle();
    expect(calledPaths()).toEqual([]);
    expect(document.cookie).toBe('');
  });
});
