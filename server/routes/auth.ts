// Owners' own calls under /api/auth: sign in with email and password (POST /session), sign out
// (DELETE /session), sign out everywhere (DELETE /sessions), who am I (GET /me), change the
// password (PUT /password), and an invitation's preview and acceptance. Each checks its own
// credentials (route-access.ts marks them 'self'). Sign-in answers a wrong email and a wrong
// password with one message after the same work (a decoy hash for unknown emails), and is rate
// limited per network address and per account email.
import { type Context, Hono } from 'hono';
import {
  type InvitationPreview,
  OWNER_SESSION_COOKIE,
  type OwnerMe,
  OwnerMessage,
  type OwnerSignInResponse,
} from '../../shared/api/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/api/site-users';
import { SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';
import { checkCredentials } from '../../shared/site-users/credentials';
import { bindingAfter, issueCrumb } from '../csrf';
import type { Limits } from '../limits/limiter';
import { byNetwork, tooManyRequests } from '../limits/middleware';
import { refusal } from '../owners/guard';
import type { Principal, PrincipalFinder } from '../owners/principal';
import { clearOwnerCookie, startOwnerSession } from '../owners/session';
import { tokenDigest } from '../owners/tokens';
import { decoyHash, hashPassword, verifyPassword } from '../site-users/password';
import type { AccessStore } from '../storage/access-store';
import type { OwnerRecord, OwnerStore } from '../storage/owner-store';
import type { SiteStore } from '../storage/site-store';
import { badRequest, commerceJson, fieldsOf } from './commerce-http';

export interface AuthDependencies {
  readonly owners: OwnerStore;
  readonly access: AccessStore;
  readonly sites: SiteStore;
  readonly findPrincipal: PrincipalFinder;
  /** The installation's site: roles answered by /me are on it. */
  readonly siteId: string;
  /** Sign-ins are counted per network address and per account (server/limits/rules.ts). */
  readonly limits: Limits;
}

type OwnerPrincipal = Extract<Principal, { kind: 'owner' }>;

/** What /me and a sign-in answer about the owner. */
export async function describeOwner(
  owners: OwnerStore,
  owner: OwnerRecord,
  siteId: string,
): Promise<OwnerMe> {
  return {
    email: owner.email,
    role: (await owners.roleOn(siteId, owner.id)) ?? 'none',
    siteId,
    hasPassword: owner.passwordHash !== null,
  };
}

/**
 * Signs the owner in on this response (a password, a passkey or an accepted invitation):
 * session, cookie, fresh crumb, and the answer.
 */
export async function signedInAnswer(
  c: Context,
  owners: OwnerStore,
  owner: OwnerRecord,
  siteId: string,
  rememberMe: boolean,
): Promise<Response> {
  const token = await startOwnerSession(c, owners, owner.id, rememberMe);
  const xsrfToken = issueCrumb(
    c,
    bindingAfter(c.req.header('Cookie'), OWNER_SESSION_COOKIE, token),
  );
  return c.json<OwnerSignInResponse>({
    ...(await describeOwner(owners, owner, siteId)),
    xsrfToken,
  });
}

function checkNewPassword(value: unknown): string | { message: string } {
  if (typeof value !== 'string' || value === '') return { message: OwnerMessage.passwordRequired };
  if (value.length < PASSWORD_MIN_LENGTH) return { message: OwnerMessage.passwordTooShort };
  if (value.length > PASSWORD_MAX_LENGTH) return { message: OwnerMessage.passwordTooLong };
  return value;
}

export function authRoutes(deps: AuthDependencies): Hono {
  const { owners, access, siteId } = deps;
  const app = new Hono();
  const perAddress = deps.limits.limiter('OWNER_SIGN_IN_PER_ADDRESS');
  const perAccount = deps.limits.limiter('OWNER_SIGN_IN_PER_ACCOUNT');
  const refuseTooMany = () => refusal(OwnerMessage.tooManyAttempts);

  const signedInOwner = async (c: Context): Promise<OwnerPrincipal | null> => {
    const principal = await deps.findPrincipal(c);
    return principal?.kind === 'owner' ? principal : null;
  };
  const signedOut = (c: Context) => c.json(refusal(SIGN_IN_TO_CONTINUE), 401);

  const signIn = (c: Context, owner: OwnerRecord, rememberMe: boolean) =>
    signedInAnswer(c, owners, owner, siteId, rememberMe);

  app.post('/session', commerceJson, async (c) => {
    const byAddress = await perAddress.take((await byNetwork(c)) ?? 'local');
    if (!byAddress.ok) return tooManyRequests(c, byAddress.retryAfterSeconds, refuseTooMany);
    const input = checkCredentials(c.var.body, 'sign-in');
    if (!input.ok) return badRequest(c, input.message, input.field);
    // Counted for unknown emails too, so the limit does not tell which accounts exist.
    const byAccount = await perAccount.take(input.value.email);
    if (!byAccount.ok) return tooManyRequests(c, byAccount.retryAfterSeconds, refuseTooMany);
    const owner = await owners.findByEmail(input.value.email);
    const hash = owner?.passwordHash ?? (await decoyHash());
    const matches = await verifyPassword(input.value.password, hash);
    if (!owner || owner.passwordHash === null || !matches) {
      return c.json(refusal(OwnerMessage.badCredentials), 401);
    }
    return signIn(c, owner, input.value.rememberMe);
  });

  app.get('/me', async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return signedOut(c);
    return c.json<OwnerMe>(await describeOwner(owners, principal.owner, siteId));
  });

  app.delete('/session', async (c) => {
    const principal = await signedInOwner(c);
    if (principal) await owners.deleteSession(principal.sessionDigest);
    clearOwnerCookie(c);
    issueCrumb(c, bindingAfter(c.req.header('Cookie'), OWNER_SESSION_COOKIE, null));
    return c.json({});
  });

  app.delete('/sessions', async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return signedOut(c);
    const ended = await owners.deleteSessions(principal.owner.id);
    clearOwnerCookie(c);
    issueCrumb(c, bindingAfter(c.req.header('Cookie'), OWNER_SESSION_COOKIE, null));
    return c.json({ ended });
  });

  app.put('/password', commerceJson, async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return signedOut(c);
    const body = fieldsOf(c.var.body);
    const { owner } = principal;
    if (owner.passwordHash !== null) {
      const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
      if (!(await verifyPassword(current, owner.passwordHash))) {
        return badRequest(c, OwnerMessage.currentPasswordWrong, 'currentPassword');
      }
    }
    const next = checkNewPassword(body.newPassword);
    if (typeof next !== 'string') return badRequest(c, next.message, 'newPassword');
    await owners.setPassword(owner.id, await hashPassword(next));
    const ended = await owners.deleteSessions(owner.id, principal.sessionDigest);
    return c.json({ endedOtherSessions: ended });
  });

  app.get('/invitations/:token', async (c) => {
    const offer = await access.previewInvitation(tokenDigest(c.req.param('token')));
    if (!offer) return c.json(refusal(OwnerMessage.invitationInvalid), 404);
    const stored = await deps.sites.get(offer.siteId).catch(() => undefined);
    return c.json<InvitationPreview>({
      email: offer.email,
      role: offer.role,
      siteTitle: stored?.site.title ?? offer.siteId,
    });
  });

  app.post('/invitations/:token/accept', commerceJson, async (c) => {
    const body = fieldsOf(c.var.body);
    const password = body.password === undefined ? undefined : checkNewPassword(body.password);
    if (typeof password === 'object') return badRequest(c, password.message, 'password');
    const digest = tokenDigest(c.req.param('token'));
    const preview = await access.previewInvitation(digest);
    if (!preview) return c.json(refusal(OwnerMessage.invitationInvalid), 404);
    // An existing account is joined only by its owner, signed in: the link alone is not proof.
    const existing = await owners.findByEmail(preview.email);
    if (existing && (await owners.hasCredentials(existing.id))) {
      const principal = await signedInOwner(c);
      if (principal?.owner.id !== existing.id) {
        return c.json(refusal(signInToAccept(preview.email)), 403);
      }
    }
    const offer = await access.takeInvitation(digest);
    if (!offer) return c.json(refusal(OwnerMessage.invitationInvalid), 404);
    const owner = await owners.ensure(offer.email);
    if (password !== undefined && owner.passwordHash === null) {
      await owners.setPassword(owner.id, await hashPassword(password));
    }
    await owners.setRole(offer.siteId, owner.id, offer.role);
    return signIn(c, (await owners.get(owner.id)) ?? owner, false);
  });

  return app;
}

export const signInToAccept = (email: string) =>
  `This invitation is for an existing account: sign in as ${email} to accept it.`;
