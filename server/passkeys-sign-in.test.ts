// Signing in with a passkey over real HTTP against a real SQLite file, with a software
// authenticator (server/test-authenticator.ts): the same session as a password, one-time
// challenges (a replay finds none), the signature counter, the page's origin, and the limits
// shared with password sign-ins.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ME_PATH,
  AUTH_SESSION_PATH,
  OWNER_SESSION_COOKIE,
  OwnerMessage,
  type OwnerSignInResponse,
} from '../shared/api/auth';
import { PasskeyMessage, PasskeyPath, type PasskeysResponse } from '../shared/api/passkeys';
import {
  type CreationOptions,
  json,
  passkeyServerForThisFile,
  type RequestOptions,
} from './passkey-test-helpers';
import { startServer } from './server';
import { SoftAuthenticator } from './test-authenticator';
import { serverOptions, TEST_OWNER, TestClient, tempDir } from './test-helpers';

const keys = passkeyServerForThisFile('passkeys-sign-in');

describe('signing in with a passkey', () => {
  let authenticator: SoftAuthenticator;
  beforeAll(async () => {
    authenticator = new SoftAuthenticator();
    const admin = await new TestClient(keys.url).startAsOwner();
    expect((await keys.addPasskey(admin, authenticator, 'Phone')).status).toBe(201);
  });

  it('starts the same session as a password sign-in, with a fresh crumb', async () => {
    const { client, answer } = await keys.passkeySignIn(authenticator);
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
    const remembered = await keys.passkeySignIn(authenticator, keys.origin, true);
    const cookie = remembered.answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${OWNER_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/Max-Age=\d+/);
    const plain = await keys.passkeySignIn(authenticator);
    const plainCookie = plain.answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${OWNER_SESSION_COOKIE}=`));
    expect(plainCookie).not.toMatch(/Max-Age/);
  });

  it('records when it was last used', async () => {
    await keys.passkeySignIn(authenticator);
    const admin = await new TestClient(keys.url).startAsOwner();
    const { body } = await json<PasskeysResponse>(await admin.request(PasskeyPath.list));
    expect(body.passkeys.find((key) => key.id === authenticator.id)?.lastUsedAt).toEqual(
      expect.any(String),
    );
  });

  it('refuses a replayed answer: its challenge was used up', async () => {
    const client = await new TestClient(keys.url).start();
    const { challengeId, options } = await keys.signInOptions(client);
    const response = authenticator.authenticate(options, { origin: keys.origin });
    const first = await client.send('POST', PasskeyPath.signIn, { challengeId, response });
    expect(first.status).toBe(200);
    const replay = await new TestClient(keys.url).start();
    const again = await replay.send('POST', PasskeyPath.signIn, { challengeId, response });
    expect(await json(again)).toMatchObject({
      status: 400,
      body: { message: PasskeyMessage.challengeExpired },
    });
    expect(replay.cookies.has(OWNER_SESSION_COOKIE)).toBe(false);
  });

  it('refuses a signature counter that did not move forward (a cloned authenticator)', async () => {
    const { answer } = await keys.passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    authenticator.counter -= 1;
    const cloned = await keys.passkeySignIn(authenticator);
    expect(await json(cloned.answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.notVerified },
    });
    authenticator.counter += 5;
    expect((await keys.passkeySignIn(authenticator)).answer.status).toBe(200);
  });

  it('accepts an authenticator whose counter stays at zero', async () => {
    const steady = new SoftAuthenticator(false);
    const client = await keys.secondOwner('steady@example.com');
    expect((await keys.addPasskey(client, steady)).status).toBe(201);
    expect((await keys.passkeySignIn(steady)).answer.status).toBe(200);
    expect((await keys.passkeySignIn(steady)).answer.status).toBe(200);
  });

  it('refuses an answer made for another origin', async () => {
    const { client, answer } = await keys.passkeySignIn(
      authenticator,
      'http://localhost.evil.example',
    );
    expect(await json(answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.notVerified },
    });
    expect(client.cookies.has(OWNER_SESSION_COOKIE)).toBe(false);
  });

  it('refuses a passkey this site does not know', async () => {
    const { answer } = await keys.passkeySignIn(new SoftAuthenticator());
    expect(await json(answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.unknownPasskey },
    });
  });

  it('refuses a registration challenge used for a sign-in', async () => {
    const admin = await new TestClient(keys.url).startAsOwner();
    const started = await json<CreationOptions>(
      await admin.send('POST', PasskeyPath.registrationOptions),
    );
    const client = await new TestClient(keys.url).start();
    const options = { challenge: started.body.options.challenge, rpId: '127.0.0.1' };
    const answer = await client.send('POST', PasskeyPath.signIn, {
      challengeId: started.body.challengeId,
      response: authenticator.authenticate(options, { origin: keys.origin }),
    });
    expect(answer.status).toBe(400);
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
