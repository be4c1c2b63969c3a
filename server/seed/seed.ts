// First-start seeding: an empty database gets the demo site, once.
import type { SiteStore } from '../storage/site-store';
import { demoSite } from './demo-site';

/** Adds the demo site when no site exists yet; returns whether it did. */
export async function seedIfEmpty(store: SiteStore): Promise<boolean> {
  const sites = await store.list();
  if (sites.length > 0) return false;
  const result = await store.create(demoSite);
  return result.kind === 'created';
}
