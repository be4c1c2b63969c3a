import { describe, expect, it } from 'vitest';
import { CRUMB_HEADER, SiteApiMessage } from '../../shared/api/sites';
import { addErrorMessage } from '../../shared/products/add-to-cart-errors';
import {
  getJson,
  postJson,
  readCrumb,
  requestJson,
  StorefrontApiError,
  toAddFailure,
  withQuery,
} from './api';

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: string, seen: Seen[] = []) {
  return async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(body === '' ? null : body, { status });
  };
}

/** The error a request that must fail throws. */
async function failureOf(request: Promise<unknown>): Promise<StorefrontApiError> {
  const error = await request.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof StorefrontApiError)) throw new Error('expected a StorefrontApiError');
  return error;
}

const cookies = () => 'other=1; crumb=abc%20def; x=y';

describe('storefront api', () => {
  it('reads the crumb from the crumb cookie', () => {
    expect(readCrumb(cookies())).toBe('abc def');
    expect(readCrumb('')).toBe('');
  });

  it('builds queries from the defined values only', () => {
    expect(withQuery('/a', { itemId: 'p 1', x: undefined, n: 2 })).toBe('/a?itemId=p+1&n=2');
    expect(withQuery('/a?b=1', { c: true })).toBe('/a?b=1&c=true');
    expect(withQuery('/a')).toBe('/a');
  });

  it('sends writes as JSON with the crumb header, reads without it', async () => {
    const seen: Seen[] = [];
    const answer = await postJson<{ ok: boolean }>(
      '/api/x',
      { a: 1 },
      {
        fetch: fakeFetch(200, '{"ok":true}', seen),
        cookies,
      },
    );
    expect(answer).toEqual({ ok: true });
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers[CRUMB_HEADER]).toBe('abc def');
    expect(headers['Content-Type']).toBe('application/json');
    expect(seen[0]?.init.body).toBe('{"a":1}');
    expect(seen[0]?.init.method).toBe('POST');

    await getJson('/api/y', { q: 'z' }, { fetch: fakeFetch(200, '{}', seen), cookies });
    expect(seen[1]?.url).toBe('/api/y?q=z');
    const readHeaders = seen[1]?.init.headers as Record<string, string> | undefined;
    expect(readHeaders?.[CRUMB_HEADER]).toBeUndefined();
  });

  it("turns a refusal into an error carrying the server's message", async () => {
    const message = 'Sorry, we do not have enough of that item available.';
    const refusal = fakeFetch(400, JSON.stringify({ message }));
    const apiError = await failureOf(postJson('/api/x', {}, { fetch: refusal, cookies }));
    expect(apiError.message).toBe(message);
    expect(apiError.serverMessage).toBe(message);
    expect(apiError.status).toBe(400);
    expect(apiError.network).toBe(false);
    expect(addErrorMessage(toAddFailure(apiError))).toBe(message);
  });

  it("reads the site API's {error} too, and a body that is not JSON as no message", async () => {
    const withError = await failureOf(
      requestJson('DELETE', '/x', undefined, {
        fetch: fakeFetch(404, '{"error":"Gone."}'),
        cookies,
      }),
    );
    expect(withError.serverMessage).toBe('Gone.');
    const html = await failureOf(getJson('/x', {}, { fetch: fakeFetch(500, '<html>'), cookies }));
    expect(html.serverMessage).toBeNull();
    expect(html.message).toBe('Request failed (500)');
    expect(addErrorMessage(toAddFailure(html))).toBe('Unable to add item.');
  });

  it('answers null for an empty success body', async () => {
    expect(await postJson('/x', {}, { fetch: fakeFetch(200, ''), cookies })).toBeNull();
  });

  it('tells a network failure from a refusal', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failureOf(getJson('/x', {}, { fetch: offline, cookies }));
    expect(error.network).toBe(true);
    expect(error.status).toBe(0);
    expect(addErrorMessage(toAddFailure(error))).toBe('Please check your internet connection.');
  });

  it('maps a crumb refusal and 429 to the spec sentences', async () => {
    const refusal = JSON.stringify({ error: 'x', crumbFail: true });
    const crumb = await failureOf(postJson('/x', {}, { fetch: fakeFetch(403, refusal), cookies }));
    expect(crumb.crumbFail).toBe(true);
    expect(addErrorMessage(toAddFailure(crumb, true))).toBe(SiteApiMessage.crumbExpired);
    expect(addErrorMessage(toAddFailure(crumb, false))).toBe(SiteApiMessage.cookiesDisabled);
    const limited = await failureOf(postJson('/x', {}, { fetch: fakeFetch(429, '{}'), cookies }));
    expect(limited.crumbFail).toBe(false);
    expect(addErrorMessage(toAddFailure(limited))).toBe('Please try again in a few seconds.');
    expect(addErrorMessage(toAddFailure(new Error('boom')))).toBe('Unable to add item.');
  });
});
