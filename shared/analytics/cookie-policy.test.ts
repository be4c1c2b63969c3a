import { describe, expect, it } from 'vitest';
import { VISITOR_COOKIES } from './cookie-names';
import {
  performanceCookiesAllowed,
  restrictiveCookiePolicyApplies,
  visitorCookiesToClear,
} from './cookie-policy';

const jar = (cookies: Record<string, string>) => new Map(Object.entries(cookies));
const allowed = jar({ ss_performanceCookiesAllowed: 'true' });
const refused = jar({ ss_performanceCookiesAllowed: 'false' });
const none = jar({});

describe('restrictive cookie policy', () => {
  it('clears the five visitor cookies of §9', () => {
    expect(VISITOR_COOKIES).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
  });

  it.each([
    // cloneable, enabled, banner, cookies, applies
    [true, false, true, allowed, true],
    [true, true, true, allowed, true],
    [false, false, false, none, false],
    [false, false, true, refused, false],
    [false, true, false, allowed, true],
    [false, true, true, refused, true],
    [false, true, true, none, true],
    [false, true, true, allowed, false],
  ])(
    'cloneable %s, policy %s, banner %s, cookies %o: applies %s',
    (cloneable, enabled, banner, cookies, applies) => {
      const site = { cloneable, restrictivePolicyEnabled: enabled, cookieBannerPresent: banner };
      expect(restrictiveCookiePolicyApplies(site, cookies)).toBe(applies);
      expect(visitorCookiesToClear(site, cookies)).toEqual(applies ? VISITOR_COOKIES : []);
    },
  );

  it.each([
    [allowed, true],
    [refused, false],
    [jar({ ss_performanceCookiesAllowed: 'TRUE' }), false],
    [none, false],
  ])('cookies %o allow performance cookies: %s', (cookies, expected) => {
    expect(performanceCookiesAllowed(cookies)).toBe(expected);
  });
});
