// The one storage interface the routes use. Engines: sqlite.ts (embedded, the default);
// PostgreSQL can follow with the same Kysely queries (kysely-store.ts).
import type { SiteSummary } from '../../shared/api/sites';
import type { Site } from '../../shared/document/schema';

export interface StoredSite {
  readonly site: Site;
  readonly revision: number;
}

export type SaveResult =
  | { readonly kind: 'saved'; readonly revision: number }
  | { readonly kind: 'conflict'; readonly currentRevision: number }
  | { readonly kind: 'not-found' };

export type CreateResult =
  | { readonly kind: 'created'; readonly revision: number }
  | { readonly kind: 'exists' };

export interface SavedRevision {
  readonly revision: number;
  readonly savedAt: string;
}

export interface SiteStore {
  get(siteId: string): Promise<StoredSite | undefined>;
  list(): Promise<SiteSummary[]>;
  /** Stores `site` as revision `baseRevision + 1` only if `baseRevision` is still current. */
  save(siteId: string, baseRevision: number, site: Site): Promise<SaveResult>;
  /** Adds a new site at revision 1. */
  create(site: Site): Promise<CreateResult>;
  /** Makes a kept revision the one visitors see. */
  publish(siteId: string, revision: number): Promise<'published' | 'not-found'>;
  /** The revision visitors see, or undefined before the site is first published. */
  published(siteId: string): Promise<StoredSite | undefined>;
  /** The kept revisions of a site, newest first (at most REVISIONS_KEPT). */
  revisions(siteId: string): Promise<SavedRevision[]>;
  close(): Promise<void>;
}

/** How many saved revisions of each site are kept for restoring. */
export const REVISIONS_KEPT = 50;

/** Where timestamps come from; tests pass a fixed one. */
export type Clock = () => Date;
