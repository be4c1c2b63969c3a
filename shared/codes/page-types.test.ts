import { describe, expect, it } from 'vitest';
import { isPageTypeCode, PAGE_TYPE_CODES, PAGE_TYPE_NAMES, PageType } from './page-types';

// Spec site-and-editor.md §2 "Page type codes".
const SPEC_TABLE: readonly [number, string][] = [
  [1, 'main content or collection'],
  [2, 'page'],
  [3, 'splash'],
  [50, 'content item'],
  [100, 'not found'],
  [101, 'error'],
  [102, 'search'],
  [103, 'lock screen'],
  [104, 'popup overlay'],
  [105, 'protected content'],
  [106, 'member area access denied'],
  [107, 'paywall'],
  [200, 'show cart'],
  [201, 'checkout'],
  [202, 'order confirmed'],
  [203, 'donate'],
  [204, 'contribution confirmed'],
  [205, 'cart v2'],
  [206, 'subscription confirmed'],
  [207, 'order received'],
  [208, 'membership confirmed'],
  [209, 'reviews request'],
  [210, 'digital product composer preview'],
  [211, 'order status'],
  [300, 'newsletter unsubscribe'],
  [301, 'commerce email preview'],
  [400, 'single sign-on page'],
];

describe('page types', () => {
  it.each(SPEC_TABLE)('code %i is %s', (code, name) => {
    expect(isPageTypeCode(code)).toBe(true);
    if (isPageTypeCode(code)) expect(PAGE_TYPE_NAMES[code]).toBe(name);
  });

  it('lists exactly the spec codes in order', () => {
    expect(PAGE_TYPE_CODES).toEqual(SPEC_TABLE.map(([code]) => code));
    expect(Object.keys(PAGE_TYPE_NAMES).map(Number)).toEqual(SPEC_TABLE.map(([code]) => code));
  });

  it.each([0, 4, 49, 108, 212, 302, 401, -1])('code %i is not a page type', (code) => {
    expect(isPageTypeCode(code)).toBe(false);
  });

  it('names the codes tracking and style tweaks use', () => {
    expect(PageType.notFound).toBe(100);
    expect(PageType.lockScreen).toBe(103);
    expect(PageType.memberAreaAccessDenied).toBe(106);
    expect(PageType.search).toBe(102);
    expect(PageType.singleSignOnPage).toBe(400);
  });
});
