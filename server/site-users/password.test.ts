import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats the NFC and NFD spellings of a password as one', async () => {
    const stored = await hashPassword('caf\u00e9-latte');
    expect(await verifyPassword('cafe\u0301-latte', stored)).toBe(true);
  });

  it('refuses unreadable hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$a$b', 'scrypt$x$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('has a decoy no password matches', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('', decoy)).toBe(false);
  });
});
