// The admin's calls about people, keys and the log (server/routes/contributors.ts), and
// publishing. One object, so the panels take a fake in their tests.
import type {
  ActivityResponse,
  ApiKeyCreated,
  ApiKeySummary,
  ContributorsResponse,
  InvitationCreated,
} from '../../shared/api/auth';
import {
  ACTIVITY_PATH,
  API_KEYS_PATH,
  apiKeyPath,
  CONTRIBUTORS_PATH,
  contributorPath,
  INVITATIONS_PATH,
  invitationPath,
  type PublishResponse,
  publishPath,
} from '../../shared/api/people';
import type { ContributorRole } from '../../shared/codes/contributor-roles';
import type { ApiKeyScope } from '../../shared/permissions/roles';
import { type Answer, call } from '../owner-call';

export interface PeopleApi {
  contributors(): Promise<Answer<ContributorsResponse>>;
  invite(email: string, role: ContributorRole): Promise<Answer<InvitationCreated>>;
  revokeInvitation(id: string): Promise<Answer<null>>;
  changeRole(ownerId: string, role: ContributorRole): Promise<Answer<{ role: ContributorRole }>>;
  removeContributor(ownerId: string): Promise<Answer<null>>;
  apiKeys(): Promise<Answer<{ apiKeys: readonly ApiKeySummary[] }>>;
  createApiKey(name: string, scopes: readonly ApiKeyScope[]): Promise<Answer<ApiKeyCreated>>;
  deleteApiKey(id: string): Promise<Answer<null>>;
  activity(cursor: string | null): Promise<Answer<ActivityResponse>>;
  publish(siteId: string): Promise<Answer<PublishResponse>>;
}

export const peopleApi: PeopleApi = {
  contributors: () => call('GET', CONTRIBUTORS_PATH),
  invite: (email, role) => call('POST', INVITATIONS_PATH, { email, role }),
  revokeInvitation: (id) => call('DELETE', invitationPath(id)),
  changeRole: (ownerId, role) => call('PUT', contributorPath(ownerId), { role }),
  removeContributor: (ownerId) => call('DELETE', contributorPath(ownerId)),
  apiKeys: () => call('GET', API_KEYS_PATH),
  createApiKey: (name, scopes) => call('POST', API_KEYS_PATH, { name, scopes }),
  deleteApiKey: (id) => call('DELETE', apiKeyPath(id)),
  activity: (cursor) =>
    call('GET', cursor ? `${ACTIVITY_PATH}?cursor=${encodeURIComponent(cursor)}` : ACTIVITY_PATH),
  publish: (siteId) => call('POST', publishPath(siteId)),
};
