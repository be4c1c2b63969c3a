// The kept revisions of a site as the History dialog reads them (docs/history.md): the list,
// newest first, and one revision's document, parsed like any document the editor opens.
// Answers come back as tagged results, never thrown.
import {
  type RevisionListResponse,
  type RevisionResponse,
  type RevisionSummary,
  revisionPath,
  revisionsPath,
} from '../../shared/api/sites';
import {
  type ClientOptions,
  type Failed,
  failure,
  type Invalid,
  type NetworkError,
  networkError,
  readJson,
  readSite,
  sender,
} from './client';
import { SaveMessage } from './messages';

export type RevisionListResult =
  | { readonly kind: 'ok'; readonly revisions: readonly RevisionSummary[] }
  | Failed
  | NetworkError;

export type RevisionResult =
  | { readonly kind: 'ok'; readonly revision: RevisionResponse }
  | Invalid
  | Failed
  | NetworkError;

export interface RevisionsClient {
  list(siteId: string): Promise<RevisionListResult>;
  get(siteId: string, revision: number): Promise<RevisionResult>;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

const isSummary = (value: unknown): value is RevisionSummary => {
  if (typeof value !== 'object' || value === null) return false;
  const { revision, savedAt, by, publishedAt, publishedBy } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(revision) &&
    typeof savedAt === 'string' &&
    isTextOrNull(by) &&
    isTextOrNull(publishedAt) &&
    isTextOrNull(publishedBy)
  );
};

const JSON_GET: RequestInit = { headers: { Accept: 'application/json' } };

export function createRevisionsClient(options: ClientOptions = {}): RevisionsClient {
  const request = sender(options);
  return {
    async list(siteId) {
      const response = await request(revisionsPath(siteId), JSON_GET);
      if (!response) return networkError;
      if (!response.ok) return failure(response, SaveMessage.loadFailed);
      const revisions = ((await readJson(response)) as Partial<RevisionListResponse> | null)
        ?.revisions;
      if (!Array.isArray(revisions) || !revisions.every(isSummary)) return networkError;
      return { kind: 'ok', revisions };
    },

    async get(siteId, revision) {
      const response = await request(revisionPath(siteId, revision), JSON_GET);
      if (!response) return networkError;
      if (!response.ok) return failure(response, SaveMessage.loadFailed);
      const body = await readJson(response);
      if (!isSummary(body)) return networkError;
      const parsed = readSite(body.site);
      if (parsed.kind !== 'ok') return parsed;
      const { revision: number, savedAt, by, publishedAt, publishedBy } = body;
      return {
        kind: 'ok',
        revision: { site: parsed.site, revision: number, savedAt, by, publishedAt, publishedBy },
      };
    },
  };
}
