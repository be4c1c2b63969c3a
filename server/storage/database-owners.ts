// Owner tables (0006_owners) as Kysely sees them. Digests are SHA-256 of tokens and keys, which
// are never stored; times the server compares are epoch milliseconds, times people read ISO text.
export interface OwnersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** scrypt (server/site-users/password.ts); null until the owner sets a password. */
  password_hash: string | null;
  created_at: string;
}

/** An owner's role on one site (the spec's "site's role map"). */
export interface SiteRolesTable {
  site_id: string;
  owner_id: string;
  role: string;
  added_at: string;
}

export interface OwnerSessionsTable {
  token_digest: string;
  owner_id: string;
  created_at: number;
  /** Updated at most once a minute, so a session check rarely writes. */
  last_seen_at: number;
  /** The session ends when it has been idle this long. */
  idle_ms: number;
  /** The session ends at this time however active it is. */
  expires_at: number;
}

/** One-time sign-in links (the one `npm start` prints). */
export interface OwnerLinksTable {
  token_digest: string;
  owner_id: string;
  expires_at: number;
}

export interface InvitationsTable {
  id: string;
  token_digest: string;
  site_id: string;
  /** Lower-cased. */
  email: string;
  role: string;
  /** The inviting owner's email. */
  invited_by: string;
  created_at: string;
  expires_at: number;
}

export interface PasskeysTable {
  /** base64url, as WebAuthn names it. */
  credential_id: string;
  owner_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  counter: number;
  /** JSON array of transport names. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** WebAuthn challenges waiting for their answer; owner_id null for a sign-in challenge. */
export interface AuthChallengesTable {
  id: string;
  challenge: string;
  owner_id: string | null;
  expires_at: number;
}

export interface ApiKeysTable {
  id: string;
  site_id: string;
  name: string;
  /** The key's first characters, shown to tell keys apart. */
  prefix: string;
  key_digest: string;
  /** JSON array of scopes (shared/permissions/roles API_KEY_SCOPES). */
  scopes: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
}

/** Owner writes: who, what, when, and through which credential. Append-only. */
export interface ActivityLogTable {
  /** Time-ordered (server/forms/ids timeOrderedId). */
  id: string;
  site_id: string;
  at: string;
  actor: string;
  via: 'session' | 'api-key';
  method: string;
  path: string;
  status: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface OwnersDatabase {
  owners: OwnersTable;
  site_roles: SiteRolesTable;
  owner_sessions: OwnerSessionsTable;
  owner_links: OwnerLinksTable;
  invitations: InvitationsTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  api_keys: ApiKeysTable;
  activity_log: ActivityLogTable;
  server_secrets: ServerSecretsTable;
}
