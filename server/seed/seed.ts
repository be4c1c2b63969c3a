// First-start seeding: an empty database gets the demo images and the demo site, once.
import type { FileLibrary } from '../files/library';
import type { SiteStore } from '../storage/site-store';
import { seedDemoFiles } from './demo-files';
import { buildDemoSite } from './demo-site';

export interface SeedOptions {
  /** Where the demo images are stored; without it the site points at the shipped illustrations. */
  readonly library?: FileLibrary;
  readonly mediaDir?: string;
  readonly logError?: (message: string, error: unknown) => void;
}

/** Adds the demo site (and its images) when no site exists yet; returns whether it did. */
export async function seedIfEmpty(store: SiteStore, options: SeedOptions = {}): Promise<boolean> {
  const sites = await store.list();
  if (sites.length > 0) return false;
  const { library, mediaDir, logError } = options;
  const images = library && mediaDir ? await seedDemoFiles(library, mediaDir, logError) : {};
  const site = buildDemoSite(images);
  const result = await store.create(site);
  // The demo is live from the start, so the site answers visitors before the first Publish.
  if (result.kind === 'created') await store.publish(site.id, result.revision);
  return result.kind === 'created';
}
