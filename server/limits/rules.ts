// Every limit of the server in one place (our choices; the spec gives none but the messages).
// A rule is a token bucket: a key may spend `burst` at once, then earns `perSecond` back, so a
// person working at a human pace never meets it and a script flooding one call soon does.
// docs/limits.md shows this table to people; limits-docs.test.ts keeps the two in step.

export interface BucketRule {
  /** Calls a key may make at once, from a full bucket. */
  readonly burst: number;
  /** Calls earned back each second after that. */
  readonly perSecond: number;
}

export interface Rule extends BucketRule {
  /** What is limited, for people (docs/limits.md). */
  readonly description: string;
  /** What the calls are counted by, for people. */
  readonly countedBy: string;
}

const NETWORK = 'network address (an IPv6 address by its /64)';
const MINUTE = 1 / 60;

export const RULES = {
  UPLOAD: {
    burst: 60,
    perSecond: 1 / 2,
    description: 'File uploads (POST /api/files)',
    countedBy: NETWORK,
  },
  SITE_SAVE: {
    burst: 120,
    perSecond: 2,
    description: 'Site saves (PUT /api/sites/{siteId}); the editor saves 0.8 s after an edit',
    countedBy: NETWORK,
  },
  PRODUCT_WRITE: {
    burst: 60,
    perSecond: 1,
    description: 'Catalogue writes: create, update, delete a product (/api/commerce/products)',
    countedBy: NETWORK,
  },
  FORM_SUBMISSION_KEY: {
    burst: 60,
    perSecond: 1 / 2,
    description: 'Form submission keys (POST /api/form/FormSubmissionKey)',
    countedBy: NETWORK,
  },
  FORM_SAVE_PER_VISITOR: {
    burst: 10,
    perSecond: 10 / 600,
    description: 'Form submissions (POST /api/form/SaveFormSubmission), one visitor and form',
    countedBy: `${NETWORK}, crumb cookie and form`,
  },
  FORM_SAVE_PER_ADDRESS: {
    burst: 200,
    perSecond: 200 / 600,
    description: 'Form submissions (POST /api/form/SaveFormSubmission), one address and form',
    countedBy: `${NETWORK} and form`,
  },
  CAPTCHA_CHALLENGE: {
    burst: 30,
    perSecond: 1 / 4,
    description: 'Captcha challenges (POST /api/captcha/challenge)',
    countedBy: NETWORK,
  },
  CAPTCHA_VERIFY: {
    burst: 30,
    perSecond: 1 / 2,
    description: 'Captcha answers (POST /api/captcha/verify)',
    countedBy: NETWORK,
  },
  CART_ADD_PER_CART: {
    burst: 30,
    perSecond: 5,
    description:
      'Cart adds (POST /api/commerce/shopping-cart/entries, /api/3/commerce/cart/subscription), one cart',
    countedBy:
      'the signed-in site user, else the cart cookie (an add without a cart is not counted here)',
  },
  CART_ADD_PER_ADDRESS: {
    burst: 200,
    perSecond: 20,
    description: 'Cart adds, every add whatever its cart (a new cart cookie does not reset it)',
    countedBy: NETWORK,
  },
  CART_WRITE: {
    burst: 200,
    perSecond: 20,
    description:
      'Other cart writes: quantity, removal, form answers (/api/commerce/shopping-cart/entries/{id})',
    countedBy: NETWORK,
  },
  PLACES: {
    burst: 60,
    perSecond: 2,
    description: 'Address suggestions (GET /api/google-maps/places/autocomplete and …/details)',
    countedBy: NETWORK,
  },
  ORDER_PLACE: {
    burst: 20,
    perSecond: 1 / 3,
    description: 'Orders placed (POST /api/commerce/orders)',
    countedBy: NETWORK,
  },
  RESTOCK_SIGN_UP: {
    burst: 10,
    perSecond: MINUTE,
    description: 'Back-in-stock sign-ups (POST /api/site-users/account/notifications/restock)',
    countedBy: NETWORK,
  },
  COMMENT_POST: {
    burst: 10,
    perSecond: MINUTE,
    description: 'Comments posted on collection items (POST /api/comments/{collection}/{item})',
    countedBy: NETWORK,
  },
  LIKE: {
    burst: 60,
    perSecond: 1,
    description: 'Likes of collection items (POST /api/likes/{collection}/{item})',
    countedBy: NETWORK,
  },
  SITE_USER_SIGN_IN: {
    burst: 10,
    perSecond: 1 / 6,
    description: 'Site-user sign-ins (POST /api/site-users/account/session)',
    countedBy: NETWORK,
  },
  SITE_USER_CREATE: {
    burst: 5,
    perSecond: MINUTE,
    description: 'Site-user accounts created (POST /api/site-users/account)',
    countedBy: NETWORK,
  },
  PAGE_UNLOCK_PER_ADDRESS: {
    burst: 10,
    perSecond: 1 / 6,
    description:
      'Lock-screen and page-password attempts (POST /api/page-access/unlock and the plain form)',
    countedBy: NETWORK,
  },
  PAGE_UNLOCK_PER_PAGE: {
    burst: 30,
    perSecond: 1 / 2,
    description: 'Password attempts at one page or the lock screen, from every address',
    countedBy: 'the page (or the lock screen)',
  },
  OWNER_SIGN_IN_PER_ADDRESS: {
    burst: 10,
    perSecond: 1 / 6,
    description: 'Owner sign-ins, every account',
    countedBy: NETWORK,
  },
  OWNER_SIGN_IN_PER_ACCOUNT: {
    burst: 5,
    perSecond: MINUTE,
    description: 'Owner sign-ins to one account, from every address',
    countedBy: 'the email signed in to (lower case)',
  },
  API_KEY_CREATE: {
    burst: 10,
    perSecond: MINUTE,
    description: 'API keys created',
    countedBy: 'the signed-in owner',
  },
  CSV_EXPORT: {
    burst: 10,
    perSecond: 1 / 6,
    description: 'Submission exports (GET /api/forms/{formId}/submissions.csv)',
    countedBy: NETWORK,
  },
  SEARCH: {
    burst: 60,
    perSecond: 1,
    description: 'Site searches (GET /api/search)',
    countedBy: NETWORK,
  },
  ANALYTICS_PER_ADDRESS: {
    burst: 120,
    perSecond: 2,
    description:
      'Visitor analytics calls (/api/census/…, /api/events/RecordEvent, /api/1/performance/records), kept in each process',
    countedBy: NETWORK,
  },
  ANALYTICS_ALL: {
    burst: 5000,
    perSecond: 200,
    description: 'Visitor analytics calls from every visitor together, in each process',
    countedBy: 'nothing: one count for all',
  },
  OTHER_WRITE: {
    burst: 300,
    perSecond: 5,
    description: 'Every other write under /api (POST, PUT, PATCH, DELETE) no rule above counts',
    countedBy: NETWORK,
  },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

export const RULE_NAMES = Object.keys(RULES) as RuleName[];

/**
 * Uploaded images with more pixels (width x height, from the header) are refused before any
 * decoding: a small file can claim a huge canvas, and decoding one costs 4 bytes a pixel.
 */
export const IMAGE_MAX_PIXELS = 100_000_000;

function count(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
}

/** "60 at once, then 1 every 2 s" / "then 20 a second" / "then 1 a minute". */
export function describeRate(rule: BucketRule): string {
  const interval = 1 / rule.perSecond;
  const then =
    rule.perSecond >= 1
      ? `${count(rule.perSecond)} a second`
      : Math.abs(interval - 60) < 1e-9
        ? '1 a minute'
        : `1 every ${count(interval)} s`;
  return `${rule.burst} at once, then ${then}`;
}
