// /api/auth/passkeys: the signed-in owner adds, lists and removes their own passkeys; anyone signs
// in with one (server/owners/passkeys.ts does the WebAuthn part). Each options call stores a
// one-time challenge (five minutes) that the matching answer uses up, whatever its outcome. A
// passkey sign-in starts the same session as a password sign-in and is counted by the same
// limits, per network address and per account (server/limits/rules.ts).
import { type Context, Hono } from 'hono';
import { OwnerMessage } from '../../shared/api/auth';
import {
  MAX_PASSKEY_NAME_LENGTH,
  MAX_PASSKEYS_PER_OWNER,
  PASSKEY_CHALLENGE_MINUTES,
  PasskeyMessage,
  type PasskeyOptionsResponse,
  type PasskeySummary,
  type PasskeysResponse,
} from '../../shared/api/passkeys';
import { SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';
import type { Limits } from '../limits/limiter';
import { byNetwork, tooManyRequests } from '../limits/middleware';
import { refusal } from '../owners/guard';
import {
  checkRegistration,
  checkSignIn,
  credentialIdOf,
  type RelyingParty,
  registrationOptions,
  relyingPartyOf,
  signInOptions,
} from '../owners/passkeys';
import type { Principal, PrincipalFinder } from '../owners/principal';
import type { OwnerStore } from '../storage/owner-store';
import type { PasskeyStore } from '../storage/passkey-store';
import type { SiteStore } from '../storage/site-store';
import { signedInAnswer } from './auth';
import { commerceJson } from './commerce-http';

export interface PasskeyDependencies {
  readonly owners: OwnerStore;
  readonly passkeys: PasskeyStore;
  readonly sites: SiteStore;
  readonly findPrincipal: PrincipalFinder;
  /** The installation's site: its title names the passkeys in the browser's prompt. */
  readonly siteId: string;
  readonly limits: Limits;
}

type OwnerPrincipal = Extract<Principal, { kind: 'owner' }>;

/** The answer's body as the passkey calls send it: a challenge id and the browser's answer. */
interface Answer {
  readonly challengeId: string;
  readonly response: unknown;
  readonly name?: unknown;
  readonly rememberMe?: unknown;
}

function answerOf(body: unknown): Answer | null {
  const value = body as Partial<Answer> | null;
  if (typeof value !== 'object' || value === null || typeof value.challengeId !== 'string') {
    return null;
  }
  return value as Answer;
}

/** The passkey's name: trimmed, "Passkey N" when blank; a refusal sentence when too long. */
export function passkeyName(value: unknown, count: number): string | { message: string } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length > MAX_PASSKEY_NAME_LENGTH) return { message: PasskeyMessage.nameTooLong };
  return name === '' ? `Passkey ${count + 1}` : name;
}

const summaryOf = ({ id, name, createdAt, lastUsedAt }: PasskeySummary): PasskeySummary => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

export function passkeyRoutes(deps: PasskeyDependencies): Hono {
  const { owners, passkeys } = deps;
  const app = new Hono();
  const perAddress = deps.limits.limiter('OWNER_SIGN_IN_PER_ADDRESS');
  const perAccount = deps.limits.limiter('OWNER_SIGN_IN_PER_ACCOUNT');
  const refuse = (c: Context, message: string, status: 400 | 401 | 404 | 409) =>
    c.json(refusal(message), status);

  const signedInOwner = async (c: Context): Promise<OwnerPrincipal | null> => {
    const principal = await deps.findPrincipal(c);
    return principal?.kind === 'owner' ? principal : null;
  };

  const newChallenge = (challenge: string, ownerId: string | null) =>
    passkeys.createChallenge(
      challenge,
      ownerId,
      passkeys.now() + PASSKEY_CHALLENGE_MINUTES * 60_000,
    );

  const siteTitle = async () => {
    const stored = await deps.sites.get(deps.siteId).catch(() => undefined);
    return stored?.site.title ?? 'Site editor';
  };

  app.get('/', async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return refuse(c, SIGN_IN_TO_CONTINUE, 401);
    const list = await passkeys.ofOwner(principal.owner.id);
    return c.json<PasskeysResponse>({ passkeys: list.map(summaryOf) });
  });

  app.post('/registration/options', async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return refuse(c, SIGN_IN_TO_CONTINUE, 401);
    const { owner } = principal;
    const existing = await passkeys.ofOwner(owner.id);
    if (existing.length >= MAX_PASSKEYS_PER_OWNER) return refuse(c, PasskeyMessage.tooMany, 409);
    const options = await registrationOptions(
      relyingPartyOf(c),
      await siteTitle(),
      owner,
      existing,
    );
    const challengeId = await newChallenge(options.challenge, owner.id);
    return c.json<PasskeyOptionsResponse>({ challengeId, options });
  });

  app.post('/registration', commerceJson, async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return refuse(c, SIGN_IN_TO_CONTINUE, 401);
    const { owner } = principal;
    const answer = answerOf(c.var.body);
    if (!answer) return refuse(c, PasskeyMessage.notVerified, 400);
    const count = await passkeys.count(owner.id);
    const name = passkeyName(answer.name, count);
    if (typeof name !== 'string') return c.json({ ...refusal(name.message), field: 'name' }, 400);
    const challenge = await passkeys.takeChallenge(answer.challengeId);
    // A sign-in challenge, or another owner's, is no registration challenge of this owner.
    if (!challenge || challenge.ownerId !== owner.id) {
      return refuse(c, PasskeyMessage.challengeExpired, 400);
    }
    if (count >= MAX_PASSKEYS_PER_OWNER) return refuse(c, PasskeyMessage.tooMany, 409);
    const credential = await checkRegistration(
      relyingPartyOf(c),
      challenge.challenge,
      answer.response,
    );
    if (!credential) return refuse(c, PasskeyMessage.notVerified, 400);
    const added = await passkeys.add({ ...credential, ownerId: owner.id, name });
    if (added === 'exists') return refuse(c, PasskeyMessage.alreadyAdded, 409);
    const summary = (await passkeys.ofOwner(owner.id)).find(
      (passkey) => passkey.id === credential.credentialId,
    );
    return c.json({ passkey: summary && summaryOf(summary) }, 201);
  });

  app.delete('/:passkeyId', async (c) => {
    const principal = await signedInOwner(c);
    if (!principal) return refuse(c, SIGN_IN_TO_CONTINUE, 401);
    const { owner } = principal;
    const passkeyId = c.req.param('passkeyId');
    const mine = (await passkeys.ofOwner(owner.id)).some((passkey) => passkey.id === passkeyId);
    if (!mine) return refuse(c, PasskeyMessage.notFound, 404);
    if (owner.passwordHash === null && (await passkeys.count(owner.id)) <= 1) {
      return refuse(c, PasskeyMessage.lastCredential, 409);
    }
    if ((await passkeys.remove(owner.id, passkeyId)) === 'not-found') {
      return refuse(c, PasskeyMessage.notFound, 404);
    }
    return c.json({});
  });

  app.post('/sign-in/options', async (c) => {
    const options = await signInOptions(relyingPartyOf(c));
    const challengeId = await newChallenge(options.challenge, null);
    return c.json<PasskeyOptionsResponse>({ challengeId, options });
  });

  app.post('/sign-in', commerceJson, async (c) => {
    const byAddress = await perAddress.take((await byNetwork(c)) ?? 'local');
    const tooMany = () => refusal(OwnerMessage.tooManyAttempts);
    if (!byAddress.ok) return tooManyRequests(c, byAddress.retryAfterSeconds, tooMany);
    const answer = answerOf(c.var.body);
    if (!answer) return refuse(c, PasskeyMessage.notVerified, 400);
    const challenge = await passkeys.takeChallenge(answer.challengeId);
    if (!challenge || challenge.ownerId !== null) {
      return refuse(c, PasskeyMessage.challengeExpired, 400);
    }
    const rp: RelyingParty = relyingPartyOf(c);
    const credentialId = credentialIdOf(answer.response);
    const passkey = credentialId === null ? undefined : await passkeys.find(credentialId);
    const owner = passkey && (await owners.get(passkey.ownerId));
    if (!passkey || !owner) return refuse(c, PasskeyMessage.unknownPasskey, 401);
    const byAccount = await perAccount.take(owner.email);
    if (!byAccount.ok) return tooManyRequests(c, byAccount.retryAfterSeconds, tooMany);
    const counter = await checkSignIn(rp, challenge.challenge, answer.response, passkey);
    if (counter === null || !(await passkeys.recordUse(passkey.credentialId, counter))) {
      return refuse(c, PasskeyMessage.notVerified, 401);
    }
    return signedInAnswer(c, owners, owner, deps.siteId, answer.rememberMe === true);
  });

  return app;
}
