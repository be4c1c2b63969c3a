// The site's first admin, made at start: OWNER_EMAIL (and OWNER_PASSWORD, which sets or resets
// the password) for scripts and CI; without them an admin exists with no password, reached by
// the one-time link `npm start` prints until they set a password or add a passkey in Account.
import { normaliseEmail } from '../../shared/site-users/credentials';
import { hashPassword, verifyPassword } from '../site-users/password';
import type { OwnerRecord, OwnerStore } from '../storage/owner-store';

/** The admin's email when OWNER_EMAIL is not given (a placeholder the admin can keep). */
export const DEFAULT_ADMIN_EMAIL = 'owner@example.com';

export interface AdminOptions {
  readonly email?: string;
  readonly password?: string;
}

/** Makes sure the site has the admin these options name (or any admin); answers that admin. */
export async function ensureAdmin(
  owners: OwnerStore,
  siteId: string,
  options: AdminOptions,
): Promise<OwnerRecord> {
  const named = options.email ? normaliseEmail(options.email) : undefined;
  const existing = (await owners.contributors(siteId)).find((person) => person.role === 'admin');
  const email = named ?? existing?.email ?? DEFAULT_ADMIN_EMAIL;
  const admin = await owners.ensure(email);
  if ((await owners.roleOn(siteId, admin.id)) !== 'admin') {
    await owners.setRole(siteId, admin.id, 'admin');
  }
  const { password } = options;
  if (password && !(admin.passwordHash && (await verifyPassword(password, admin.passwordHash)))) {
    await owners.setPassword(admin.id, await hashPassword(password));
  }
  return (await owners.get(admin.id)) ?? admin;
}
