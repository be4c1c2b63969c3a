// Page access over HTTP (docs/page-access.md). Visitors: POST /api/page-access/unlock (JSON, the
// crumb in its header; the frame's screens) and POST /_page-access/unlock (the plain HTML form,
// the crumb as a field, answered by a 303 back), both setting a signed HttpOnly cookie for the
// site or that page. Owners: which passwords are set, and setting or removing one (hashed here;
// the document never holds a password).
import { type Context, Hono } from 'hono';
import {
  ACCESS_PASSWORD_MAX_LENGTH,
  ACCESS_PASSWORD_MIN_LENGTH,
  CRUMB_FIELD,
  PageAccessMessage,
  type PasswordStatusResponse,
  safeReturnPath,
  type UnlockRefusalKey,
  type UnlockResponse,
  withUnlockError,
} from '../../shared/api/page-access';
import { idSchema, type Site } from '../../shared/document/schema';
import { isObj } from '../../shared/products/input-fields';
import type { PageAccessDependencies } from '../access/visitor-access';
import { setUnlockCookie } from '../access/visitor-access';
import { readBytesLimited } from '../body';
import { crumbFailure } from '../csrf';
import { jsonBody } from '../json-body';
import type { Limits } from '../limits/limiter';
import { byNetwork, tooManyRequests } from '../limits/middleware';
import { decoyHash, hashPassword, verifyPassword } from '../site-users/password';
import { type PasswordScope, SITE_SCOPE } from '../storage/page-access-store';

const MAX_BODY_BYTES = 4_000;

const accessJson = jsonBody({
  maxBytes: MAX_BODY_BYTES,
  refuse: (c, refusal) => c.json({ message: refusal.message }, refusal.status),
});

type Attempt =
  | { readonly kind: 'unlocked'; readonly scope: PasswordScope }
  | { readonly kind: 'refused'; readonly status: 400 | 401 | 404; readonly message: string }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number };

export interface UnlockDependencies extends PageAccessDependencies {
  /** The published site, or undefined before the first publish. */
  readonly published: () => Promise<Site | undefined>;
  readonly limits: Limits;
}

/** Which scope a body names: the site, or a password page of the published site. */
function scopeOf(site: Site | undefined, body: Record<string, unknown>): PasswordScope | string {
  if (body.scope === 'site') return SITE_SCOPE;
  if (body.scope !== 'page' || !idSchema.safeParse(body.pageId).success) {
    return PageAccessMessage.badRequest;
  }
  const pageId = body.pageId as string;
  const page = site?.pages.find((candidate) => candidate.id === pageId);
  return page?.access?.kind === 'password'
    ? { kind: 'page', pageId }
    : PageAccessMessage.noSuchPage;
}

/**
 * One attempt: counted per network address and per scope (from every address), so neither a
 * fresh cookie nor many addresses reset the count; then the password is checked against the hash
 * (a decoy when none is set, so the answer takes as long and is as wrong).
 */
async function attempt(c: Context, deps: UnlockDependencies, body: unknown): Promise<Attempt> {
  if (!isObj(body)) return { kind: 'refused', status: 400, message: PageAccessMessage.badRequest };
  const scope = scopeOf(await deps.published(), body);
  if (typeof scope === 'string') {
    const status = scope === PageAccessMessage.noSuchPage ? 404 : 400;
    return { kind: 'refused', status, message: scope };
  }
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '')
    return { kind: 'refused', status: 400, message: PageAccessMessage.noPassword };
  const scopeKey = scope.kind === 'site' ? 'site' : `page:${scope.pageId}`;
  for (const [rule, key] of [
    ['PAGE_UNLOCK_PER_ADDRESS', await byNetwork(c)],
    ['PAGE_UNLOCK_PER_PAGE', scopeKey],
  ] as const) {
    const taken = await deps.limits.limiter(rule).take(key ?? 'unknown');
    if (!taken.ok) return { kind: 'limited', retryAfterSeconds: taken.retryAfterSeconds };
  }
  const hash = await deps.store.passwordHash(scope);
  const right =
    password.length <= ACCESS_PASSWORD_MAX_LENGTH &&
    (await verifyPassword(password, hash ?? (await decoyHash())));
  if (!right || hash === undefined) {
    return { kind: 'refused', status: 401, message: PageAccessMessage.wrongPassword };
  }
  setUnlockCookie(c, deps.signer, scope, hash);
  return { kind: 'unlocked', scope };
}

/** POST /api/page-access/unlock: the JSON call (the crumb header was checked by csrf()). */
export function unlockRoutes(deps: UnlockDependencies): Hono {
  const app = new Hono();
  app.post('/', accessJson, async (c) => {
    const result = await attempt(c, deps, c.var.body);
    switch (result.kind) {
      case 'unlocked':
        return c.json<UnlockResponse>({ unlocked: result.scope.kind });
      case 'refused':
        return c.json({ message: result.message }, result.status);
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds, () => ({
          message: PageAccessMessage.tooMany,
        }));
    }
  });
  return app;
}

const refusalKey = (result: Attempt): UnlockRefusalKey | null => {
  if (result.kind === 'unlocked') return null;
  if (result.kind === 'limited') return 'limited';
  return result.message === PageAccessMessage.noPassword ? 'empty' : 'wrong';
};

/**
 * POST /_page-access/unlock: the plain HTML form (application/x-www-form-urlencoded) with the
 * crumb as a field, answered by a 303 back to `returnTo` (a path of this site), naming a refusal
 * in `access-error` for the screen to show.
 */
export function unlockFormRoutes(deps: UnlockDependencies): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const read = await readBytesLimited(c.req.raw, MAX_BODY_BYTES);
    if (!read.ok) return c.text(PageAccessMessage.badRequest, 413);
    const form = new URLSearchParams(new TextDecoder().decode(read.bytes));
    const returnTo = safeReturnPath(form.get('returnTo'));
    const crumbError = crumbFailure(
      c.get('crumbs'),
      c.req.header('Cookie'),
      form.get(CRUMB_FIELD) ?? undefined,
    );
    if (crumbError) return c.text(crumbError, 403);
    const result = await attempt(c, deps, Object.fromEntries(form));
    if (
      result.kind === 'refused' &&
      result.status !== 401 &&
      result.message !== PageAccessMessage.noPassword
    ) {
      return c.text(result.message, result.status);
    }
    return c.redirect(withUnlockError(returnTo, refusalKey(result)), 303);
  });
  return app;
}

/** A new password's problem, or undefined when it may be set. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < ACCESS_PASSWORD_MIN_LENGTH) return PageAccessMessage.passwordTooShort;
  if (password.length > ACCESS_PASSWORD_MAX_LENGTH) return PageAccessMessage.passwordTooLong;
  return undefined;
}

/** Owners: GET /api/page-access/passwords, PUT .../site and .../pages/{pageId}. */
export function passwordRoutes(
  deps: PageAccessDependencies,
  draft: () => Promise<Site | undefined>,
): Hono {
  const app = new Hono();
  app.get('/', async (c) => c.json<PasswordStatusResponse>(await deps.store.passwordStatus()));

  const setPassword = async (c: Context, scope: PasswordScope, body: unknown) => {
    const password = isObj(body) ? body.password : undefined;
    if (password !== null && typeof password !== 'string') {
      return c.json({ message: PageAccessMessage.passwordTooShort, field: 'password' }, 400);
    }
    if (password === null) {
      await deps.store.setPasswordHash(scope, null);
      return c.json<PasswordStatusResponse>(await deps.store.passwordStatus());
    }
    const problem = passwordProblem(password);
    if (problem) return c.json({ message: problem, field: 'password' }, 400);
    await deps.store.setPasswordHash(scope, await hashPassword(password));
    return c.json<PasswordStatusResponse>(await deps.store.passwordStatus());
  };

  app.put('/site', accessJson, (c) => setPassword(c, SITE_SCOPE, c.var.body));
  app.put('/pages/:pageId', accessJson, async (c) => {
    const pageId = c.req.param('pageId');
    const site = await draft();
    if (!site?.pages.some((page) => page.id === pageId)) {
      return c.json({ message: PageAccessMessage.noSuchPage }, 404);
    }
    return setPassword(c, { kind: 'page', pageId }, c.var.body);
  });
  return app;
}
