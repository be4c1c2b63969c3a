// Request and response shapes of the site API (server/ answers them, editor/ calls them).
import type { DocumentIssue } from '../document/parse';
import type { Site } from '../document/schema';

/** GET /api/sites/:siteId */
export interface SiteResponse {
  readonly site: Site;
  readonly revision: number;
}

/** PUT /api/sites/:siteId — the revision the edit was based on, and the whole document. */
export interface SaveSiteRequest {
  readonly baseRevision: number;
  readonly site: Site;
}

/** 200 answer to a save. */
export interface SaveSiteResponse {
  readonly revision: number;
}

/** 409 answer: the document changed on the server since `baseRevision`. */
export interface SaveConflictResponse {
  readonly error: string;
  readonly currentRevision: number;
}

/** 400 answer: the body or document is invalid; nothing was stored. */
export interface InvalidDocumentResponse {
  readonly error: string;
  readonly issues: readonly DocumentIssue[];
}

/** Writes carry the CSRF crumb from the `crumb` cookie in this header. */
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';
