import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { UNREACHABLE } from '../owner-call';
import { fakeFetch, json } from '../test-fetch';
import { peopleApi } from './people-api';

function serve(answer: Response | Error) {
  const fake = fakeFetch(answer);
  vi.stubGlobal('fetch', fake.fetch);
  vi.stubGlobal('document', { cookie: 'crumb=the-crumb; other=1' });
  return fake.calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('peopleApi', () => {
  it.each([
    [
      'invite',
      () => peopleApi.invite('a@b.example', 'viewer'),
      'POST',
      '/api/contributors/invitations',
      { email: 'a@b.example', role: 'viewer' },
    ],
    [
      'changeRole',
      () => peopleApi.changeRole('o 1', 'billing'),
      'PUT',
      '/api/contributors/o%201',
      { role: 'billing' },
    ],
    [
      'removeContributor',
      () => peopleApi.removeContributor('o1'),
      'DELETE',
      '/api/contributors/o1',
      undefined,
    ],
    [
      'revokeInvitation',
      () => peopleApi.revokeInvitation('i1'),
      'DELETE',
      '/api/contributors/invitations/i1',
      undefined,
    ],
    [
      'createApiKey',
      () => peopleApi.createApiKey('Shop sync', ['orders:read']),
      'POST',
      '/api/api-keys',
      { name: 'Shop sync', scopes: ['orders:read'] },
    ],
    ['deleteApiKey', () => peopleApi.deleteApiKey('k1'), 'DELETE', '/api/api-keys/k1', undefined],
    ['publish', () => peopleApi.publish('demo'), 'POST', '/api/sites/demo/publish', undefined],
  ] as const)('%s sends %s with the crumb', async (_name, run, method, path, body) => {
    const calls = serve(json(200, {}));
    await run();
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect([init.method, url]).toEqual([method, path]);
    expect((init.headers as Record<string, string>)[CRUMB_HEADER]).toBe('the-crumb');
    expect(init.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(body);
  });

  it('reads the activity log a page at a time', async () => {
    const calls = serve(json(200, { entries: [], nextCursor: null }));
    await peopleApi.activity(null);
    await peopleApi.activity('0001/x');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/activity',
      '/api/activity?cursor=0001%2Fx',
    ]);
  });

  it('answers a refusal with its status and the server’s message', async () => {
    serve(
      json(409, {
        error: 'The site needs at least one admin.',
        message: 'The site needs at least one admin.',
      }),
    );
    expect(await peopleApi.removeContributor('o1')).toEqual({
      ok: false,
      status: 409,
      message: 'The site needs at least one admin.',
    });
  });

  it('answers a deletion (204, no body) as done', async () => {
    serve(new Response(null, { status: 204 }));
    expect(await peopleApi.deleteApiKey('k1')).toEqual({ ok: true, value: null });
  });

  it('says so when the server cannot be reached', async () => {
    serve(new TypeError('offline'));
    expect(await peopleApi.contributors()).toEqual({ ok: false, status: 0, message: UNREACHABLE });
  });
});
