import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNLOCK_MAX_AGE_SECONDS, UnlockSigner } from './unlock-token';

const site = { kind: 'site' } as const;
const about = { kind: 'page', pageId: 'about' } as const;

describe('unlock tokens', () => {
  it('unlock only the scope and the password they were issued for', () => {
    const signer = new UnlockSigner(randomBytes(32));
    const token = signer.issue(about, 'hash-1');
    expect(signer.verify(token, about, 'hash-1')).toBe(true);
    expect(signer.verify(token, { kind: 'page', pageId: 'other' }, 'hash-1')).toBe(false);
    expect(signer.verify(token, site, 'hash-1')).toBe(false);
    expect(signer.verify(token, about, 'hash-2')).toBe(false);
    expect(signer.verify(token, about, undefined)).toBe(false);
  });

  it('refuses forged, malformed and other servers’ tokens', () => {
    const signer = new UnlockSigner(randomBytes(32));
    const token = signer.issue(site, 'h');
    expect(new UnlockSigner(randomBytes(32)).verify(token, site, 'h')).toBe(false);
    const [issued, stamp] = token.split('.');
    expect(signer.verify(`${issued}.${stamp}.${'A'.repeat(43)}`, site, 'h')).toBe(false);
    for (const bad of ['', 'x', `${token}x`, token.replace('.', '')]) {
      expect(signer.verify(bad, site, 'h')).toBe(false);
    }
  });

  it('expires after the maximum age', () => {
    let now = 1_000_000;
    const signer = new UnlockSigner(randomBytes(32), () => now);
    const token = signer.issue(site, 'h');
    now += UNLOCK_MAX_AGE_SECONDS;
    expect(signer.verify(token, site, 'h')).toBe(true);
    now += 1;
    expect(signer.verify(token, site, 'h')).toBe(false);
  });
});
