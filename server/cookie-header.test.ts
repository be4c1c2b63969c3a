import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { appendCookie, type CookieOptions } from './cookie-header';

async function setCookies(url: string, cookies: [string, string, CookieOptions][]) {
  const app = new Hono();
  app.get('/', (c) => {
    for (const [name, value, options] of cookies) appendCookie(c, name, value, options);
    return c.text('');
  });
  return (await app.request(url)).headers.getSetCookie();
}

describe('appendCookie', () => {
  it('writes Lax cookies for the whole site, each on its own header', async () => {
    expect(
      await setCookies('http://local/', [
        ['a', '1', { maxAge: 60, httpOnly: true }],
        ['b', '2', { maxAge: null, httpOnly: false }],
        ['c', '', { maxAge: 0, httpOnly: false }],
      ]),
    ).toEqual([
      'a=1; Path=/; SameSite=Lax; Max-Age=60; HttpOnly',
      'b=2; Path=/; SameSite=Lax',
      'c=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
  });

  it('marks them Secure over https', async () => {
    expect(
      await setCookies('https://site/', [['a', '1', { maxAge: null, httpOnly: true }]]),
    ).toEqual(['a=1; Path=/; SameSite=Lax; HttpOnly; Secure']);
  });
});
