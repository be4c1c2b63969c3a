// The owner's own calls as the editor makes them (/api/auth: sign in and out, password,
// invitations, passkeys; shapes in shared/api/auth.ts and passkeys.ts), through the one JSON
// caller of the browser code (blocks/storefront/api.ts): writes carry the crumb read from the
// cookie at each call (signing in or out replaces it). Answers come back as results, never
// thrown: a refusal holds the server's sentence (and the field it names), a server that cannot
// be reached our "Unable to connect" sentence.
import { requestJson, StorefrontApiError } from '../../blocks/storefront/api';
import {
  AUTH_SESSION_PATH,
  type InvitationPreview,
  type OwnerMe,
  type OwnerSignInRequest,
} from '../../shared/api/auth';
import {
  type PasskeyOptionsResponse,
  PasskeyPath,
  type PasskeySummary,
  passkeyPath,
} from '../../shared/api/passkeys';
import { SaveMessage } from '../saving/messages';

export type AuthResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The HTTP status; 0 when the server was not reached. */
      readonly status: number;
      readonly message: string;
      readonly field?: string;
    };

export interface AuthClient {
  signIn(request: OwnerSignInRequest): Promise<AuthResult<OwnerMe>>;
  signOut(): Promise<AuthResult<unknown>>;
  /** Ends every session of the owner, this one too: answers how many ended. */
  signOutEverywhere(): Promise<AuthResult<number>>;
  /** Answers how many other sessions were signed out. */
  changePassword(currentPassword: string | null, newPassword: string): Promise<AuthResult<number>>;
  invitation(token: string): Promise<AuthResult<InvitationPreview>>;
  /** Without a password the invited person goes on to add a passkey. */
  acceptInvitation(token: string, password?: string): Promise<AuthResult<OwnerMe>>;
  passkeys(): Promise<AuthResult<readonly PasskeySummary[]>>;
  removePasskey(id: string): Promise<AuthResult<unknown>>;
  registrationOptions(): Promise<AuthResult<PasskeyOptionsResponse>>;
  registerPasskey(
    challengeId: string,
    response: unknown,
    name: string,
  ): Promise<AuthResult<unknown>>;
  signInOptions(): Promise<AuthResult<PasskeyOptionsResponse>>;
  passkeySignIn(
    challengeId: string,
    response: unknown,
    rememberMe: boolean,
  ): Promise<AuthResult<OwnerMe>>;
}

export interface AuthClientOptions {
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** The page's cookie string (document.cookie in the browser). */
  readonly cookies?: () => string;
}

type Body = Record<string, unknown> | null;

/** A 2xx body's value, or undefined when the body is not what the call answers. */
type Read<T> = (body: Body) => T | undefined;

const anything: Read<unknown> = () => null;
const owner: Read<OwnerMe> = (body) =>
  typeof body?.email === 'string' && typeof body.role === 'string'
    ? {
        email: body.email,
        role: body.role as OwnerMe['role'],
        siteId: String(body.siteId ?? ''),
        hasPassword: body.hasPassword === true,
      }
    : undefined;
const count =
  (name: string): Read<number> =>
  (body) =>
    typeof body?.[name] === 'number' ? body[name] : undefined;
const options: Read<PasskeyOptionsResponse> = (body) =>
  typeof body?.challengeId === 'string' && typeof body.options === 'object'
    ? { challengeId: body.challengeId, options: body.options }
    : undefined;

export function createAuthClient(clientOptions: AuthClientOptions = {}): AuthClient {
  /** One call through the shared JSON caller; its refusals become results. */
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    read: Read<T>,
    body?: unknown,
  ): Promise<AuthResult<T>> {
    let answer: unknown;
    try {
      answer = await requestJson<unknown>(method, path, body, clientOptions);
    } catch (error) {
      if (!(error instanceof StorefrontApiError)) throw error;
      const refused = error.body as Body;
      const field = typeof refused?.field === 'string' ? refused.field : undefined;
      return {
        ok: false,
        status: error.status,
        message: error.serverMessage ?? SaveMessage.network,
        ...(field ? { field } : {}),
      };
    }
    const value = read(typeof answer === 'object' ? (answer as Body) : null);
    return value === undefined
      ? { ok: false, status: 200, message: SaveMessage.network }
      : { ok: true, value };
  }

  const invitationPath = (token: string) => `/api/auth/invitations/${encodeURIComponent(token)}`;

  return {
    signIn: (request) => call('POST', AUTH_SESSION_PATH, owner, request),
    signOut: () => call('DELETE', AUTH_SESSION_PATH, anything),
    signOutEverywhere: () => call('DELETE', '/api/auth/sessions', count('ended')),
    changePassword: (currentPassword, newPassword) =>
      call('PUT', '/api/auth/password', count('endedOtherSessions'), {
        ...(currentPassword === null ? {} : { currentPassword }),
        newPassword,
      }),
    invitation: (token) =>
      call('GET', invitationPath(token), (body) =>
        typeof body?.email === 'string' && typeof body.siteTitle === 'string'
          ? (body as unknown as InvitationPreview)
          : undefined,
      ),
    acceptInvitation: (token, password) =>
      call(
        'POST',
        `${invitationPath(token)}/accept`,
        owner,
        password === undefined ? {} : { password },
      ),
    passkeys: () =>
      call('GET', PasskeyPath.list, (body) =>
        Array.isArray(body?.passkeys) ? (body.passkeys as PasskeySummary[]) : undefined,
      ),
    removePasskey: (id) => call('DELETE', passkeyPath(id), anything),
    registrationOptions: () => call('POST', PasskeyPath.registrationOptions, options),
    registerPasskey: (challengeId, response, name) =>
      call('POST', PasskeyPath.registration, anything, { challengeId, response, name }),
    signInOptions: () => call('POST', PasskeyPath.signInOptions, options),
    passkeySignIn: (challengeId, response, rememberMe) =>
      call('POST', PasskeyPath.signIn, owner, { challengeId, response, rememberMe }),
  };
}
