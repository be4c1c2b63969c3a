// The unlock cookies' values: `<issued>.<stamp>.<mac>`, an HMAC (a key only the server holds) of
// the scope, the time it was issued and a stamp of the password hash it was given for. A value
// for another page, a forged one, an old one (UNLOCK_MAX_AGE_SECONDS) or one issued before the
// password changed is refused: changing a password locks everyone out again.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PasswordScope } from '../storage/page-access-store';

/** An unlock lasts 30 days at most (the cookie itself ends with the browser session). */
export const UNLOCK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const scopeText = (scope: PasswordScope) =>
  scope.kind === 'site' ? 'site' : `page:${scope.pageId}`;

/** A short digest of the stored hash: names which password a token was given for. */
export function hashStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

export class UnlockSigner {
  constructor(
    private readonly key: Buffer,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  private mac(scope: PasswordScope, issued: string, stamp: string): string {
    return createHmac('sha256', this.key)
      .update(`unlock|${scopeText(scope)}|${issued}|${stamp}`)
      .digest('base64url');
  }

  issue(scope: PasswordScope, passwordHash: string): string {
    const issued = String(this.nowSeconds());
    const stamp = hashStamp(passwordHash);
    return `${issued}.${stamp}.${this.mac(scope, issued, stamp)}`;
  }

  /** True when `token` unlocks `scope` whose password hash is now `passwordHash`. */
  verify(token: string, scope: PasswordScope, passwordHash: string | undefined): boolean {
    const match = TOKEN_PATTERN.exec(token);
    if (!match || passwordHash === undefined) return false;
    const [, issued, stamp, mac] = match as unknown as [string, string, string, string];
    const age = this.nowSeconds() - Number(issued);
    if (age < 0 || age > UNLOCK_MAX_AGE_SECONDS || stamp !== hashStamp(passwordHash)) return false;
    const expected = Buffer.from(this.mac(scope, issued, stamp));
    const actual = Buffer.from(mac);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
