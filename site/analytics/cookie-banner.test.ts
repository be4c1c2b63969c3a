// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CookieBannerText } from '../../shared/analytics/cookie-banner-text';
import { parseCookies } from '../../shared/cookies/parse';
import { planCensus } from './census';
import { bannerDue, showCookieBanner } from './cookie-banner';

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) {
    // biome-ignore lint/suspicious/noDocumentCookie: the banner itself writes document.cookie; the test empties jsdom's jar the same way.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.body.dataset.cookieBanner;
  delete document.body.dataset.restrictiveCookies;
  clearCookies();
});

const policy = () => ({
  cloneable: false,
  restrictivePolicyEnabled: document.body.dataset.restrictiveCookies === 'true',
  cookieBannerPresent: document.body.dataset.cookieBanner === 'true',
});

const plan = () =>
  planCensus(
    parseCookies(document.cookie),
    { path: '/', pageType: 2, censusDisabled: false, policy: policy() },
    Date.now(),
    'fresh-id',
  );

describe('the cookie banner', () => {
  it('is not shown when the owner has not turned it on', () => {
    expect(showCookieBanner(document, false)).toBeNull();
    expect(plan().writes.length).toBeGreaterThan(0);
  });

  it('asks in a named region with Accept and Decline; declining keeps every visitor cookie off', () => {
    document.body.dataset.cookieBanner = 'true';
    document.body.dataset.restrictiveCookies = 'true';
    const banner = showCookieBanner(document, false)!;
    expect(banner.getAttribute('role')).toBe('region');
    expect(banner.getAttribute('aria-label')).toBe(CookieBannerText.label);
    const buttons = [...banner.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Accept', 'Decline']);
    expect(buttons.every((button) => button.type === 'button')).toBe(true);
    // Until the visitor chooses, the restrictive policy applies: nothing is written.
    expect(plan().writes).toEqual([]);
    buttons[1]!.click();
    expect(document.querySelector('.sb-cookie-banner')).toBeNull();
    expect(parseCookies(document.cookie).get('ss_performanceCookiesAllowed')).toBe('false');
    expect(bannerDue(document.body.dataset, document.cookie)).toBe(false);
    expect(plan().writes).toEqual([]);
    expect(plan().clear).toContain('ss_cvr');
  });

  it('accepting lets the next page count with the visitor cookies', () => {
    document.body.dataset.cookieBanner = 'true';
    document.body.dataset.restrictiveCookies = 'true';
    showCookieBanner(document, false)!.querySelector('button')!.click();
    expect(parseCookies(document.cookie).get('ss_performanceCookiesAllowed')).toBe('true');
    expect(showCookieBanner(document, false)).toBeNull();
    expect(
      plan()
        .writes.map((write) => write.name)
        .sort(),
    ).toEqual(['ss_cvr', 'ss_cvt']);
  });
});
