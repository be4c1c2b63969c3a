// Owners' passkeys over real HTTP against a real SQLite file, with a software authenticator
// (server/test-authenticator.ts): adding one, signing in with it (the same session as a
// password), one-time challenges, the signature counter, the page's origin, whose passkeys an
// owner may list and remove, and the sign-in limits.

import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ME_PATH,
  AUTH_SESSION_PATH,
  type InvitationCreated,
  OWNER_SESSION_COOKIE,
  OwnerMessage,
  type OwnerSignInResponse,
} from '../shared/api/auth';
import {
  MAX_PASSKEY_NAME_LENGTH,
  PasskeyMessage,
  type PasskeyOptionsResponse,
  PasskeyPath,
  type PasskeysResponse,
  passkeyPath,
} from '../shared/api/passkeys';
import { SIGN_IN_TO_CONTINUE } from '../shared/permissions/roles';
import { type RunningServer, startServer } from './server';
import { SoftAuthenticator } from './test-authenticator';
import { serverOptions, TEST_OWNER, TestClient, tempDir } from './test-helpers';

let dir: ReturnType<typeof tempDir>;
let server: RunningServer;
let origin: string;

beforeAll(async () => {
  dir = tempDir('passkeys');
  // Sign-ins are many here on purpose; the limits have their own test below with its own server.
  server = await startServer(
    serverOptions(dir.path, {
      limits: {
        rules: {
          OWNER_SIGN_IN_PER_ADDRESS: { burst: 1000, perSecond: 100 },
          OWNER_SIGN_IN_PER_ACCOUNT: { burst: 1000, perSecond: 100 },
        },
      },
    }),
  );
  origin = new URL(server.url).origin;
});

afterAll(async () => {
  await server.close();
  dir.remove();
});

async function json<T>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}

type CreationOptions = PasskeyOptionsResponse<PublicKeyCredentialCreationOptionsJSON>;
type RequestOptions = PasskeyOptionsResponse<PublicKeyCredentialRequestOptionsJSON>;

/** Adds a passkey from `authenticator` to the account `client` is signed in to. */
async function addPasskey(
  client: TestClient,
  authenticator: SoftAuthenticator,
  name?: string,
  at = origin,
): Promise<Response> {
  const started = await json<CreationOptions>(
    await client.send('POST', PasskeyPath.registrationOptions),
  );
  expect(started.status).toBe(200);
  const response = authenticator.register(started.body.options, { origin: at });
  return client.send('POST', PasskeyPath.registration, {
    challengeId: started.body.challengeId,
    response,
    ...(name === undefined ? {} : { name }),
  });
}

async function signInOptions(client: TestClient): Promise<RequestOptions> {
  const started = await json<RequestOptions>(await client.send('POST', PasskeyPath.signInOptions));
  expect(started.status).toBe(200);
  return started.body;
}

/** A fresh browser signing in with `authenticator`; the answer and the client. */
async function passkeySignIn(authenticator: SoftAuthenticator, at = origin, rememberMe = false) {
  const client = await new TestClient(server.url).start();
  const { challengeId, options } = await signInOptions(client);
  const response = authenticator.authenticate(options, { origin: at });
  const answer = await client.send('POST', PasskeyPath.signIn, {
    challengeId,
    response,
    rememberMe,
  });
  return { client, answer };
}

/** A second owner (an editor, invited by the admin), signed in with a password. */
async function secondOwner(email: string): Promise<TestClient> {
  const admin = await new TestClient(server.url).startAsOwner();
  const invited = await json<InvitationCreated>(
    await admin.send('POST', '/api/contributors/invitations', { email, role: 'editor' }),
  );
  expect(invited.status).toBe(201);
  const token = new URL(invited.body.link).searchParams.get('invitation') ?? '';
  const client = await new TestClient(server.url).start();
  const accepted = await client.send('POST', `/api/auth/invitations/${token}/accept`, {
    password: 'second owner password',
  });
  expect(accepted.status).toBe(200);
  return client;
}

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification, for this host', async () => {
    const client = await new TestClient(server.url).startAsOwner();
    const { body } = await json<CreationOptions>(
      await client.send('POST', PasskeyPath.registrationOptions),
    );
    expect(body.options.rp).toEqual({ id: '127.0.0.1', name: 'Juniper & Oak' });
    expect(body.options.user.name).toBe(TEST_OWNER.email);
    expect(body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
  });

  it('adds it to the signed-in owner, with its name, and lists it', async () => {
    const client = await new TestClient(server.url).startAsOwner();
    const authenticator = new SoftAuthenticator();
    const added = await json<{ passkey: { id: string; name: string } }>(
      await addPasskey(client, authenticator, '  Work laptop  '),
    );
    expect(added.status).toBe(201);
    expect(added.body.passkey).toMatchObject({ id: authenticator.id, name: 'Work laptop' });
    const list = await json<PasskeysResponse>(await client.request(PasskeyPath.list));
    expect(list.body.passkeys).toContainEqual({
      id: authenticator.id,
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
  });

  it('names an unnamed passkey by its number and refuses a name that is too long', async () => {
    const client = await secondOwner('namer@example.com');
    const first = await json<{ passkey: { name: string } }>(
      await addPasskey(client, new SoftAuthenticator()),
    );
    expect(first.body.passkey.name).toBe('Passkey 1');
    const tooLong = await addPasskey(
      client,
      new SoftAuthenticator(),
      'x'.repeat(MAX_PASSKEY_NAME_LENGTH + 1),
    );
    expect(await json(tooLong)).toEqual({
      status: 400,
      body: {
        error: PasskeyMessage.nameTooLong,
        message: PasskeyMessage.nameTooLong,
        field: 'name',
      },
    });
  });

  it('refuses the same authenticator twice', async () => {
    const client = await secondOwner('twice@example.com');
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(client, authenticator)).status).toBe(201);
    const again = await json<{ message: string }>(await addPasskey(client, authenticator));
    expect(again).toMatchObject({ status: 409, body: { message: PasskeyMessage.alreadyAdded } });
  });

  it('needs a signed-in owner for every call but sign-in', async () => {
    const visitor = await new TestClient(server.url).start();
    for (const [method, path] of [
      ['GET', PasskeyPath.list],
      ['POST', PasskeyPath.registrationOptions],
      ['POST', PasskeyPath.registration],
      ['DELETE', passkeyPath('anything')],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      const answer = await json<{ message: string }>(await visitor.send(method, path, body));
      expect(answer, `${method} ${path}`).toEqual({
        status: 401,
        body: { error: SIGN_IN_TO_CONTINUE, message: SIGN_IN_TO_CONTINUE },
      });
    }
  });

  it('refuses an answer made on another site, or without user verification', async () => {
    const client = await new TestClient(server.url).startAsOwner();
    const elsewhere = await addPasskey(
      client,
      new SoftAuthenticator(),
      'x',
      'https://evil.example',
    );
    expect(await json(elsewhere)).toMatchObject({
      status: 400,
      body: { message: PasskeyMessage.notVerified },
    });
    const started = await json<CreationOptions>(
      await client.send('POST', PasskeyPath.registrationOptions),
    );
    const response = new SoftAuthenticator().register(started.body.options, {
      origin,
      unverified: true,
    });
    const unverified = await client.send('POST', PasskeyPath.registration, {
      challengeId: started.body.challengeId,
      response,
    });
    expect(unverified.status).toBe(400);
  });

  it('refuses a registration challenge that was used, or made for another owner', async () => {
    const admin = await new TestClient(server.url).startAsOwner();
    const started = await json<CreationOptions>(
      await admin.send('POST', PasskeyPath.registrationOptions),
    );
    const other = await secondOwner('thief@example.com');
    const stolen = await other.send('POST', PasskeyPath.registration, {
      challengeId: started.body.challengeId,
      response: new SoftAuthenticator().register(started.body.options, { origin }),
    });
    expect(await json(stolen)).toMatchObject({
      status: 400,
      body: { message: PasskeyMessage.challengeExpired },
    });
    // The refused try used the challenge up: the admin cannot answer it either.
    const late = await admin.send('POST', PasskeyPath.registration, {
      challengeId: started.body.challengeId,
      response: new SoftAuthenticator().register(started.body.options, { origin }),
    });
    expect(late.status).toBe(400);
  });

  it.each([
    ['no body', undefined],
    ['a string', 'hello'],
    ['no challenge id', { response: {} }],
    ['a response of the wrong shape', { challengeId: 'nope', response: { id: 5 } }],
  ])('answers 400, never 5xx, to %s', async (_name, body) => {
    const client = await new TestClient(server.url).startAsOwner();
    const answer = await client.send('POST', PasskeyPath.registration, body);
    expect(answer.status).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  let authenticator: SoftAuthenticator;
  beforeAll(async () => {
    authenticator = new SoftAuthenticator();
    const admin = await new TestClient(server.url).startAsOwner();
    expect((await addPasskey(admin, authenticator, 'Phone')).status).toBe(201);
  });

  it('starts the same session as a password sign-in, with a fresh crumb', async () => {
    const { client, answer } = await passkeySignIn(authenticator);
    const { status, body } = await json<OwnerSignInResponse>(answer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: TEST_OWNER.email, role: 'admin', hasPassword: true });
    expect(body.xsrfToken).toBe(client.crumb);
    expect(client.cookies.get(OWNER_SESSION_COOKIE)).toMatch(/^[\w-]{43}$/);
    const me = await json<{ email: string }>(await client.request(AUTH_ME_PATH));
    expect(me).toMatchObject({ status: 200, body: { email: TEST_OWNER.email } });
    // The crumb of the new session works for writes.
    expect((await client.send('DELETE', AUTH_SESSION_PATH)).status).toBe(200);
  });

  it('keeps the session past the browser with rememberMe', async () => {
    const remembered = await passkeySignIn(authenticator, origin, true);
    const cookie = remembered.answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${OWNER_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/Max-Age=\d+/);
    const plain = await passkeySignIn(authenticator);
    const plainCookie = plain.answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${OWNER_SESSION_COOKIE}=`));
    expect(plainCookie).not.toMatch(/Max-Age/);
  });

  it('records when it was last used', async () => {
    await passkeySignIn(authenticator);
    const admin = await new TestClient(server.url).startAsOwner();
    const { body } = await json<PasskeysResponse>(await admin.request(PasskeyPath.list));
    expect(body.passkeys.find((key) => key.id === authenticator.id)?.lastUsedAt).toEqual(
      expect.any(String),
    );
  });

  it('refuses a replayed answer: its challenge was used up', async () => {
    const client = await new TestClient(server.url).start();
    const { challengeId, options } = await signInOptions(client);
    const response = authenticator.authenticate(options, { origin });
    const first = await client.send('POST', PasskeyPath.signIn, { challengeId, response });
    expect(first.status).toBe(200);
    const replay = await new TestClient(server.url).start();
    const again = await replay.send('POST', PasskeyPath.signIn, { challengeId, response });
    expect(await json(again)).toMatchObject({
      status: 400,
      body: { message: PasskeyMessage.challengeExpired },
    });
    expect(replay.cookies.has(OWNER_SESSION_COOKIE)).toBe(false);
  });

  it('refuses a signature counter that did not move forward (a cloned authenticator)', async () => {
    const { answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    authenticator.counter -= 1;
    const cloned = await passkeySignIn(authenticator);
    expect(await json(cloned.answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.notVerified },
    });
    authenticator.counter += 5;
    expect((await passkeySignIn(authenticator)).answer.status).toBe(200);
  });

  it('accepts an authenticator whose counter stays at zero', async () => {
    const steady = new SoftAuthenticator(false);
    const client = await secondOwner('steady@example.com');
    expect((await addPasskey(client, steady)).status).toBe(201);
    expect((await passkeySignIn(steady)).answer.status).toBe(200);
    expect((await passkeySignIn(steady)).answer.status).toBe(200);
  });

  it('refuses an answer made for another origin', async () => {
    const { client, answer } = await passkeySignIn(authenticator, 'http://localhost.evil.example');
    expect(await json(answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.notVerified },
    });
    expect(client.cookies.has(OWNER_SESSION_COOKIE)).toBe(false);
  });

  it('refuses a passkey this site does not know', async () => {
    const { answer } = await passkeySignIn(new SoftAuthenticator());
    expect(await json(answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.unknownPasskey },
    });
  });

  it('refuses a registration challenge used for a sign-in', async () => {
    const admin = await new TestClient(server.url).startAsOwner();
    const started = await json<CreationOptions>(
      await admin.send('POST', PasskeyPath.registrationOptions),
    );
    const client = await new TestClient(server.url).start();
    const options = { challenge: started.body.options.challenge, rpId: '127.0.0.1' };
    const answer = await client.send('POST', PasskeyPath.signIn, {
      challengeId: started.body.challengeId,
      response: authenticator.authenticate(options, { origin }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('removing a passkey', () => {
  it('removes one of the owner’s own, and no other owner’s', async () => {
    const admin = await new TestClient(server.url).startAsOwner();
    const mine = new SoftAuthenticator();
    expect((await addPasskey(admin, mine, 'Old key')).status).toBe(201);
    const other = await secondOwner('other@example.com');
    const theirs = new SoftAuthenticator();
    expect((await addPasskey(other, theirs)).status).toBe(201);

    const refused = await json(await admin.send('DELETE', passkeyPath(theirs.id)));
    expect(refused).toEqual({
      status: 404,
      body: { error: PasskeyMessage.notFound, message: PasskeyMessage.notFound },
    });
    expect((await passkeySignIn(theirs)).answer.status).toBe(200);

    expect((await admin.send('DELETE', passkeyPath(mine.id))).status).toBe(200);
    const list = await json<PasskeysResponse>(await admin.request(PasskeyPath.list));
    expect(list.body.passkeys.map((key) => key.id)).not.toContain(mine.id);
    expect(await json((await passkeySignIn(mine)).answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.unknownPasskey },
    });
  });

  it('keeps the last passkey of an owner without a password', async () => {
    const admin = await new TestClient(server.url).startAsOwner();
    const invited = await json<InvitationCreated>(
      await admin.send('POST', '/api/contributors/invitations', {
        email: 'keyonly@example.com',
        role: 'viewer',
      }),
    );
    const token = new URL(invited.body.link).searchParams.get('invitation') ?? '';
    const client = await new TestClient(server.url).start();
    const accepted = await json<OwnerSignInResponse>(
      await client.send('POST', `/api/auth/invitations/${token}/accept`, {}),
    );
    expect(accepted.body.hasPassword).toBe(false);
    const key = new SoftAuthenticator();
    expect((await addPasskey(client, key)).status).toBe(201);
    expect(await json(await client.send('DELETE', passkeyPath(key.id)))).toMatchObject({
      status: 409,
      body: { message: PasskeyMessage.lastCredential },
    });
  });
});

describe('the sign-in limits', () => {
  it('counts passkey and password sign-ins from one address together', async () => {
    const limited = tempDir('passkeys-limits');
    const small = await startServer(
      serverOptions(limited.path, {
        limits: { rules: { OWNER_SIGN_IN_PER_ADDRESS: { burst: 2, perSecond: 1 / 60 } } },
      }),
    );
    try {
      const client = await new TestClient(small.url).start();
      const wrong = { email: TEST_OWNER.email, password: 'not the password' };
      expect((await client.send('POST', AUTH_SESSION_PATH, wrong)).status).toBe(401);
      const { challengeId, options } = (await (
        await client.send('POST', PasskeyPath.signInOptions)
      ).json()) as RequestOptions;
      const response = new SoftAuthenticator().authenticate(options, { origin: small.url });
      const second = await client.send('POST', PasskeyPath.signIn, { challengeId, response });
      expect(second.status).toBe(401);
      const third = await client.send('POST', PasskeyPath.signIn, { challengeId, response });
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await third.json()).toMatchObject({ message: OwnerMessage.tooManyAttempts });
    } finally {
      await small.close();
      limited.remove();
    }
  });
});
