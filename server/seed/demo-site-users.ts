// The demo site user, so a reviewer can sign in at /account at once. Only the demo site gets it
// (a data folder whose store belongs to another site is left alone), and only once.
import { hashPassword } from '../site-users/password';
import type { SiteUserStore } from '../storage/site-user-store';
import { DEMO_SITE_ID } from './demo-site';

export const DEMO_SITE_USER = { email: 'shopper@example.com', password: 'juniper-demo' } as const;

/** Answers true when the user was added. */
export async function seedDemoSiteUser(store: SiteUserStore): Promise<boolean> {
  if (store.websiteId !== DEMO_SITE_ID) return false;
  if (await store.findByEmail(DEMO_SITE_USER.email)) return false;
  const created = await store.create(
    DEMO_SITE_USER.email,
    await hashPassword(DEMO_SITE_USER.password),
  );
  return created !== 'taken';
}
