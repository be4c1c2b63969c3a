// The admin's people, keys and log: contributors and invitations (/api/contributors), API keys
// (/api/api-keys, the spec's API keys panel and key creation modal) and the activity log
// (/api/activity). The owner guard has already checked the permission; these check the input.
// No mail server is reachable: an invitation's link is answered to the admin to copy, and
// recorded in the outbox as restock emails are.
import { type Context, Hono } from 'hono';
import {
  type ActivityResponse,
  type ApiKeyCreated,
  type ContributorsResponse,
  type InvitationCreated,
  MAX_API_KEY_NAME_LENGTH,
  MAX_API_KEYS_PER_SITE,
  OwnerMessage,
} from '../../shared/api/auth';
import { isContributorRole } from '../../shared/codes/contributor-roles';
import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '../../shared/forms/email';
import { isApiKeyScope } from '../../shared/permissions/roles';
import { normaliseEmail } from '../../shared/site-users/credentials';
import type { Limits } from '../limits/limiter';
import { tooManyRequests } from '../limits/middleware';
import { refusal } from '../owners/guard';
import { newApiKey, newToken, tokenDigest } from '../owners/tokens';
import type { AccessStore } from '../storage/access-store';
import type { OwnerStore } from '../storage/owner-store';
import { badRequest, commerceJson, fieldsOf } from './commerce-http';

/** An invitation can be accepted for a week (ours). */
export const INVITATION_DAYS = 7;

export interface PeopleDependencies {
  readonly owners: OwnerStore;
  readonly access: AccessStore;
  /** The editor's address, for the invitation link: http://host/ */
  readonly editorUrl: (c: Context) => string;
}

const siteOf = (c: Context) => c.get('principal').siteId;
const actorOf = (c: Context) => {
  const principal = c.get('principal');
  return principal.kind === 'owner' ? principal.owner.email : principal.name;
};

export function invitationLink(editorUrl: string, token: string): string {
  return `${editorUrl}?invitation=${encodeURIComponent(token)}`;
}

export function contributorRoutes(deps: PeopleDependencies): Hono {
  const { owners, access } = deps;
  const app = new Hono();

  app.get('/', async (c) =>
    c.json<ContributorsResponse>({
      contributors: await owners.contributors(siteOf(c)),
      invitations: await access.invitations(siteOf(c)),
    }),
  );

  app.post('/invitations', commerceJson, async (c) => {
    const body = fieldsOf(c.var.body);
    const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
    if (email === '') return badRequest(c, OwnerMessage.emailRequired, 'email');
    if (!isEmailAddress(email)) return badRequest(c, EMAIL_INVALID_MESSAGE, 'email');
    if (typeof body.role !== 'string' || !isContributorRole(body.role)) {
      return badRequest(c, OwnerMessage.roleInvalid, 'role');
    }
    const existing = await owners.findByEmail(email);
    if (existing && (await owners.roleOn(siteOf(c), existing.id))) {
      return c.json(refusal(OwnerMessage.alreadyContributor), 409);
    }
    const token = newToken();
    const expiresAt = access.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000;
    const invitation = await access.createInvitation(
      tokenDigest(token),
      { siteId: siteOf(c), email, role: body.role, invitedBy: actorOf(c) },
      expiresAt,
    );
    const link = invitationLink(deps.editorUrl(c), token);
    await access.recordEmail(siteOf(c), {
      to: email,
      subject: `You are invited to edit a site as ${body.role}`,
      body: `${actorOf(c)} invited you. Open this link to accept: ${link}`,
    });
    return c.json<InvitationCreated>({ invitation, link }, 201);
  });

  app.delete('/invitations/:id', async (c) =>
    (await access.revokeInvitation(siteOf(c), c.req.param('id')))
      ? c.body(null, 204)
      : c.json(refusal(OwnerMessage.invitationInvalid), 404),
  );

  app.put('/:ownerId', commerceJson, async (c) => {
    const { role } = fieldsOf(c.var.body);
    if (typeof role !== 'string' || !isContributorRole(role)) {
      return badRequest(c, OwnerMessage.roleInvalid, 'role');
    }
    const ownerId = c.req.param('ownerId');
    if (!(await owners.roleOn(siteOf(c), ownerId))) {
      return c.json(refusal(OwnerMessage.contributorNotFound), 404);
    }
    const result = await owners.setRole(siteOf(c), ownerId, role);
    return result === 'set' ? c.json({ role }) : c.json(refusal(OwnerMessage.lastAdmin), 409);
  });

  app.delete('/:ownerId', async (c) => {
    const result = await owners.removeRole(siteOf(c), c.req.param('ownerId'));
    if (result === 'removed') return c.body(null, 204);
    return result === 'not-found'
      ? c.json(refusal(OwnerMessage.contributorNotFound), 404)
      : c.json(refusal(OwnerMessage.lastAdmin), 409);
  });

  return app;
}

type KeyInput = { ok: true; name: string; scopes: string[] } | { ok: false; response: Response };

function checkKeyInput(c: Context, body: unknown): KeyInput {
  const { name, scopes } = fieldsOf(body);
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '')
    return { ok: false, response: badRequest(c, OwnerMessage.keyNameRequired, 'name') };
  if (trimmed.length > MAX_API_KEY_NAME_LENGTH) {
    return { ok: false, response: badRequest(c, OwnerMessage.keyNameTooLong, 'name') };
  }
  if (!Array.isArray(scopes) || scopes.length === 0) {
    return { ok: false, response: badRequest(c, OwnerMessage.keyScopesRequired, 'scopes') };
  }
  if (!scopes.every(isApiKeyScope)) {
    return { ok: false, response: badRequest(c, OwnerMessage.keyScopeInvalid, 'scopes') };
  }
  return { ok: true, name: trimmed, scopes: [...new Set(scopes)] };
}

export function apiKeyRoutes(access: AccessStore, limits: Limits): Hono {
  const app = new Hono();
  const creations = limits.limiter('API_KEY_CREATE');

  app.get('/', async (c) => c.json({ apiKeys: await access.apiKeys(siteOf(c)) }));

  app.post('/', commerceJson, async (c) => {
    const input = checkKeyInput(c, c.var.body);
    if (!input.ok) return input.response;
    const taken = await creations.take(`${siteOf(c)}:${actorOf(c)}`);
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds);
    if ((await access.apiKeyCount(siteOf(c))) >= MAX_API_KEYS_PER_SITE) {
      return c.json(refusal(OwnerMessage.tooManyKeys), 409);
    }
    const key = newApiKey();
    const apiKey = await access.createApiKey(tokenDigest(key), {
      siteId: siteOf(c),
      name: input.name,
      prefix: key.slice(0, 8),
      scopes: input.scopes.filter(isApiKeyScope),
      createdBy: actorOf(c),
    });
    return c.json<ApiKeyCreated>({ apiKey, key }, 201);
  });

  app.delete('/:keyId', async (c) =>
    (await access.deleteApiKey(siteOf(c), c.req.param('keyId')))
      ? c.body(null, 204)
      : c.json(refusal(OwnerMessage.keyNotFound), 404),
  );

  return app;
}

export function activityRoutes(access: AccessStore): Hono {
  const app = new Hono();
  app.get('/', async (c) =>
    c.json<ActivityResponse>(await access.activity(siteOf(c), c.req.query('cursor') ?? null)),
  );
  return app;
}
