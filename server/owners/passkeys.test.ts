import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_PASSKEY_NAME_LENGTH, PasskeyMessage } from '../../shared/api/passkeys';
import { passkeyName } from '../routes/passkeys';
import { credentialIdOf, type RelyingParty, relyingPartyOf } from './passkeys';

/** The relying party a request to `url` gets, the proxy trusted or not. */
async function relyingParty(
  url: string,
  headers: Record<string, string>,
  trustProxy: boolean,
): Promise<RelyingParty> {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('trustProxy', trustProxy);
    await next();
  });
  app.get('*', (c) => c.json(relyingPartyOf(c)));
  return (await app.request(url, { headers })).json();
}

describe('relyingPartyOf', () => {
  it('is the host name without its port, and the origin with it', async () => {
    expect(await relyingParty('http://localhost:3000/api', {}, false)).toEqual({
      id: 'localhost',
      origin: 'http://localhost:3000',
    });
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    expect(await relyingParty('http://shop.example/api', headers, true)).toEqual({
      id: 'shop.example',
      origin: 'https://shop.example',
    });
    expect((await relyingParty('http://shop.example/api', headers, false)).origin).toBe(
      'http://shop.example',
    );
  });
});

describe('passkeyName', () => {
  it.each([
    ['  Work laptop ', 0, 'Work laptop'],
    ['', 2, 'Passkey 3'],
    [undefined, 0, 'Passkey 1'],
    [42, 0, 'Passkey 1'],
    ['x'.repeat(MAX_PASSKEY_NAME_LENGTH), 0, 'x'.repeat(MAX_PASSKEY_NAME_LENGTH)],
  ])('%j with %i passkeys already is %j', (value, count, name) => {
    expect(passkeyName(value, count)).toBe(name);
  });

  it('refuses a name that is too long', () => {
    expect(passkeyName('x'.repeat(MAX_PASSKEY_NAME_LENGTH + 1), 0)).toEqual({
      message: PasskeyMessage.nameTooLong,
    });
  });
});

describe('credentialIdOf', () => {
  it.each([
    [{ id: 'abc_-9' }, 'abc_-9'],
    [{ id: '' }, null],
    [{ id: 'not base64url!' }, null],
    [{ id: 7 }, null],
    [null, null],
    ['abc', null],
  ])('%j -> %j', (response, id) => {
    expect(credentialIdOf(response)).toBe(id);
  });
});
