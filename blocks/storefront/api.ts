// The storefront's one way to talk to our server from the frame: JSON in and out, the CSRF crumb
// (read from the crumb cookie) on every write, cookies sent. A refusal (any non-2xx answer)
// becomes a StorefrontApiError carrying the server's `{message}` (or the site API's `{error}`),
// its status and body; a request that never got an answer is the same error with `network: true`
// and status 0, so callers can tell "the server said no" from "no connection".

import { CRUMB_COOKIE, CRUMB_HEADER } from '../../shared/api/sites';
import { CartMessage } from '../../shared/cart/messages';
import { parseCookies } from '../../shared/cookies/parse';
import type { AddFailure } from '../../shared/products/add-to-cart-errors';

export class StorefrontApiError extends Error {
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number;
  /** True when the request failed before any answer (offline, refused, aborted). */
  readonly network: boolean;
  /** True for a 403 whose body says the crumb failed. */
  readonly crumbFail: boolean;
  /** The server's message when it sent one with visible text, else null. */
  readonly serverMessage: string | null;
  /** The parsed answer body (null when it was not JSON). */
  readonly body: unknown;

  constructor(status: number, body: unknown, network = false) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? (network ? 'Network request failed' : `Request failed (${status})`));
    this.name = 'StorefrontApiError';
    this.status = status;
    this.network = network;
    this.body = body;
    this.serverMessage = serverMessage;
    this.crumbFail =
      status === 403 && typeof body === 'object' && body !== null && 'crumbFail' in body;
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { message?: unknown; error?: unknown };
  for (const candidate of [record.message, record.error]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

export interface StorefrontApiOptions {
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** The cookie string (document.cookie in the browser). */
  readonly cookies?: () => string;
  readonly signal?: AbortSignal;
}

export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** `path` plus the defined query values, encoded. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The crumb the server set in its cookie ('' when there is none). */
export function readCrumb(cookies: string): string {
  return parseCookies(cookies).get(CRUMB_COOKIE) ?? '';
}

/**
 * Sends one request and answers the parsed JSON body. Writes (anything but GET) carry the crumb;
 * a body is sent as JSON.
 */
export async function requestJson<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: StorefrontApiOptions = {},
): Promise<T> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => globalThis.document?.cookie ?? '');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CRUMB_HEADER] = readCrumb(cookies());
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await doFetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    throw new StorefrontApiError(0, null, true);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw new StorefrontApiError(response.status, parsed);
  return parsed as T;
}

export const getJson = <T>(path: string, query?: Query, options?: StorefrontApiOptions) =>
  requestJson<T>('GET', withQuery(path, query), undefined, options);

export const postJson = <T>(path: string, body: unknown, options?: StorefrontApiOptions) =>
  requestJson<T>('POST', path, body, options);

/** Whether the browser takes cookies (the crumb message differs when it does not). */
function cookiesEnabled(): boolean {
  return globalThis.navigator?.cookieEnabled ?? true;
}

/**
 * An add's failure as the add-to-cart rules read it (shared/products/add-to-cart-errors): a crumb
 * refusal, or a status with the server's message. No answer at all is status 0 with the cart's
 * 'Please check your internet connection.'; anything else thrown gives 'Unable to add item.'.
 */
export function toAddFailure(error: unknown, cookiesOn = cookiesEnabled()): AddFailure {
  if (error instanceof StorefrontApiError) {
    if (error.crumbFail) return { kind: 'crumb', cookiesEnabled: cookiesOn };
    if (error.network) return { kind: 'http', status: 0, message: CartMessage.checkConnection };
    return { kind: 'http', status: error.status, message: error.serverMessage };
  }
  return { kind: 'http', status: 0, message: null };
}
