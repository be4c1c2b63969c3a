// The editor's page-access calls (docs/page-access.md): passwords go to the server, which keeps
// only their hashes; member areas live there too. JSON with the crumb (blocks/storefront/api.ts);
// a refusal becomes its sentence.
import { requestJson, StorefrontApiError } from '../../../blocks/storefront/api';
import {
  MEMBER_AREAS_PATH,
  type MemberArea,
  type MemberAreaListResponse,
  memberAreaMembersPath,
  PASSWORDS_PATH,
  type PasswordStatusResponse,
  pagePasswordPath,
  sitePasswordPath,
} from '../../../shared/api/page-access';

export type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  try {
    return { ok: true, value: await requestJson<T>(method, path, body) };
  } catch (error) {
    const message =
      error instanceof StorefrontApiError && error.serverMessage
        ? error.serverMessage
        : 'The server could not be reached. Please try again.';
    return { ok: false, message };
  }
}

export const passwordStatus = () => call<PasswordStatusResponse>('GET', PASSWORDS_PATH);

/** Sets (or with null removes) the lock screen's password, or a page's. */
export const setPassword = (pageId: string | null, password: string | null) =>
  call<PasswordStatusResponse>(
    'PUT',
    pageId === null ? sitePasswordPath() : pagePasswordPath(pageId),
    { password },
  );

export const memberAreas = () => call<MemberAreaListResponse>('GET', MEMBER_AREAS_PATH);
export const createMemberArea = (name: string) =>
  call<MemberArea>('POST', MEMBER_AREAS_PATH, { name });
export const addMember = (areaId: string, email: string) =>
  call<unknown>('POST', memberAreaMembersPath(areaId), { email });
