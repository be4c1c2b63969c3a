// Paths of the admin's people, keys and log (answers in ./auth.ts), and of publishing the site.
export const CONTRIBUTORS_PATH = '/api/contributors';
export const INVITATIONS_PATH = `${CONTRIBUTORS_PATH}/invitations`;
export const API_KEYS_PATH = '/api/api-keys';
export const ACTIVITY_PATH = '/api/activity';

export const contributorPath = (ownerId: string) =>
  `${CONTRIBUTORS_PATH}/${encodeURIComponent(ownerId)}`;
export const invitationPath = (id: string) => `${INVITATIONS_PATH}/${encodeURIComponent(id)}`;
export const apiKeyPath = (id: string) => `${API_KEYS_PATH}/${encodeURIComponent(id)}`;

/** POST: makes the site's current revision the one visitors see (needs site:publish). */
export const publishPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/publish`;

/** The answer to a publish. */
export interface PublishResponse {
  readonly publishedRevision: number;
}
