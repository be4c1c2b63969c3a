// Owners (the people who edit a site): sign-in, sessions, contributors, API keys and the
// activity log. Request and answer shapes shared by the server and the editor.
import type { ContributorRole } from '../codes/contributor-roles';
import type { ApiKeyScope } from '../permissions/roles';
import { SiteUserMessage } from './site-users';

export const AUTH_SESSION_PATH = '/api/auth/session';
export const AUTH_ME_PATH = '/api/auth/me';
/** The HttpOnly cookie that holds an owner's session token. */
export const OWNER_SESSION_COOKIE = 'ownerSession';
/** The query parameter of the one-time sign-in link `npm start` prints. */
export const SIGN_IN_LINK_PARAM = 'signin';

/** POST /api/auth/session */
export interface OwnerSignInRequest {
  readonly email: string;
  readonly password: string;
  readonly rememberMe?: boolean;
}

/** GET /api/auth/me, and the answer to a sign-in (with the crumb for writes). */
export interface OwnerMe {
  readonly email: string;
  readonly role: ContributorRole;
  /** The site these answers are about. */
  readonly siteId: string;
  /** True when the owner has a password (false: only a passkey or the sign-in link). */
  readonly hasPassword: boolean;
}

export interface OwnerSignInResponse extends OwnerMe {
  readonly xsrfToken: string;
}

/** PUT /api/auth/password */
export interface ChangePasswordRequest {
  /** Required when the owner already has a password. */
  readonly currentPassword?: string;
  readonly newPassword: string;
}

/** GET /api/contributors */
export interface Contributor {
  readonly ownerId: string;
  readonly email: string;
  readonly role: ContributorRole;
  readonly addedAt: string;
}

export interface Invitation {
  readonly id: string;
  readonly email: string;
  readonly role: ContributorRole;
  readonly createdAt: string;
  readonly expiresAt: string;
}

export interface ContributorsResponse {
  readonly contributors: readonly Contributor[];
  readonly invitations: readonly Invitation[];
}

/** POST /api/contributors/invitations: the link is shown once, to copy (no mail is sent). */
export interface InvitationCreated {
  readonly invitation: Invitation;
  readonly link: string;
}

/** GET /api/auth/invitations/{token}: what the invited person sees before accepting. */
export interface InvitationPreview {
  readonly email: string;
  readonly role: ContributorRole;
  readonly siteTitle: string;
}

export interface ApiKeySummary {
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
  /** The first characters of the key, to tell keys apart (the rest is never stored). */
  readonly prefix: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

/** POST /api/api-keys: the key itself is in this answer only. */
export interface ApiKeyCreated {
  readonly apiKey: ApiKeySummary;
  readonly key: string;
}

export interface ActivityEntry {
  readonly at: string;
  /** The owner's email, or the key's name. */
  readonly actor: string;
  readonly via: 'session' | 'api-key';
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export interface ActivityResponse {
  readonly entries: readonly ActivityEntry[];
  readonly nextCursor: string | null;
}

/** Sentences of the owner routes (ours; the spec has none for owners). */
export const OwnerMessage = {
  badCredentials: SiteUserMessage.badCredentials,
  tooManyAttempts: SiteUserMessage.tooManyAttempts,
  emailRequired: SiteUserMessage.emailRequired,
  passwordRequired: SiteUserMessage.passwordRequired,
  passwordTooShort: SiteUserMessage.passwordTooShort,
  passwordTooLong: SiteUserMessage.passwordTooLong,
  currentPasswordWrong: 'The current password is incorrect.',
  linkInvalid: 'This sign-in link has expired or was already used.',
  invitationInvalid: 'This invitation has expired or was already used.',
  roleInvalid: 'Choose one of the roles.',
  alreadyContributor: 'This person already works on the site.',
  lastAdmin: 'The site needs at least one admin.',
  contributorNotFound: 'This contributor was not found.',
  keyNameRequired: 'Give the key a name.',
  keyNameTooLong: 'Key names are at most 80 characters.',
  keyScopesRequired: 'Choose at least one scope.',
  keyScopeInvalid: 'That is not one of the scopes.',
  keyNotFound: 'This API key was not found.',
  tooManyKeys: 'A site has at most 50 API keys.',
} as const;

/** Our limits. */
export const MAX_API_KEYS_PER_SITE = 50;
export const MAX_API_KEY_NAME_LENGTH = 80;
