import { describe, expect, it } from 'vitest';
import { SiteUserMessage } from '../api/site-users';
import { EMAIL_INVALID_MESSAGE } from '../forms/email';
import { checkCredentials, normaliseEmail } from './credentials';

describe('checkCredentials', () => {
  it('lower-cases and trims the email, keeps the password as typed', () => {
    expect(
      checkCredentials({ email: ' Shopper@Example.COM ', password: ' pass word ' }, 'create'),
    ).toEqual({
      ok: true,
      value: { email: 'shopper@example.com', password: ' pass word ', rememberMe: false },
    });
    expect(normaliseEmail('A@B.CO')).toBe('a@b.co');
  });

  it('reads rememberMe only when it is true', () => {
    const check = (rememberMe: unknown) =>
      checkCredentials({ email: 'a@b.co', password: 'x', rememberMe }, 'sign-in');
    expect(check(true)).toMatchObject({ ok: true, value: { rememberMe: true } });
    expect(check('true')).toMatchObject({ ok: true, value: { rememberMe: false } });
  });

  it.each([
    [{}, 'create', SiteUserMessage.emailRequired, 'email'],
    [{ email: 3, password: 'longenough' }, 'create', SiteUserMessage.emailRequired, 'email'],
    [{ email: 'nope', password: 'longenough' }, 'create', EMAIL_INVALID_MESSAGE, 'email'],
    [{ email: 'a@b.co' }, 'create', SiteUserMessage.passwordRequired, 'password'],
    [
      { email: 'a@b.co', password: 'short' },
      'create',
      SiteUserMessage.passwordTooShort,
      'password',
    ],
    [
      { email: 'a@b.co', password: 'x'.repeat(201) },
      'sign-in',
      SiteUserMessage.passwordTooLong,
      'password',
    ],
    [null, 'sign-in', SiteUserMessage.emailRequired, 'email'],
  ] as const)('refuses %j (%s) with its field', (body, mode, message, field) => {
    expect(checkCredentials(body, mode)).toEqual({ ok: false, message, field });
  });

  it('lets sign-in through with any shape of email and a short password', () => {
    expect(checkCredentials({ email: 'nope', password: 'short' }, 'sign-in').ok).toBe(true);
    expect(checkCredentials({ email: 'a@b.co', password: 'x'.repeat(8) }, 'create').ok).toBe(true);
  });
});
