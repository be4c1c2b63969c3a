// Owners adding and removing passkeys over real HTTP against a real SQLite file, with a software
// authenticator (server/test-authenticator.ts): the options asked for, names, one owner's
// one-time challenges, the page's origin, and whose passkeys an owner may list and remove.
import { describe, expect, it } from 'vitest';
import type { InvitationCreated, OwnerSignInResponse } from '../shared/api/auth';
import {
  MAX_PASSKEY_NAME_LENGTH,
  PasskeyMessage,
  PasskeyPath,
  type PasskeysResponse,
  passkeyPath,
} from '../shared/api/passkeys';
import { SIGN_IN_TO_CONTINUE } from '../shared/permissions/roles';
import { type CreationOptions, json, passkeyServerForThisFile } from './passkey-test-helpers';
import { SoftAuthenticator } from './test-authenticator';
import { TEST_OWNER, TestClient } from './test-helpers';

const keys = passkeyServerForThisFile('passkeys');

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification, for this host', async () => {
    const client = await new TestClient(keys.url).startAsOwner();
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
    const client = await new TestClient(keys.url).startAsOwner();
    const authenticator = new SoftAuthenticator();
    const added = await json<{ passkey: { id: string; name: string } }>(
      await keys.addPasskey(client, authenticator, '  Work laptop  '),
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
    const client = await keys.secondOwner('namer@example.com');
    const first = await json<{ passkey: { name: string } }>(
      await keys.addPasskey(client, new SoftAuthenticator()),
    );
    expect(first.body.passkey.name).toBe('Passkey 1');
    const tooLong = await keys.addPasskey(
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
    const client = await keys.secondOwner('twice@example.com');
    const authenticator = new SoftAuthenticator();
    expect((await keys.addPasskey(client, authenticator)).status).toBe(201);
    const again = await json<{ message: string }>(await keys.addPasskey(client, authenticator));
    expect(again).toMatchObject({ status: 409, body: { message: PasskeyMessage.alreadyAdded } });
  });

  it('needs a signed-in owner for every call but sign-in', async () => {
    const visitor = await new TestClient(keys.url).start();
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
    const client = await new TestClient(keys.url).startAsOwner();
    const elsewhere = await keys.addPasskey(
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
      origin: keys.origin,
      unverified: true,
    });
    const unverified = await client.send('POST', PasskeyPath.registration, {
      challengeId: started.body.challengeId,
      response,
    });
    expect(unverified.status).toBe(400);
  });

  it('refuses a registration challenge that was used, or made for another owner', async () => {
    const admin = await new TestClient(keys.url).startAsOwner();
    const started = await json<CreationOptions>(
      await admin.send('POST', PasskeyPath.registrationOptions),
    );
    const other = await keys.secondOwner('thief@example.com');
    const stolen = await other.send('POST', PasskeyPath.registration, {
      challengeId: started.body.challengeId,
      response: new SoftAuthenticator().register(started.body.options, { origin: keys.origin }),
    });
    expect(await json(stolen)).toMatchObject({
      status: 400,
      body: { message: PasskeyMessage.challengeExpired },
    });
    // The refused try used the challenge up: the admin cannot answer it either.
    const late = await admin.send('POST', PasskeyPath.registration, {
      challengeId: started.body.challengeId,
      response: new SoftAuthenticator().register(started.body.options, { origin: keys.origin }),
    });
    expect(late.status).toBe(400);
  });

  it.each([
    ['no body', undefined],
    ['a string', 'hello'],
    ['no challenge id', { response: {} }],
    ['a response of the wrong shape', { challengeId: 'nope', response: { id: 5 } }],
  ])('answers 400, never 5xx, to %s', async (_name, body) => {
    const client = await new TestClient(keys.url).startAsOwner();
    const answer = await client.send('POST', PasskeyPath.registration, body);
    expect(answer.status).toBe(400);
  });
});

describe('removing a passkey', () => {
  it('removes one of the owner’s own, and no other owner’s', async () => {
    const admin = await new TestClient(keys.url).startAsOwner();
    const mine = new SoftAuthenticator();
    expect((await keys.addPasskey(admin, mine, 'Old key')).status).toBe(201);
    const other = await keys.secondOwner('other@example.com');
    const theirs = new SoftAuthenticator();
    expect((await keys.addPasskey(other, theirs)).status).toBe(201);

    const refused = await json(await admin.send('DELETE', passkeyPath(theirs.id)));
    expect(refused).toEqual({
      status: 404,
      body: { error: PasskeyMessage.notFound, message: PasskeyMessage.notFound },
    });
    expect((await keys.passkeySignIn(theirs)).answer.status).toBe(200);

    expect((await admin.send('DELETE', passkeyPath(mine.id))).status).toBe(200);
    const list = await json<PasskeysResponse>(await admin.request(PasskeyPath.list));
    expect(list.body.passkeys.map((key) => key.id)).not.toContain(mine.id);
    expect(await json((await keys.passkeySignIn(mine)).answer)).toMatchObject({
      status: 401,
      body: { message: PasskeyMessage.unknownPasskey },
    });
  });

  it('keeps the last passkey of an owner without a password', async () => {
    const admin = await new TestClient(keys.url).startAsOwner();
    const invited = await json<InvitationCreated>(
      await admin.send('POST', '/api/contributors/invitations', {
        email: 'keyonly@example.com',
        role: 'viewer',
      }),
    );
    const token = new URL(invited.body.link).searchParams.get('invitation') ?? '';
    const client = await new TestClient(keys.url).start();
    const accepted = await json<OwnerSignInResponse>(
      await client.send('POST', `/api/auth/invitations/${token}/accept`, {}),
    );
    expect(accepted.body.hasPassword).toBe(false);
    const key = new SoftAuthenticator();
    expect((await keys.addPasskey(client, key)).status).toBe(201);
    expect(await json(await client.send('DELETE', passkeyPath(key.id)))).toMatchObject({
      status: 409,
      body: { message: PasskeyMessage.lastCredential },
    });
  });
});
