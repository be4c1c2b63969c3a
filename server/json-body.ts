// The one way a route reads a JSON body: at most `maxBytes`, valid UTF-8, nested at most
// MAX_JSON_DEPTH levels (checked on the text before JSON.parse recurses over it), then parsed.
// `jsonBody(options)` is the middleware form: the handler finds the value in `c.var.body`, and a
// refused body never reaches it. Each API answers a refusal in its own shape (`refuse`).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SiteApiMessage } from '../shared/api/sites';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../shared/json/nesting';
import { readBytesLimited } from './body';

export type JsonRefusalKind = 'too-large' | 'too-deep' | 'not-json';

/** Why a body was refused, with the status and sentence a route answers by default. */
export interface JsonRefusal {
  readonly kind: JsonRefusalKind;
  readonly status: 400 | 413;
  readonly message: string;
}

export type JsonRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly refusal: JsonRefusal };

const REFUSALS: Readonly<Record<JsonRefusalKind, JsonRefusal>> = {
  'too-large': { kind: 'too-large', status: 413, message: 'The request body is too large.' },
  'too-deep': { kind: 'too-deep', status: 400, message: TOO_DEEP_MESSAGE },
  'not-json': { kind: 'not-json', status: 400, message: SiteApiMessage.badJson },
};

const refused = (kind: JsonRefusalKind): JsonRead => ({ ok: false, refusal: REFUSALS[kind] });

export interface JsonBodyOptions {
  readonly maxBytes: number;
  /** What an empty body stands for (commerce calls allow none); without it, empty is refused. */
  readonly empty?: unknown;
}

/** Reads, checks and parses the request's JSON body. */
export async function readJsonBody(request: Request, options: JsonBodyOptions): Promise<JsonRead> {
  const read = await readBytesLimited(request, options.maxBytes);
  if (!read.ok) return refused('too-large');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return refused('not-json');
  }
  if (text.trim() === '') {
    return options.empty === undefined ? refused('not-json') : { ok: true, value: options.empty };
  }
  return parseJson(text);
}

/** Parses a JSON text (a body, or JSON carried inside one) after checking its depth. */
export function parseJson(text: string): JsonRead {
  if (nestsDeeperThan(text)) return refused('too-deep');
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return refused('not-json');
  }
}

export interface JsonBodyMiddlewareOptions extends JsonBodyOptions {
  /** The answer to a refused body, in the API's own shape. */
  readonly refuse: (c: Context, refusal: JsonRefusal) => Response;
}

export type JsonBodyEnv = { Variables: { body: unknown } };

/**
 * Reads the JSON body before the handler runs, which finds it in `c.var.body`.
 * @example app.put('/:id', jsonBody({ maxBytes: 16_000, refuse }), (c) => save(c.var.body))
 */
export function jsonBody(options: JsonBodyMiddlewareOptions) {
  return createMiddleware<JsonBodyEnv>(async function readBody(c, next) {
    const read = await readJsonBody(c.req.raw, options);
    if (!read.ok) return options.refuse(c, read.refusal);
    c.set('body', read.value);
    await next();
  });
}
