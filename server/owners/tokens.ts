// Secrets handed to people: session tokens, one-time links, invitations (256 random bits) and API
// keys (`sk_` and the same), stored only as their SHA-256 digest.
import { newSessionToken, tokenDigest } from '../site-users/session';

export { tokenDigest };

export const newToken = newSessionToken;

export const API_KEY_PREFIX = 'sk_';

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${newToken()}`;
}
