import { describe, expect, it } from 'vitest';
import { type SendDeps, sendShoppingEvent } from './shopping-tracker';

function deps(answer: () => Promise<Response>) {
  const sent: { url: string; body: URLSearchParams }[] = [];
  const warnings: string[] = [];
  const value: SendDeps = {
    fetch: async (url, init) => {
      sent.push({ url: String(url), body: init?.body as URLSearchParams });
      return answer();
    },
    cookies: () => 'crumb=abc; other=1',
    path: () => '/shop',
    warn: (message) => warnings.push(message),
  };
  return { value, sent, warnings };
}

describe('sendShoppingEvent', () => {
  it('posts the crumb of the cookie, the event, its data with the page path, and extras', async () => {
    const { value, sent, warnings } = deps(async () => new Response(null, { status: 202 }));
    await sendShoppingEvent('commerce_add_to_cart', { cart_id: 'c1' }, value);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/events/RecordEvent');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({
      crumb: 'abc',
      event: 'commerce_add_to_cart',
      data: '{"pagePath":"/shop","cart_id":"c1"}',
      extras: '{}',
    });
    expect(warnings).toEqual([]);
  });

  it.each([200, 202])('takes %i as success', async (status) => {
    const { value, warnings } = deps(async () => new Response(null, { status }));
    await sendShoppingEvent('x', {}, value);
    expect(warnings).toEqual([]);
  });

  it('logs a warning for another status', async () => {
    const { value, warnings } = deps(async () => new Response(null, { status: 403 }));
    await sendShoppingEvent('x', {}, value);
    expect(warnings).toEqual(['RecordEvent x answered 403.']);
  });

  it('swallows a failed call', async () => {
    const { value, warnings } = deps(() => Promise.reject(new TypeError('offline')));
    await expect(sendShoppingEvent('x', {}, value)).resolves.toBeUndefined();
    expect(warnings).toEqual([]);
  });
});
