// The one guard of /api: looks up what the route needs (route-access.ts), finds who is calling
// (principal.ts) and asks the permission table (shared/permissions/roles.ts through refusalFor).
// 401 without credentials, 403 naming what the role or key cannot do. Owner writes are recorded
// in the activity log with who, what, when and through which credential.
import type { MiddlewareHandler } from 'hono';
import { SiteApiMessage } from '../../shared/api/sites';
import { SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';
import type { AccessStore } from '../storage/access-store';
import { bearerKey, type Principal, type PrincipalFinder, refusalFor } from './principal';
import { accessFor } from './route-access';

/** /api/sites/{id}/…: the site a request is about. */
export const SITE_PATH = /^\/api\/sites\/([^/]+)/;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const refusal = (message: string) => ({ error: message, message });

export function ownerGuard(find: PrincipalFinder, access: AccessStore): MiddlewareHandler {
  return async function guardOwnerRoute(c, next) {
    const needed = accessFor(c.req.method, c.req.path);
    const presentsKey = bearerKey(c.req.header('Authorization')) !== null;
    if ((needed === 'visitor' || needed === 'self') && !presentsKey) return next();
    const principal = await find(c);
    // A key that is not valid (deleted, expired, another site's) is refused on every route.
    if (!principal || (presentsKey && principal.kind !== 'api-key')) {
      return c.json(refusal(SIGN_IN_TO_CONTINUE), 401);
    }
    if (needed === 'visitor' || needed === 'self') return next();
    // Someone with no role on a site does not learn whether it exists.
    if (principal.kind === 'owner' && principal.role === undefined && SITE_PATH.test(c.req.path)) {
      return c.json({ error: SiteApiMessage.notFound }, 404);
    }
    const refused = refusalFor(principal, needed);
    if (refused) return c.json(refusal(refused), 403);
    c.set('principal', principal);
    await next();
    // A deleted site keeps no rows, its activity log's included.
    if (WRITES.has(c.req.method) && !c.get('siteRemoved'))
      await logWrite(access, principal, c.req.method, c.req.path, c.res.status);
  };
}

function logWrite(
  access: AccessStore,
  principal: Principal,
  method: string,
  path: string,
  status: number,
): Promise<void> {
  const actor = principal.kind === 'owner' ? principal.owner.email : principal.name;
  const via = principal.kind === 'owner' ? 'session' : 'api-key';
  return access.logActivity(principal.siteId, { actor, via, method, path, status });
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the owner guard on owner routes: who is calling. */
    principal: Principal;
    /** Set by the call that deleted the site the request names (routes/site-admin.ts). */
    siteRemoved: boolean;
  }
}
