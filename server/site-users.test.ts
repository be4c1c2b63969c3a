// Site-user accounts and sessions over real HTTP against a real SQLite file: creating accounts,
// signing in and out, the crumb, the cookies, forged and malformed SiteUserInfo, rate limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AccountResponse,
  SITE_USER_ACCOUNT_PATH,
  SITE_USER_SESSION_COOKIE,
  SITE_USER_SESSION_PATH,
  type SignInResponse,
  SiteUserMessage,
} from '../shared/api/site-users';
import { SiteApiMessage } from '../shared/api/sites';
import { shouldLoadCartAtOnce } from '../shared/cart/load-policy';
import { parseCookies } from '../shared/cookies/parse';
import { encodeSiteUserCookie, SITE_USER_COOKIE } from '../shared/cookies/site-user';
import { EMAIL_INVALID_MESSAGE } from '../shared/forms/email';
import { type Shopper, type ShopServer, startShop } from './commerce-test-helpers';
import { RULES } from './limits/rules';
import { DEMO_SITE_USER } from './seed/demo-site-users';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop('site-users');
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());

let counter = 0;
const freshEmail = () => `user${++counter}@example.com`;

async function signUp(shopper: Shopper, email: string, password = 'long enough') {
  return shopper.json<AccountResponse & { message?: string; field?: string }>(
    'POST',
    SITE_USER_ACCOUNT_PATH,
    { email, password },
  );
}

async function signIn(shopper: Shopper, email: string, password: string, rememberMe = false) {
  const response = await shopper.send('POST', SITE_USER_SESSION_PATH, {
    email,
    password,
    rememberMe,
  });
  return { response, body: (await response.json()) as SignInResponse & { message?: string } };
}

const whoAmI = (shopper: Shopper) =>
  shopper.json<AccountResponse & { message?: string }>('GET', SITE_USER_ACCOUNT_PATH);

describe('creating an account', () => {
  it('creates one with a lower-cased email and an unguessable id', async () => {
    const shopper = await shop.shopper();
    const email = freshEmail();
    const { status, body } = await signUp(shopper, `  ${email.toUpperCase()} `);
    expect(status).toBe(201);
    expect(body.email).toBe(email);
    expect(body.siteUserId).toMatch(/^[\w-]{22}$/);
  });

  it('refuses a second account for the same email, in any case', async () => {
    const shopper = await shop.shopper();
    const email = freshEmail();
    expect((await signUp(shopper, email)).status).toBe(201);
    const again = await signUp(shopper, email.toUpperCase());
    expect(again).toEqual({
      status: 409,
      body: { message: SiteUserMessage.emailTaken, field: 'email' },
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, EMAIL_INVALID_MESSAGE, 'email'],
    [{ email: '', password: 'long enough' }, SiteUserMessage.emailRequired, 'email'],
    [{ email: 'a@b.co', password: 'short' }, SiteUserMessage.passwordTooShort, 'password'],
  ])('answers 400 naming the field for %j', async (body, message, field) => {
    const shopper = await shop.shopper();
    const answer = await shopper.json('POST', SITE_USER_ACCOUNT_PATH, body);
    expect(answer).toEqual({ status: 400, body: { message, field } });
  });

  it('needs the crumb', async () => {
    const shopper = await shop.shopper();
    const response = await shopper.send(
      'POST',
      SITE_USER_ACCOUNT_PATH,
      { email: freshEmail(), password: 'long enough' },
      { crumb: false },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      SiteApiMessage.crumbExpired,
    );
  });
});

describe('signing in', () => {
  it('signs the demo shopper in with HttpOnly session and readable SiteUserInfo cookies', async () => {
    const shopper = await shop.shopper();
    const { response, body } = await signIn(shopper, DEMO_SITE_USER.email, DEMO_SITE_USER.password);
    expect(response.status).toBe(200);
    expect(body.email).toBe(DEMO_SITE_USER.email);
    expect(body.xsrfToken).toBe(shopper.crumb);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${SITE_USER_SESSION_COOKIE}=`)) ?? '';
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Max-Age/);
    const info = cookies.find((c) => c.startsWith(`${SITE_USER_COOKIE}=`)) ?? '';
    expect(info).not.toMatch(/HttpOnly/);
    expect(info.split(';')[0]).toBe(`${SITE_USER_COOKIE}=${encodeSiteUserCookie(body.siteUserId)}`);
    // The frame's load policy reads that cookie as signed in: the cart loads at once.
    expect(shouldLoadCartAtOnce(parseCookies(info.split(';')[0] ?? ''))).toBe(true);
    expect(await whoAmI(shopper)).toEqual({
      status: 200,
      body: { email: DEMO_SITE_USER.email, siteUserId: body.siteUserId },
    });
  });

  it('keeps a remembered sign-in for 30 days', async () => {
    const shopper = await shop.shopper();
    const { response } = await signIn(shopper, DEMO_SITE_USER.email, DEMO_SITE_USER.password, true);
    const session = response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SITE_USER_SESSION_COOKIE}=`));
    expect(session).toMatch(/Max-Age=2592000/);
  });

  it('answers one generic 401 for a wrong password and for an unknown email', async () => {
    const shopper = await shop.shopper();
    const wrong = await signIn(shopper, DEMO_SITE_USER.email, 'not the password');
    const unknown = await signIn(shopper, 'nobody@example.com', DEMO_SITE_USER.password);
    for (const answer of [wrong, unknown]) {
      expect(answer.response.status).toBe(401);
      expect(answer.body).toEqual({ message: SiteUserMessage.badCredentials });
      expect(answer.response.headers.getSetCookie().join()).not.toContain(SITE_USER_COOKIE);
    }
    expect((await whoAmI(shopper)).status).toBe(401);
  });

  it('needs the crumb', async () => {
    const shopper = await shop.shopper();
    const response = await shopper.send(
      'POST',
      SITE_USER_SESSION_PATH,
      { email: DEMO_SITE_USER.email, password: DEMO_SITE_USER.password },
      { crumb: false },
    );
    expect(response.status).toBe(403);
    expect(shopper.cookies.has(SITE_USER_SESSION_COOKIE)).toBe(false);
  });

  it('answers 429 after 10 attempts at once from one address', async () => {
    const shopper = await shop.shopper();
    for (let i = 0; i < RULES.SITE_USER_SIGN_IN.burst; i++) {
      expect((await signIn(shopper, 'nobody@example.com', 'guess')).response.status).toBe(401);
    }
    const blocked = await signIn(shopper, DEMO_SITE_USER.email, DEMO_SITE_USER.password);
    expect(blocked.response.status).toBe(429);
    expect(blocked.body).toEqual({ message: SiteUserMessage.tooManyAttempts });
    shop.refill();
    expect(
      (await signIn(shopper, DEMO_SITE_USER.email, DEMO_SITE_USER.password)).response.status,
    ).toBe(200);
  });
});

describe('what the server trusts', () => {
  it('does not trust a forged SiteUserInfo without a session, and clears it', async () => {
    const victim = await shop.shopper();
    const { body } = await signIn(victim, DEMO_SITE_USER.email, DEMO_SITE_USER.password);
    const forger = await shop.shopper();
    forger.cookies.set(SITE_USER_COOKIE, encodeSiteUserCookie(body.siteUserId));
    const answer = await forger.json<{ message: string }>('GET', SITE_USER_ACCOUNT_PATH);
    expect(answer).toEqual({ status: 401, body: { message: SiteUserMessage.notSignedIn } });
    expect(forger.cookies.has(SITE_USER_COOKIE)).toBe(false);
  });

  it('treats a malformed SiteUserInfo beside a valid session as noise: the session decides', async () => {
    const shopper = await shop.shopper();
    const { body } = await signIn(shopper, DEMO_SITE_USER.email, DEMO_SITE_USER.password);
    shopper.cookies.set(SITE_USER_COOKIE, '{not json');
    expect((await whoAmI(shopper)).body.siteUserId).toBe(body.siteUserId);
  });

  it('treats a malformed SiteUserInfo alone as signed out', async () => {
    const shopper = await shop.shopper();
    shopper.cookies.set(SITE_USER_COOKIE, '%7B%22authenticated%22%3Atrue%7D');
    expect((await whoAmI(shopper)).status).toBe(401);
    expect(shopper.cookies.has(SITE_USER_COOKIE)).toBe(false);
  });

  it('refuses a made-up session token', async () => {
    const shopper = await shop.shopper();
    shopper.cookies.set(SITE_USER_SESSION_COOKIE, 'A'.repeat(43));
    expect((await whoAmI(shopper)).status).toBe(401);
  });
});

describe('signing out', () => {
  it('ends the session on the server, clears both cookies, and needs the crumb', async () => {
    const shopper = await shop.shopper();
    await signIn(shopper, DEMO_SITE_USER.email, DEMO_SITE_USER.password);
    const stolen = shopper.cookies.get(SITE_USER_SESSION_COOKIE) ?? '';
    const refused = await shopper.send(
      'DELETE',
      `${SITE_USER_SESSION_PATH}?cloneCart=false`,
      undefined,
      {
        crumb: false,
      },
    );
    expect(refused.status).toBe(403);
    expect((await whoAmI(shopper)).status).toBe(200);
    const response = await shopper.send('DELETE', `${SITE_USER_SESSION_PATH}?cloneCart=false`);
    expect(response.status).toBe(200);
    expect(shopper.cookies.has(SITE_USER_SESSION_COOKIE)).toBe(false);
    expect(shopper.cookies.has(SITE_USER_COOKIE)).toBe(false);
    const replay = await shop.shopper();
    replay.cookies.set(SITE_USER_SESSION_COOKIE, stolen);
    expect((await whoAmI(replay)).status).toBe(401);
  });

  it('lets a new account sign in', async () => {
    const shopper = await shop.shopper();
    const email = freshEmail();
    await signUp(shopper, email, 'new password');
    expect((await signIn(shopper, email, 'new password')).response.status).toBe(200);
    expect((await whoAmI(shopper)).body.email).toBe(email);
  });
});
