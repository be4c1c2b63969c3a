// Page type codes: spec site-and-editor.md §2 "Page type codes" (also storefront.md §2).

export const PageType = {
  mainContent: 1,
  page: 2,
  splash: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  paywall: 107,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  cartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  reviewsRequest: 209,
  digitalProductComposerPreview: 210,
  orderStatus: 211,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
  singleSignOnPage: 400,
} as const;

export type PageTypeCode = (typeof PageType)[keyof typeof PageType];

export const PAGE_TYPE_NAMES: Readonly<Record<PageTypeCode, string>> = {
  1: 'main content or collection',
  2: 'page',
  3: 'splash',
  50: 'content item',
  100: 'not found',
  101: 'error',
  102: 'search',
  103: 'lock screen',
  104: 'popup overlay',
  105: 'protected content',
  106: 'member area access denied',
  107: 'paywall',
  200: 'show cart',
  201: 'checkout',
  202: 'order confirmed',
  203: 'donate',
  204: 'contribution confirmed',
  205: 'cart v2',
  206: 'subscription confirmed',
  207: 'order received',
  208: 'membership confirmed',
  209: 'reviews request',
  210: 'digital product composer preview',
  211: 'order status',
  300: 'newsletter unsubscribe',
  301: 'commerce email preview',
  400: 'single sign-on page',
};

export const PAGE_TYPE_CODES: readonly PageTypeCode[] = Object.values(PageType);

export function isPageTypeCode(code: number): code is PageTypeCode {
  return Object.hasOwn(PAGE_TYPE_NAMES, code);
}
