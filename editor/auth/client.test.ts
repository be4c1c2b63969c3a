import { describe, expect, it } from 'vitest';
import { OwnerMessage } from '../../shared/api/auth';
import { PasskeyPath } from '../../shared/api/passkeys';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';
import { SaveMessage } from '../saving/messages';
import { fakeFetch, json } from '../test-fetch';
import { createAuthClient } from './client';

const CRUMB = 'c'.repeat(65);
const ME = { email: 'a@x.co', role: 'admin', siteId: 'demo', hasPassword: true };

function client(answer: Response | Error) {
  const fake = fakeFetch(answer);
  return { api: createAuthClient({ fetch: fake.fetch, cookies: () => `crumb=${CRUMB}` }), ...fake };
}

const sent = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('createAuthClient', () => {
  it('signs in with {email, password, rememberMe} and the crumb, answering who is in', async () => {
    const { api, calls } = client(json(200, { ...ME, xsrfToken: 'new' }));
    const answer = await api.signIn({ email: 'a@x.co', password: 'pw', rememberMe: true });
    expect(answer).toEqual({ ok: true, value: ME });
    expect(calls[0]?.url).toBe('/api/auth/session');
    expect(calls[0]?.init.method).toBe('POST');
    expect(header(calls[0]!.init, CRUMB_HEADER)).toBe(CRUMB);
    expect(sent(calls[0]!.init)).toEqual({ email: 'a@x.co', password: 'pw', rememberMe: true });
  });

  it("answers the server's refusal and the field it names", async () => {
    const wrong = client(json(401, { error: OwnerMessage.badCredentials }));
    expect(await wrong.api.signIn({ email: 'a@x.co', password: 'x' })).toEqual({
      ok: false,
      status: 401,
      message: OwnerMessage.badCredentials,
    });
    const short = client(json(400, { message: OwnerMessage.passwordTooShort, field: 'password' }));
    expect(await short.api.acceptInvitation('t', 'short')).toEqual({
      ok: false,
      status: 400,
      message: OwnerMessage.passwordTooShort,
      field: 'password',
    });
  });

  it('says "Unable to connect" when the server is not reached, or answers nonsense', async () => {
    const offline = client(new TypeError('Failed to fetch'));
    expect(await offline.api.signOut()).toEqual({
      ok: false,
      status: 0,
      message: SaveMessage.network,
    });
    const odd = client(json(200, { nothing: true }));
    expect(await odd.api.signIn({ email: 'a@x.co', password: 'x' })).toMatchObject({
      ok: false,
      message: SaveMessage.network,
    });
  });

  it('asks for the current password only when there is one', async () => {
    const first = client(json(200, { endedOtherSessions: 0 }));
    expect(await first.api.changePassword(null, 'new password')).toEqual({ ok: true, value: 0 });
    expect(sent(first.calls[0]!.init)).toEqual({ newPassword: 'new password' });
    const change = client(json(200, { endedOtherSessions: 2 }));
    expect(await change.api.changePassword('old', 'new password')).toEqual({ ok: true, value: 2 });
    expect(sent(change.calls[0]!.init)).toEqual({
      currentPassword: 'old',
      newPassword: 'new password',
    });
    expect(change.calls[0]?.init.method).toBe('PUT');
  });

  it('signs out here or everywhere', async () => {
    const here = client(json(200, {}));
    expect((await here.api.signOut()).ok).toBe(true);
    expect(here.calls[0]?.init.method).toBe('DELETE');
    const everywhere = client(json(200, { ended: 3 }));
    expect(await everywhere.api.signOutEverywhere()).toEqual({ ok: true, value: 3 });
    expect(everywhere.calls[0]?.url).toBe('/api/auth/sessions');
  });

  it('reads and accepts an invitation by its token, escaped in the path', async () => {
    const preview = { email: 'b@x.co', role: 'editor', siteTitle: 'Juniper & Oak' };
    const read = client(json(200, preview));
    expect(await read.api.invitation('a/b')).toEqual({ ok: true, value: preview });
    expect(read.calls[0]?.url).toBe('/api/auth/invitations/a%2Fb');
    const accept = client(json(200, { ...ME, hasPassword: false }));
    expect(await accept.api.acceptInvitation('tok')).toMatchObject({ ok: true });
    expect(accept.calls[0]?.url).toBe('/api/auth/invitations/tok/accept');
    expect(sent(accept.calls[0]!.init)).toEqual({});
  });

  it('lists, removes and uses passkeys', async () => {
    const passkeys = [{ id: 'k1', name: 'Phone', createdAt: 'x', lastUsedAt: null }];
    const list = client(json(200, { passkeys }));
    expect(await list.api.passkeys()).toEqual({ ok: true, value: passkeys });
    const remove = client(json(200, {}));
    await remove.api.removePasskey('k/1');
    expect(remove.calls[0]?.url).toBe('/api/auth/passkeys/k%2F1');
    const options = client(json(200, { challengeId: 'c1', options: { challenge: 'abc' } }));
    expect(await options.api.signInOptions()).toEqual({
      ok: true,
      value: { challengeId: 'c1', options: { challenge: 'abc' } },
    });
    const signIn = client(json(200, ME));
    await signIn.api.passkeySignIn('c1', { id: 'k1' }, true);
    expect(signIn.calls[0]?.url).toBe(PasskeyPath.signIn);
    expect(sent(signIn.calls[0]!.init)).toEqual({
      challengeId: 'c1',
      response: { id: 'k1' },
      rememberMe: true,
    });
    const out = client(json(401, { error: SIGN_IN_TO_CONTINUE, message: SIGN_IN_TO_CONTINUE }));
    expect(await out.api.registrationOptions()).toMatchObject({
      ok: false,
      status: 401,
      message: SIGN_IN_TO_CONTINUE,
    });
  });
});
