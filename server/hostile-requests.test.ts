// Every /api route and method, sent hostile bodies, addresses and query strings: no answer may be
// a 5xx. The routes come from the app itself, so a route added later is covered without editing
// this file. Runs in-process (app.request) against a real SQLite folder.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SESSION_PATH, OWNER_SESSION_COOKIE } from '../shared/api/auth';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../shared/api/sites';
import { MAX_JSON_DEPTH } from '../shared/json/nesting';
import { DEMO_CONTACT_FORM_ID } from './seed/demo-forms';
import { openApp } from './server';
import { serverOptions, TEST_OWNER, tempDir } from './test-helpers';

const dir = tempDir('hostile');
let app: Hono;
let close: () => Promise<void>;
let crumb = '';
const errors: string[] = [];

beforeAll(async () => {
  // Each rate-limited call sees a fresh hour, so the limits never answer in place of the route.
  let now = 0;
  const opened = await openApp({
    ...serverOptions(dir.path),
    mediaDir: undefined,
    limits: {
      now: () => {
        now += 3_600_000;
        return now;
      },
    },
    logError: (message, error) => errors.push(`${message} ${String(error)}`),
    // What the spec says to log about a request (a places call without its tracking context) is
    // not a failure of the server.
    logRequestError: () => undefined,
  });
  app = opened.app;
  close = opened.close;
  const health = await app.request('/api/health');
  visitorCrumb = /crumb=([^;]*)/.exec(health.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
  // Signed in as the admin, so the owner routes reach their own checks too.
  const signedIn = await app.request(AUTH_SESSION_PATH, {
    method: 'POST',
    headers: {
      Cookie: `${CRUMB_COOKIE}=${visitorCrumb}`,
      [CRUMB_HEADER]: visitorCrumb,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(TEST_OWNER),
  });
  const cookies = signedIn.headers.getSetCookie().join('\n');
  crumb = /(?:^|\n)crumb=([^;]*)/.exec(cookies)?.[1] ?? '';
  ownerCookie = `; ${OWNER_SESSION_COOKIE}=${/ownerSession=([^;]*)/.exec(cookies)?.[1]}`;
});
afterAll(async () => {
  await close();
  dir.remove();
});

/** Names the routes read from bodies, each sent with every wrong kind of value below. */
const KEYS = [
  'baseRevision',
  'site',
  'id',
  'name',
  'title',
  'fields',
  'formId',
  'key',
  'form',
  'captchaKey',
  'pagePath',
  'siteKey',
  'action',
  'challengeId',
  'answer',
  'mailingListId',
  'itemId',
  'sku',
  'quantity',
  'qty',
  'additionalFields',
  'structuredContent',
  'productType',
  'variants',
  'priceMoney',
  'salePriceMoney',
  'value',
  'currency',
  'email',
  'password',
  'rememberMe',
  'shippingAddress',
  'siteVisitorEmail',
  'productId',
  'variantId',
  'sendRequests',
  'isJoinMailingList',
  'language',
  'focalPoint',
  'images',
  'tags',
  'categories',
  'merchandising',
  'description',
  'slug',
  'settings',
  'pages',
  'design',
  'schemaVersion',
];

/** JSON texts of wrong values (written as text: 1e400 has no JavaScript value to stringify). */
const WRONG_VALUES = [
  'null',
  'true',
  '-1',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '0.1',
  '""',
  '"x"',
  '"__proto__"',
  '[]',
  '[{}]',
  '{}',
  '{"__proto__":{"a":1}}',
  '"\\u0000"',
  '"javascript:alert(1)"',
  `"${'x'.repeat(5000)}"`,
];

const bodyOf = (value: string) => `{${KEYS.map((key) => `"${key}":${value}`).join(',')}}`;
const deep = (depth: number) => `{"site":${'['.repeat(depth)}${']'.repeat(depth)}}`;

interface Hostile {
  readonly name: string;
  readonly body: BodyInit | undefined;
  readonly type?: string;
}

const BODIES: readonly Hostile[] = [
  { name: 'no body', body: undefined },
  { name: 'empty', body: '' },
  { name: 'not JSON', body: '{"a":' },
  { name: 'a list', body: '[1,2,3]' },
  { name: 'a string', body: '"text"' },
  { name: 'null', body: 'null' },
  { name: 'nested one level past the limit', body: deep(MAX_JSON_DEPTH) },
  { name: 'nested 100,000 levels', body: '['.repeat(100_000) },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { name: '__proto__ keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":1}}' },
  { name: 'form data', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { name: 'plain text', body: 'hello', type: 'text/plain' },
  { name: 'multipart without a boundary', body: '--x\r\n\r\n', type: 'multipart/form-data' },
  ...WRONG_VALUES.map((value) => ({
    name: `every field ${value.slice(0, 30)}`,
    body: bodyOf(value),
  })),
];

const QUERIES = [
  '',
  '?page=-1&pageSize=1e999&search=%00&cursor=%FF%FE&itemId=__proto__&productId=&variantId=',
  '?page=99999999999999999999&pageSize=0&cursor=W1tbW1tbW1tbW1tbW1tbW1tbW1td&locale=__proto__',
  '?mock=true&cartToken=__proto__&cloneCart=true&format=__proto__&search=%E0%A4%A',
  '?locale=constructor&itemId[]=a&itemId=b&cursor=bnVsbA&page=1.5&pageSize=abc',
];

/** Values put in place of each `:param` of a route path. */
const PARAMS = ['demo', '__proto__', '%00', '%', 'x'.repeat(3000), '..%2F..%2Fetc', '%E0%A4%A'];

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

function apiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*')) continue;
    const methods = route.method === 'ALL' ? ['GET', ...WRITE_METHODS] : [route.method];
    for (const method of methods) {
      const id = `${method} ${route.path}`;
      if (seen.has(id)) continue;
      seen.add(id);
      routes.push({ method, path: route.path });
    }
  }
  return routes;
}

const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);

/** The visitor's cart cookie once the test has filled a cart (so cart calls reach their checks). */
let cartCookie = '';
/** The admin's session; left out of the owners' own /api/auth calls, which could end it. */
let ownerCookie = '';
/** The crumb of a browser without a session, for those /api/auth calls. */
let visitorCrumb = '';

async function send(method: string, path: string, hostile?: Hostile): Promise<Response> {
  const asOwner = !path.startsWith('/api/auth/');
  const crumbNow = asOwner ? crumb : visitorCrumb;
  const headers: Record<string, string> = {
    Cookie: `${CRUMB_COOKIE}=${crumbNow}${cartCookie}${asOwner ? ownerCookie : ''}`,
    [CRUMB_HEADER]: crumbNow,
  };
  if (hostile?.body !== undefined) headers['Content-Type'] = hostile.type ?? 'application/json';
  const init: RequestInit = { method, headers };
  if (hostile?.body !== undefined && method !== 'GET') init.body = hostile.body;
  const response = await app.request(path, init);
  const cart = /(?:^|, )cart=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '');
  if (cart) cartCookie = `; cart=${cart[1]}`;
  return response;
}

/** Every path to a value inside `value` (objects and lists included), in document order. */
function pathsOf(value: unknown, at: readonly (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = at.length > 0 ? [[...at]] : [];
  if (typeof value !== 'object' || value === null) return paths;
  for (const [key, item] of Object.entries(value)) {
    paths.push(...pathsOf(item, [...at, Array.isArray(value) ? Number(key) : key]));
  }
  return paths;
}

const MARK = '\u0000hostile\u0000';

/** The JSON text of `value` with the value at `path` replaced by the JSON text `raw`. */
function replaced(value: unknown, path: readonly (string | number)[], raw: string): string {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path.at(-1) as string | number] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), raw);
}

/** Up to `limit` mutations of a valid body: one value at a time turned into a wrong one. */
function mutations(valid: unknown, limit: number): string[] {
  const paths = pathsOf(valid);
  const step = Math.max(1, Math.floor(paths.length / limit));
  const bodies: string[] = [];
  for (let i = 0; i < paths.length; i += step) {
    const path = paths[i] as (string | number)[];
    for (const offset of [0, 7]) {
      bodies.push(
        replaced(valid, path, WRONG_VALUES[(i + offset) % WRONG_VALUES.length] as string),
      );
    }
  }
  return bodies;
}

interface Mutated {
  readonly method: string;
  readonly path: string;
  /** A body the route accepts. */
  readonly valid: unknown;
  /** About how many of its values are made wrong (two wrong values each). */
  readonly limit: number;
  /** False when the valid body cannot be sent first (it would change what the others meet). */
  readonly control?: false;
}

async function json<T>(path: string): Promise<T> {
  return (await (await send('GET', path)).json()) as T;
}

describe('hostile requests', () => {
  it('finds the API routes to try, and passes the crumb check with its writes', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/sites/:siteId' });
    expect((await send('POST', '/api/form/FormSubmissionKey')).status).toBe(200);
  });

  it('answers every hostile body to every write below 500', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const { method, path } of apiRoutes()) {
      if (method === 'GET') continue;
      for (const param of PARAMS.slice(0, 2)) {
        for (const hostile of BODIES) {
          const { status } = await send(method, fill(path, param), hostile);
          if (status >= 500)
            failures.push(`${status} ${method} ${path} (${param}) ${hostile.name}`);
        }
      }
    }
    expect({ failures, errors }).toEqual({ failures: [], errors: [] });
  });

  it('answers valid bodies with one value made wrong below 500', { timeout: 300_000 }, async () => {
    const { site, revision } = await json<{ site: unknown; revision: number }>('/api/sites/demo');
    const { products } = await json<{
      products: { id: string; structuredContent: { variants: { sku: string }[] } }[];
    }>('/api/commerce/products');
    const product = products[0];
    const form = await json<{ id: string }>(`/api/forms/${DEMO_CONTACT_FORM_ID}`);
    const answers = {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      topic: 'A question',
      message: 'Hello there',
    };
    const productInput = {
      name: 'Hostile',
      description: 'd',
      images: [{ fileId: 'f1', url: '/files/f1/a.jpg', alt: 'a' }],
      tags: ['t'],
      categories: ['c'],
      structuredContent: {
        productType: 1,
        variantOptionOrdering: ['Size'],
        variants: [
          {
            sku: 'H-1',
            priceMoney: { value: '10.00', currency: 'USD' },
            salePriceMoney: { value: '5.00', currency: 'USD' },
            onSale: true,
            qtyInStock: 3,
            attributes: { Size: 'S' },
          },
        ],
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 2 },
      },
      merchandising: { scarcityEnabled: true, scarcityText: 'Only {qty} left' },
    };
    const address = {
      firstName: 'A',
      lastName: 'B',
      address1: '1 Main St',
      city: 'New York',
      state: 'NY',
      postalCode: '10001',
      country: 'US',
    };
    const cart = product?.structuredContent.variants[0];
    const cases: Mutated[] = [
      {
        method: 'PUT',
        path: '/api/sites/demo',
        valid: { baseRevision: revision, site },
        limit: 400,
      },
      { method: 'POST', path: '/api/commerce/products', valid: productInput, limit: 150 },
      { method: 'PUT', path: `/api/forms/${form.id}`, valid: form, limit: 150 },
      { method: 'POST', path: `/api/rest/forms/validate/${form.id}`, valid: answers, limit: 50 },
      {
        method: 'POST',
        path: '/api/commerce/shopping-cart/entries',
        valid: { itemId: product?.id, sku: cart?.sku, quantity: 1, additionalFields: '{}' },
        limit: 20,
      },
      // The cart filled just above lets the order checks run; a mutation that is still a valid
      // order places it, so there is no control call afterwards.
      {
        method: 'POST',
        path: '/api/commerce/orders',
        valid: { email: 'a@b.co', shippingAddress: address },
        limit: 30,
        control: false,
      },
      { method: 'POST', path: '/api/mailing-lists', valid: { name: 'List' }, limit: 5 },
    ];
    const failures: string[] = [];
    for (const { method, path, valid, limit, control } of cases) {
      if (control !== false) {
        // The body as it is passes (a control: the mutations reach past the first check).
        const answer = await send(method, path, { name: 'valid', body: JSON.stringify(valid) });
        expect(answer.status, `${method} ${path} ${await answer.text()}`).toBeLessThan(300);
      }
      for (const body of mutations(valid, limit)) {
        const { status } = await send(method, path, { name: 'mutated', body });
        if (status >= 500) failures.push(`${status} ${method} ${path} ${body.slice(0, 200)}`);
      }
    }
    expect({ failures, errors }).toEqual({ failures: [], errors: [] });
  });

  it('answers every odd address and query string below 500', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const { method, path } of apiRoutes()) {
      for (const param of PARAMS) {
        for (const query of QUERIES) {
          const { status } = await send(method, `${fill(path, param)}${query}`);
          if (status >= 500) failures.push(`${status} ${method} ${path} (${param}) ${query}`);
        }
      }
    }
    expect({ failures, errors }).toEqual({ failures: [], errors: [] });
  });

  it.each([
    '/files/%00/x.jpg',
    '/files/__proto__/constructor.png?format=__proto__',
    '/files/x/y.jpg?format=1e999w',
    '/media/..%2F..%2Fpackage.json',
    '/assets/%E0%A4%A',
    '/__proto__',
    '/preview/a.%00',
  ])('answers %s below 500', async (path) => {
    expect((await send('GET', path)).status).toBeLessThan(500);
    expect(errors).toEqual([]);
  });
});
