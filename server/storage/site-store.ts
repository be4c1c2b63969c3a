// The one storage interface the routes use. Engines: sqlite.ts (embedded, the default);
// PostgreSQL can follow with the same Kysely queries (kysely-store.ts).
import type { RevisionSummary, SiteSummary } from '../../shared/api/sites';
import { type DocumentIssue, describeIssues } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';

export interface StoredSite {
  readonly site: Site;
  readonly revision: number;
}

export type SaveResult =
  | { readonly kind: 'saved'; readonly revision: number }
  | { readonly kind: 'conflict'; readonly currentRevision: number }
  | { readonly kind: 'not-found' }
  /** The document names stored blocks the server does not hold (shared/document/stored.ts). */
  | { readonly kind: 'invalid'; readonly issues: readonly DocumentIssue[] };

export type CreateResult =
  | { readonly kind: 'created'; readonly revision: number }
  | { readonly kind: 'exists' };

/** One kept revision with its document. */
export interface RevisionDocument extends RevisionSummary {
  readonly site: Site;
}

export interface SiteStore {
  /**
   * The current document; a block that no longer validates comes back as a stand-in (see
   * shared/document/stored.ts). Throws DamagedSiteError when the rest of it does not validate.
   */
  get(siteId: string): Promise<StoredSite | undefined>;
  list(): Promise<SiteSummary[]>;
  /**
   * Stores `site` as revision `baseRevision + 1` only if `baseRevision` is still current, saved
   * by `by` (null: not known), then drops the revisions the retention rule lets go
   * (revision-retention.ts) in the same transaction.
   */
  save(siteId: string, baseRevision: number, site: Site, by?: string | null): Promise<SaveResult>;
  /** Adds a new site at revision 1. */
  create(site: Site): Promise<CreateResult>;
  /** Makes a kept revision the one visitors see, published by `by` (null: not known). */
  publish(siteId: string, revision: number, by?: string | null): Promise<'published' | 'not-found'>;
  /** The revision visitors see, or undefined before the site is first published. */
  published(siteId: string): Promise<StoredSite | undefined>;
  /** The kept revisions of a site, newest first; none when there is no such site. */
  revisions(siteId: string): Promise<RevisionSummary[]>;
  /** One kept revision with its document, read as get() reads (and throws as it does). */
  revision(siteId: string, revision: number): Promise<RevisionDocument | undefined>;
  close(): Promise<void>;
}

/** A stored document that cannot be opened even with stand-ins for its blocks. */
export class DamagedSiteError extends Error {
  constructor(
    siteId: string,
    readonly issues: readonly DocumentIssue[],
  ) {
    super(`Stored site "${siteId}" is invalid:\n${describeIssues(issues)}`);
    this.name = 'DamagedSiteError';
  }
}

/** Where timestamps come from; tests pass a fixed one. */
export type Clock = () => Date;
