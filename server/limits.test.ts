// Every limited route over real HTTP: after its burst the next call answers 429 with Retry-After
// and a sentence, a visitor who drops every cookie (a new crumb, no cart) is still refused, and
// waiting the answered seconds is enough. The rules are lowered to a burst of 2 and one call
// every 7 s so each case is short; the clock is frozen and moved by the test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SESSION_PATH, OwnerMessage } from '../shared/api/auth';
import { CommercePath, type ProductItem } from '../shared/api/commerce';
import { FILES_API_PATH, UPLOAD_FIELD } from '../shared/api/files';
import {
  CAPTCHA_CHALLENGE_PATH,
  CAPTCHA_VERIFY_PATH,
  FORM_SUBMISSION_KEY_PATH,
  FORMS_API_PATH,
  MAILING_LISTS_API_PATH,
  SAVE_FORM_SUBMISSION_PATH,
} from '../shared/api/forms';
import { tooManyRequestsMessage } from '../shared/api/limits';
import {
  SITE_USER_ACCOUNT_PATH,
  SITE_USER_SESSION_PATH,
  SiteUserMessage,
} from '../shared/api/site-users';
import { CRUMB_HEADER } from '../shared/api/sites';
import { DEFAULT_CAPTCHA_SITE_KEY } from '../shared/document/schema';
import { RATE_LIMITED_MESSAGE } from '../shared/products/add-to-cart-errors';
import { Shopper, stockedProduct } from './commerce-test-helpers';
import { png } from './files/test-images';
import type { BucketRule, RuleName } from './limits/rules';
import { RULE_NAMES } from './limits/rules';
import { DEMO_CONTACT_FORM_ID } from './seed/demo-forms';
import { DEMO_SITE_ID } from './seed/demo-site';
import { type RunningServer, startServer } from './server';
import { serverOptions, tempDir } from './test-helpers';

const WAIT_SECONDS = 7;
const lowered = (burst: number): BucketRule => ({ burst, perSecond: 1 / WAIT_SECONDS });
const RULES_UNDER_TEST = {
  ...Object.fromEntries(RULE_NAMES.map((name) => [name, lowered(2)])),
  // Wider than one cart's, so a cart's own limit shows first.
  CART_ADD_PER_ADDRESS: lowered(4),
} as Record<RuleName, BucketRule>;
const MAX_PIXELS = 10_000;

const dir = tempDir('limits');
let server: RunningServer;
let now = 0;
let item: ProductItem;

beforeAll(async () => {
  server = await startServer(
    serverOptions(dir.path, {
      limits: { now: () => now, rules: RULES_UNDER_TEST, imageMaxPixels: MAX_PIXELS },
    }),
  );
  item = await stockedProduct(await owner(), 'Limited', 1000);
});
afterAll(async () => {
  await server.close();
  dir.remove();
});
beforeEach(() => {
  now += 3_600_000;
});

/** A browser with no cookie yet but the crumb it is handed. */
const visitor = () => new Shopper(server.url).start();
/** A browser signed in as the admin, with a fresh crumb (owner routes). */
const owner = () => new Shopper(server.url).startAsOwner();
const fresh = visitor;

const defaultRefusal = {
  error: tooManyRequestsMessage(WAIT_SECONDS),
  message: tooManyRequestsMessage(WAIT_SECONDS),
  retryAfterSeconds: WAIT_SECONDS,
};

async function upload(shopper: Shopper, bytes: Uint8Array, name = 'dot.png'): Promise<Response> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return shopper.request(FILES_API_PATH, {
    method: 'POST',
    body: form,
    headers: { [CRUMB_HEADER]: shopper.crumb ?? '' },
  });
}

const add = (shopper: Shopper) =>
  shopper.send('POST', CommercePath.cartEntries, {
    itemId: item.id,
    sku: item.structuredContent.variants[0]?.sku,
  });

interface Case {
  readonly rule: RuleName;
  readonly what: string;
  readonly call: (shopper: Shopper) => Promise<Response>;
  /** The status of a call within the limit (what the route itself answers it). */
  readonly status: number;
  readonly refusal?: object;
  /** An owner route: the browser signs in first. */
  readonly owner?: true;
}

const cases: Case[] = [
  {
    rule: 'UPLOAD',
    what: 'an upload',
    call: async (s) => upload(s, await png(2, 2)),
    status: 201,
    owner: true,
  },
  {
    rule: 'SITE_SAVE',
    what: 'a save',
    call: (s) => s.send('PUT', `/api/sites/${DEMO_SITE_ID}`, { baseRevision: 'x' }),
    status: 400,
    owner: true,
  },
  {
    rule: 'PRODUCT_WRITE',
    what: 'a create',
    call: (s) => s.send('POST', CommercePath.products, {}),
    status: 400,
    owner: true,
  },
  {
    rule: 'PRODUCT_WRITE',
    what: 'a delete',
    call: (s) => s.send('DELETE', CommercePath.product('nope')),
    status: 404,
    owner: true,
  },
  {
    rule: 'FORM_SUBMISSION_KEY',
    what: 'a key',
    call: (s) => s.send('POST', FORM_SUBMISSION_KEY_PATH),
    status: 200,
  },
  {
    rule: 'FORM_SAVE_PER_ADDRESS',
    what: 'a save with a used key',
    call: (s) =>
      s.send('POST', SAVE_FORM_SUBMISSION_PATH, {
        key: 'x',
        formId: DEMO_CONTACT_FORM_ID,
        form: {},
      }),
    status: 401,
    refusal: {
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    },
  },
  {
    rule: 'CAPTCHA_CHALLENGE',
    what: 'a challenge',
    call: (s) =>
      s.send('POST', CAPTCHA_CHALLENGE_PATH, {
        siteKey: DEFAULT_CAPTCHA_SITE_KEY,
        action: 'form_block',
      }),
    status: 200,
  },
  {
    rule: 'CAPTCHA_VERIFY',
    what: 'a wrong answer',
    call: (s) => s.send('POST', CAPTCHA_VERIFY_PATH, { challengeId: 'x', answer: '1' }),
    status: 400,
  },
  {
    rule: 'CART_WRITE',
    what: 'a quantity change',
    call: (s) => s.send('PUT', CommercePath.cartEntry('nope'), { quantity: 2 }),
    status: 404,
  },
  {
    rule: 'CART_WRITE',
    what: 'a removal',
    call: (s) => s.send('DELETE', CommercePath.cartEntry('nope')),
    status: 404,
  },
  {
    rule: 'ORDER_PLACE',
    what: 'an order without a cart',
    call: (s) => s.send('POST', CommercePath.orders, { email: 'a@b.co' }),
    status: 404,
  },
  {
    rule: 'RESTOCK_SIGN_UP',
    what: 'a sign-up for no product',
    call: (s) =>
      s.send('POST', CommercePath.restock, {
        siteVisitorEmail: 'a@b.co',
        productId: 'nope',
        variantId: 'nope',
      }),
    status: 400,
  },
  {
    rule: 'SITE_USER_SIGN_IN',
    what: 'a wrong password',
    call: (s) => s.send('POST', SITE_USER_SESSION_PATH, { email: 'a@b.co', password: 'guess' }),
    status: 401,
    refusal: { message: SiteUserMessage.tooManyAttempts },
  },
  {
    rule: 'SITE_USER_CREATE',
    what: 'an empty form',
    call: (s) => s.send('POST', SITE_USER_ACCOUNT_PATH, {}),
    status: 400,
    refusal: { message: SiteUserMessage.tooManyAttempts },
  },
  {
    rule: 'CSV_EXPORT',
    what: 'an export',
    call: (s) => s.request(`${FORMS_API_PATH}/${DEMO_CONTACT_FORM_ID}/submissions.csv`),
    status: 200,
    owner: true,
  },
  {
    rule: 'OWNER_SIGN_IN_PER_ADDRESS',
    what: 'an owner with a wrong password',
    call: (s) => s.send('POST', AUTH_SESSION_PATH, { email: 'a@b.co', password: 'guess' }),
    status: 401,
    refusal: { error: OwnerMessage.tooManyAttempts, message: OwnerMessage.tooManyAttempts },
  },
  {
    rule: 'CART_ADD_PER_ADDRESS',
    what: 'adds making new carts',
    // A new visitor each time: every add makes a new cart.
    call: async () => add(await visitor()),
    status: 200,
    refusal: { message: RATE_LIMITED_MESSAGE },
  },
];

async function expectRefused(response: Response, refusal: object): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(WAIT_SECONDS));
  expect(await response.json()).toEqual(refusal);
}

async function statusOf(response: Response): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

describe.each(cases)('$rule: $what', (rule) => {
  const { call, status, refusal = defaultRefusal } = rule;
  const visitor = rule.owner ? owner : fresh;
  it(`answers ${status} ${RULES_UNDER_TEST[rule.rule].burst} times, then 429 even without cookies, until the wait is over`, async () => {
    const shopper = await visitor();
    const within = [];
    for (let n = 0; n < RULES_UNDER_TEST[rule.rule].burst; n++)
      within.push(await statusOf(await call(shopper)));
    expect(within).toEqual(Array(within.length).fill(status));
    await expectRefused(await call(shopper), refusal);
    await expectRefused(await call(await visitor()), refusal);
    now += WAIT_SECONDS * 1000;
    expect(await statusOf(await call(await visitor()))).toBe(status);
  });
});

describe('cart adds', () => {
  it("count per cart, and a new cart cookie still meets the address's count", async () => {
    const shopper = await visitor();
    // The first add makes the cart: counted by the address only.
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push(await statusOf(await add(shopper)));
    expect(statuses).toEqual([200, 200, 200]);
    await expectRefused(await add(shopper), { message: RATE_LIMITED_MESSAGE });
    shopper.cookies.clear();
    await shopper.start();
    await expectRefused(await add(shopper), { message: RATE_LIMITED_MESSAGE });
  });

  it('count subscription carts with the adds of the address', async () => {
    for (let n = 0; n < 4; n++) expect(await statusOf(await add(await visitor()))).toBe(200);
    const subscription = await (await visitor()).send('POST', CommercePath.subscriptionCart, {
      itemId: item.id,
      sku: item.structuredContent.variants[0]?.sku,
    });
    await expectRefused(subscription, { message: RATE_LIMITED_MESSAGE });
  });
});

describe('every other write', () => {
  it('shares one count across routes, and reads are not counted', async () => {
    const shopper = await owner();
    expect(await statusOf(await shopper.send('POST', FORMS_API_PATH, {}))).toBe(400);
    expect(await statusOf(await shopper.send('DELETE', `${FILES_API_PATH}/nope`))).toBe(404);
    await expectRefused(await shopper.send('POST', MAILING_LISTS_API_PATH, {}), defaultRefusal);
    await expectRefused(
      await (await owner()).send('PATCH', `${FILES_API_PATH}/nope`, {}),
      defaultRefusal,
    );
    expect(await statusOf(await shopper.request(FORMS_API_PATH))).toBe(200);
  });
});

describe('image pixels', () => {
  it('refuses an image over the ceiling with 400 and a sentence, before decoding it', async () => {
    const response = await upload(await owner(), await png(200, 100));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `The image dot.png is too large to process: at most ${MAX_PIXELS} pixels.`,
    });
  });

  it('reads the size from the header alone: a header claiming 20000 x 20000 is refused as too large', async () => {
    const header = Buffer.from(await png(1, 1));
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    const response = await upload(await owner(), header, 'huge.png');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      `The image huge.png is too large to process: at most ${MAX_PIXELS} pixels.`,
    );
  });
});
