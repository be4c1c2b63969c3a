// First-start seeding: an empty database gets the demo images and the demo site, once, or (with
// `--template`) a site made from a designed template. Which one is recorded, so the demo's
// per-start seeds (its forms, products and shopper) only ever fill a demo installation.

import type { BrandTone, SiteTemplateId } from '../../shared/design/brand-tones';
import { DEFAULT_CURRENCY } from '../../shared/money/currencies';
import type { FileLibrary } from '../files/library';
import type { AccessStore } from '../storage/access-store';
import type { SiteStore } from '../storage/site-store';
import type { Stores } from '../storage/stores';
import { seedDemoFiles } from './demo-files';
import { buildDemoSite, DEMO_SITE_ID } from './demo-site';
import { seedSiteFromTemplate } from './templates';

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

/** The template an empty data folder starts from (`--template`, `--tone`, `--name`). */
export interface TemplateStart {
  readonly template: SiteTemplateId;
  readonly tone: BrandTone;
  readonly name?: string;
}

/** The server_secrets row naming what the installation was seeded from ("demo" or a template). */
const SEEDED_FROM = 'seeded-from';

/**
 * Seeds an empty installation from the template, as its one site (id "demo", the site the
 * editor opens), and records what it was seeded from; returns that: "demo" for installations
 * seeded from the demo, including those made before this was recorded.
 */
export async function seedTemplateIfEmpty(
  stores: Stores,
  library: FileLibrary,
  start: TemplateStart | undefined,
  logError: (message: string, error: unknown) => void = console.error,
): Promise<string> {
  const fresh = (await stores.sites.list()).length === 0;
  if (start && fresh) {
    const result = await seedSiteFromTemplate(
      {
        sites: stores.sites,
        library,
        commerce: stores.commerce(DEMO_SITE_ID, async () => DEFAULT_CURRENCY),
        collections: stores.collections(DEMO_SITE_ID),
        forms: stores.forms(DEMO_SITE_ID),
      },
      {
        siteId: DEMO_SITE_ID,
        template: start.template,
        tone: start.tone,
        name: start.name,
        logError,
      },
    );
    if (result.kind === 'created') return recordSeed(stores.access, start.template);
  } else if (start) {
    logError('--template is ignored: the data folder holds a site already.', undefined);
  }
  return recordSeed(stores.access, 'demo');
}

function recordSeed(access: AccessStore, source: string): Promise<string> {
  return access.secret(SEEDED_FROM, () => source);
}
