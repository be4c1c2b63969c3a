// Request and response shapes of the site API (server/ answers them, editor/ calls them).
import type { DocumentIssue } from '../document/parse';
import type { Site } from '../document/schema';
import { BYTES_PER_MB } from '../limits';

/** GET /api/sites/:siteId */
export interface SiteResponse {
  readonly site: Site;
  readonly revision: number;
  /** The revision visitors see; null before the site is first published. */
  readonly publishedRevision?: number | null;
}

/** GET /api/live-site: the published site, for visitors. */
export const LIVE_SITE_PATH = '/api/live-site';
/** One kept revision of a site: when it was saved and by whom (null: not known). */
export interface RevisionSummary {
  readonly revision: number;
  /** ISO 8601 time of the save. */
  readonly savedAt: string;
  /** An owner's email or "API key <name>"; null for saves before owners, or by nobody known. */
  readonly by: string | null;
  /** When this version was last published (ISO 8601), or null when it never was. */
  readonly publishedAt: string | null;
  /** Who published it then, as `by`; null when it never was or nobody is known. */
  readonly publishedBy: string | null;
}

/** GET /api/sites/:siteId/revisions — the kept revisions, newest first (docs/history.md). */
export interface RevisionListResponse {
  readonly revisions: readonly RevisionSummary[];
}

/** GET /api/sites/:siteId/revisions/:revision — that revision's document. */
export interface RevisionResponse extends RevisionSummary {
  readonly site: Site;
}

/** The revision list of a site, and one revision's document. */
export const revisionsPath = (siteId: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/revisions`;
export const revisionPath = (siteId: string, revision: number) =>
  `${revisionsPath(siteId)}/${revision}`;

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

/** GET /api/sites — one row per site. */
export interface SiteSummary {
  readonly id: string;
  readonly title: string;
  readonly revision: number;
}

/** Any other failure: a sentence for people. */
export interface ErrorResponse {
  readonly error: string;
}

/** 403 answer to a write without a valid crumb; `crumbFail` tells clients to reload the crumb. */
export interface CrumbFailResponse {
  readonly error: string;
  readonly crumbFail: true;
}

/** A PUT body larger than this is refused with 413 (decimal megabytes, as in limits.ts). */
export const MAX_SITE_DOCUMENT_BYTES = 2 * BYTES_PER_MB;

/**
 * The user-visible messages of the site API. The crumb ones quote storefront.md §8 and
 * `internal` is the editor message of site-and-editor.md §8.
 */
export const SiteApiMessage = {
  notFound: 'Site not found.',
  notPublished: 'This site is not published yet.',
  revisionNotFound: 'That revision of the site is not kept.',
  damaged: 'The stored site document is damaged and cannot be opened.',
  badJson: 'The request body is not valid JSON.',
  invalidDocument: 'The site document is invalid.',
  badBaseRevision: 'baseRevision must be a whole number.',
  idMismatch: 'The site id in the document does not match the address.',
  conflict: 'This site was changed elsewhere since you opened it.',
  tooLarge: 'The site document is too large (over 2 MB).',
  crumbExpired: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  unknownPath: 'There is nothing at this address.',
  internal: 'Something went wrong',
} as const;
