// Who is calling: an owner signed in with a session (and their role on the site), a script with
// an API key (and its scopes), or nobody. Found once per request, however many callers ask.
import type { Context } from 'hono';
import { OWNER_SESSION_COOKIE } from '../../shared/api/auth';
import type { ContributorRole } from '../../shared/codes/contributor-roles';
import { parseCookies } from '../../shared/cookies/parse';
import {
  type ApiKeyScope,
  can,
  type OwnerAction,
  roleRefusal,
  scopeRefusal,
  scopesAllow,
} from '../../shared/permissions/roles';
import type { AccessStore } from '../storage/access-store';
import type { OwnerRecord, OwnerStore } from '../storage/owner-store';
import { tokenDigest } from './tokens';

export type Principal =
  | {
      readonly kind: 'owner';
      readonly owner: OwnerRecord;
      /** undefined: signed in, but no role on this site. */
      readonly role: ContributorRole | undefined;
      readonly siteId: string;
      readonly sessionDigest: string;
    }
  | {
      readonly kind: 'api-key';
      readonly keyId: string;
      readonly name: string;
      readonly scopes: readonly ApiKeyScope[];
      readonly siteId: string;
    };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** API keys: `sk_` then 43 base64url characters (server/owners/api-keys.ts). */
const BEARER_PATTERN = /^Bearer (sk_[A-Za-z0-9_-]{43})$/;

/** The owner session token of the request, or null when absent or not of the token's shape. */
export function ownerSessionToken(cookieHeader: string | undefined): string | null {
  const value = parseCookies(cookieHeader ?? '').get(OWNER_SESSION_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

/** The API key of an `Authorization: Bearer` header, or null. */
export function bearerKey(authorization: string | undefined): string | null {
  return BEARER_PATTERN.exec(authorization ?? '')?.[1] ?? null;
}

/** May this principal do `action`? The refusal's sentence when not. */
export function refusalFor(principal: Principal, action: OwnerAction): string | undefined {
  if (principal.kind === 'api-key') {
    return scopesAllow(principal.scopes, action) ? undefined : scopeRefusal(action);
  }
  const role = principal.role ?? 'none';
  return can(role, action) ? undefined : roleRefusal(role, action);
}

export type PrincipalFinder = (c: Context) => Promise<Principal | null>;

/**
 * `siteOf` names the site a request is about (its /api/sites/{id}, else the installation's).
 * An API key counts only for its own site.
 */
export function principalFinder(
  owners: OwnerStore,
  access: AccessStore,
  siteOf: (c: Context) => string,
): PrincipalFinder {
  const asked = new WeakMap<Request, Promise<Principal | null>>();
  const find = async (c: Context): Promise<Principal | null> => {
    const siteId = siteOf(c);
    const key = bearerKey(c.req.header('Authorization'));
    if (key !== null) {
      const record = await access.apiKeyInUse(tokenDigest(key));
      if (!record || record.siteId !== siteId) return null;
      return {
        kind: 'api-key',
        keyId: record.id,
        name: record.name,
        scopes: record.scopes,
        siteId,
      };
    }
    const token = ownerSessionToken(c.req.header('Cookie'));
    if (token === null) return null;
    const sessionDigest = tokenDigest(token);
    const session = await owners.sessionOwner(sessionDigest);
    if (!session) return null;
    const role = await owners.roleOn(siteId, session.owner.id);
    return { kind: 'owner', owner: session.owner, role, siteId, sessionDigest };
  };
  return (c) => {
    let answer = asked.get(c.req.raw);
    if (!answer) {
      answer = find(c);
      asked.set(c.req.raw, answer);
    }
    return answer;
  };
}
