import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesClient, PreferencesError, PreferencesMessage } from './preferences-client';

function server(stored: Record<string, unknown> = {}) {
  const calls: { method: string; path: string; body?: unknown; crumb?: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: String(input), body, crumb: headers.get('X-CSRF-Token') });
    if (method === 'PUT') {
      if (body.fail) return Response.json({ error: 'No, not that.' }, { status: 400 });
      Object.assign(stored, body);
    }
    return Response.json(stored);
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('document', { cookie: 'crumb=abc' });
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PreferencesClient', () => {
  it('fetches a namespace once, however many screens ask at once', async () => {
    const { calls } = server({ lowStockThreshold: 3 });
    const client = new PreferencesClient();
    const [one, two] = await Promise.all([client.get('store'), client.get('store')]);
    await client.get('store');
    expect(one).toEqual({ lowStockThreshold: 3 });
    expect(two).toBe(one);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/commerce-preferences/store' });
  });

  it('skips a save that changes nothing and tells listeners after one that does', async () => {
    const { calls } = server({ a: 1, b: 2 });
    const client = new PreferencesClient();
    const heard: unknown[] = [];
    client.onRefetch((namespace, value) => heard.push([namespace, value]));
    expect(await client.save('store', { b: 2, a: 1 })).toBe(false);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(heard).toEqual([]);
    expect(await client.save('store', { a: 1, b: 3 })).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { a: 1, b: 3 }, crumb: 'abc' });
    expect(heard).toEqual([['store', { a: 1, b: 3 }]]);
    expect(await client.get('store')).toEqual({ a: 1, b: 3 });
    expect(await client.save('store', { a: 1, b: 3 })).toBe(false);
  });

  it("rethrows failures with the server's sentence, and does not cache a failed read", async () => {
    server();
    const client = new PreferencesClient();
    await expect(client.save('store', { fail: true })).rejects.toThrow('No, not that.');
    const down = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', down);
    const offline = new PreferencesClient();
    const failed = offline.get('store');
    await expect(failed).rejects.toBeInstanceOf(PreferencesError);
    await expect(failed).rejects.toThrow(PreferencesMessage.loadFailed);
    await expect(offline.get('store')).rejects.toThrow(PreferencesMessage.loadFailed);
    expect(down).toHaveBeenCalledTimes(2);
  });
});
