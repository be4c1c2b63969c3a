import { describe, expect, it } from 'vitest';
import { VISITOR_COOKIES } from '../../shared/analytics/cookie-names';
import { PageType } from '../../shared/codes/page-types';
import { cookieText, newCensusId, planCensus } from './census';

const MINUTE = 60_000;
const now = 1_800_000_000_000;
const jar = (cookies: Record<string, string>) => new Map(Object.entries(cookies));
const open = { cloneable: false, restrictivePolicyEnabled: false, cookieBannerPresent: false };
const page = { path: '/shop', pageType: PageType.mainContent, censusDisabled: false, policy: open };
const old = 'v1|1000|2000|3000|5';

describe('planCensus', () => {
  it('a first visit: writes a new record and timestamp and sends them', () => {
    const plan = planCensus(jar({}), page, now, 'new-id');
    expect(plan.clear).toEqual([]);
    expect(plan.send).toBe(true);
    expect(plan.visitorCookie).toBe(`new-id|${now}|${now}|${now}|1`);
    expect(plan.writes.map((write) => write.name)).toEqual(['ss_cvr', 'ss_cvt']);
  });

  it.each([
    [29, 'v1|1000|2000|3000|5'],
    [31, `v1|1000|3000|${now}|6`],
  ])('a timestamp %i minutes old sends %s', (minutes, record) => {
    const cookies = jar({ ss_cvr: old, ss_cvt: String(now - minutes * MINUTE) });
    expect(planCensus(cookies, page, now, 'unused').visitorCookie).toBe(record);
  });

  it.each([
    ['/search', PageType.mainContent],
    ['/missing', PageType.notFound],
    ['/locked', PageType.lockScreen],
    ['/members', PageType.memberAreaAccessDenied],
  ])('%s (page type %i): nothing written or sent', (path, pageType) => {
    const plan = planCensus(jar({}), { ...page, path, pageType }, now, 'x');
    expect(plan).toEqual({ clear: [], writes: [], send: false });
  });

  it('census disabled: nothing written or sent', () => {
    expect(planCensus(jar({}), { ...page, censusDisabled: true }, now, 'x').send).toBe(false);
  });

  it('a restrictive policy clears the five visitor cookies, writes none, sends no record', () => {
    const policy = { ...open, restrictivePolicyEnabled: true, cookieBannerPresent: true };
    const plan = planCensus(jar({ ss_cvr: old }), { ...page, policy }, now, 'x');
    expect(plan).toEqual({ clear: VISITOR_COOKIES, writes: [], send: true });
  });

  it('performance cookies allowed in the banner: the census goes on', () => {
    const policy = { ...open, restrictivePolicyEnabled: true, cookieBannerPresent: true };
    const cookies = jar({ ss_performanceCookiesAllowed: 'true' });
    const plan = planCensus(cookies, { ...page, policy }, now, 'x');
    expect(plan.clear).toEqual([]);
    expect(plan.writes).toHaveLength(2);
  });
});

describe('cookies', () => {
  it('writes a cookie for the whole site, Secure on HTTPS', () => {
    expect(cookieText('ss_cvt', '12', 30 * MINUTE, true)).toBe(
      'ss_cvt=12; Max-Age=1800; Path=/; SameSite=Lax; Secure',
    );
    expect(cookieText('ss_cvr', 'a|1', 0, false)).toBe(
      'ss_cvr=a%7C1; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it('makes an id of word characters and dashes', () => {
    expect(newCensusId(() => '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed')).toBe(
      '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    );
    expect(newCensusId(() => '0.123')).toBe('0123');
  });
});
