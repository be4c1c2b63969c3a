// The HTTP side of the limits: a 429 answer with Retry-After (RFC 9110 §10.2.3, whole seconds)
// and a middleware factory that counts a request under one rule by a key the caller chooses
// (the network address by default; the signed-in principal where there is one).
import type { Context, MiddlewareHandler } from 'hono';
import { type TooManyRequestsResponse, tooManyRequestsMessage } from '../../shared/api/limits';
import { addressOf } from '../routes/commerce-http';
import type { Limiter } from './limiter';
import { networkOf } from './network';

/** The key a request is counted by; null when the rule does not apply to it. */
export type KeyOf = (c: Context) => string | null | Promise<string | null>;

/** The JSON body of a refusal; the routes with a fixed sentence pass their own. */
export type RefusalBody = (retryAfterSeconds: number) => object;

export const byNetwork: KeyOf = (c) => networkOf(addressOf(c));

export const defaultRefusal: RefusalBody = (retryAfterSeconds): TooManyRequestsResponse => {
  const sentence = tooManyRequestsMessage(retryAfterSeconds);
  return { error: sentence, message: sentence, retryAfterSeconds };
};

export function tooManyRequests(
  c: Context,
  retryAfterSeconds: number,
  body: RefusalBody = defaultRefusal,
): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(body(retryAfterSeconds), 429);
}

/**
 * Counts each request under `limiter`'s rule by `keyOf`, answering 429 once the key's bucket is
 * empty.
 * @example app.post('/api/files', rateLimit(limits.limiter('UPLOAD')))
 */
export function rateLimit(
  limiter: Limiter,
  keyOf: KeyOf = byNetwork,
  refusal: RefusalBody = defaultRefusal,
): MiddlewareHandler {
  return async function rateLimited(c, next) {
    const key = await keyOf(c);
    if (key !== null) {
      const taken = await limiter.take(key);
      if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, refusal);
    }
    await next();
  };
}
