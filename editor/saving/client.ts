// The site API as the editor calls it: GET and PUT /api/sites/:siteId with JSON, writes carrying
// the CSRF crumb from the `crumb` cookie. Answers come back as tagged results, never thrown.
import {
  CRUMB_COOKIE,
  CRUMB_HEADER,
  type InvalidDocumentResponse,
  type SaveConflictResponse,
  type SaveSiteRequest,
  type SaveSiteResponse,
  SiteApiMessage,
  type SiteResponse,
} from '../../shared/api/sites';
import { parseCookies } from '../../shared/cookies/parse';
import { type DocumentIssue, describeIssues, parseSite } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';
import { SaveMessage } from './messages';

/** The server answered with an error that is not one of the others (403, 404, 5xx...). */
export type Failed = { readonly kind: 'failed'; readonly status: number; readonly message: string };
export type NetworkError = { readonly kind: 'network-error'; readonly message: string };
/** The document (sent or answered) is refused; `issues` name the paths. */
export type Invalid = {
  readonly kind: 'invalid';
  readonly message: string;
  readonly issues: readonly DocumentIssue[];
};

export type FetchSiteResult =
  | {
      readonly kind: 'ok';
      readonly site: Site;
      readonly revision: number;
      /** The revision visitors see; null before the site is first published. */
      readonly publishedRevision: number | null;
    }
  | Invalid
  | Failed
  | NetworkError;

export type SaveSiteResult =
  | { readonly kind: 'ok'; readonly revision: number }
  | { readonly kind: 'conflict'; readonly currentRevision: number; readonly message: string }
  | Invalid
  | Failed
  | NetworkError;

export interface SiteClient {
  fetchSite(siteId: string): Promise<FetchSiteResult>;
  saveSite(siteId: string, baseRevision: number, site: Site): Promise<SaveSiteResult>;
}

export interface ClientOptions {
  readonly fetch?: typeof fetch;
  /** The page's cookie string (document.cookie in the browser). */
  readonly cookies?: () => string;
  readonly baseUrl?: string;
}

export const networkError: NetworkError = { kind: 'network-error', message: SaveMessage.network };

export async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function errorText(body: Record<string, unknown> | null, fallback: string): string {
  return typeof body?.error === 'string' && body.error ? body.error : fallback;
}

function issuesOf(body: Record<string, unknown> | null): readonly DocumentIssue[] {
  return Array.isArray(body?.issues) ? (body.issues as InvalidDocumentResponse['issues']) : [];
}

/** A document the server answered, parsed as every document the editor opens. */
export function readSite(input: unknown): { readonly kind: 'ok'; readonly site: Site } | Invalid {
  const parsed = parseSite(input);
  return parsed.ok
    ? { kind: 'ok', site: parsed.site }
    : { kind: 'invalid', message: describeIssues(parsed.issues), issues: parsed.issues };
}

/** Sends a request to `path` (under the base URL); null when no answer came. */
export function sender(options: ClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (path: string, init: RequestInit): Promise<Response | null> => {
    try {
      return await doFetch(`${options.baseUrl ?? ''}${path}`, {
        credentials: 'same-origin',
        ...init,
      });
    } catch {
      return null;
    }
  };
}

/** A failed answer with the server's message, or `fallback` when it gave none. */
export async function failure(response: Response, fallback: string): Promise<Failed> {
  const body = await readJson(response);
  return { kind: 'failed', status: response.status, message: errorText(body, fallback) };
}

export function createSiteClient(options: ClientOptions = {}): SiteClient {
  const cookies = options.cookies ?? (() => globalThis.document?.cookie ?? '');
  const request = sender(options);
  const send = (siteId: string, init: RequestInit) =>
    request(`/api/sites/${encodeURIComponent(siteId)}`, init);

  return {
    async fetchSite(siteId) {
      const response = await send(siteId, { headers: { Accept: 'application/json' } });
      if (!response) return networkError;
      if (!response.ok) return failure(response, SaveMessage.loadFailed);
      const body = await readJson(response);
      const answer = body as Partial<SiteResponse> | null;
      if (!answer || typeof answer.revision !== 'number') return networkError;
      const parsed = readSite(answer.site);
      if (parsed.kind !== 'ok') return parsed;
      const published = answer.publishedRevision;
      return {
        ...parsed,
        revision: answer.revision,
        publishedRevision: typeof published === 'number' ? published : null,
      };
    },

    async saveSite(siteId, baseRevision, site) {
      const request: SaveSiteRequest = { baseRevision, site };
      const response = await send(siteId, {
        method: 'PUT',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          [CRUMB_HEADER]: parseCookies(cookies()).get(CRUMB_COOKIE) ?? '',
        },
        body: JSON.stringify(request),
      });
      if (!response) return networkError;
      const body = await readJson(response);
      if (response.status === 200) {
        const revision = (body as Partial<SaveSiteResponse> | null)?.revision;
        return typeof revision === 'number' ? { kind: 'ok', revision } : networkError;
      }
      if (response.status === 409) {
        const conflict = body as Partial<SaveConflictResponse> | null;
        return {
          kind: 'conflict',
          currentRevision:
            typeof conflict?.currentRevision === 'number' ? conflict.currentRevision : -1,
          message: errorText(body, SiteApiMessage.conflict),
        };
      }
      if (response.status === 400 || response.status === 413) {
        return {
          kind: 'invalid',
          message: errorText(body, SiteApiMessage.invalidDocument),
          issues: issuesOf(body),
        };
      }
      return {
        kind: 'failed',
        status: response.status,
        message: errorText(body, SaveMessage.network),
      };
    },
  };
}
