// Who else may reach a site: invitations, API keys and the activity log of owner writes, plus
// the server's own secrets. Tokens and keys arrive as digests; single use is a conditional delete.
import type { Kysely } from 'kysely';
import type { ActivityEntry, ApiKeySummary, Invitation } from '../../shared/api/auth';
import { type ContributorRole, isContributorRole } from '../../shared/codes/contributor-roles';
import { type ApiKeyScope, isApiKeyScope } from '../../shared/permissions/roles';
import { timeOrderedId } from '../forms/ids';
import { newId } from './commerce-helpers';
import type { Database } from './database';
import type { ApiKeysTable, InvitationsTable } from './database-owners';
import { jsonText } from './json-column';

export interface ApiKeyRecord {
  readonly id: string;
  readonly siteId: string;
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
}

export interface AcceptedInvitation {
  readonly siteId: string;
  readonly email: string;
  readonly role: ContributorRole;
}

export const ACTIVITY_PAGE_SIZE = 50;

const invitation = (row: InvitationsTable): Invitation | undefined =>
  isContributorRole(row.role)
    ? {
        id: row.id,
        email: row.email,
        role: row.role,
        createdAt: row.created_at,
        expiresAt: new Date(row.expires_at).toISOString(),
      }
    : undefined;

function scopesOf(json: string): ApiKeyScope[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter(isApiKeyScope) : [];
}

const keySummary = (row: ApiKeysTable): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  scopes: scopesOf(row.scopes),
  prefix: row.prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export class AccessStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly now: () => number = Date.now,
  ) {}

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  async createInvitation(
    tokenDigest: string,
    fields: { siteId: string; email: string; role: ContributorRole; invitedBy: string },
    expiresAt: number,
  ): Promise<Invitation> {
    const row: InvitationsTable = {
      id: newId(),
      token_digest: tokenDigest,
      site_id: fields.siteId,
      email: fields.email,
      role: fields.role,
      invited_by: fields.invitedBy,
      created_at: this.iso(),
      expires_at: expiresAt,
    };
    await this.db.insertInto('invitations').values(row).execute();
    return invitation(row)!;
  }

  /** The site's unexpired invitations, oldest first. */
  async invitations(siteId: string): Promise<Invitation[]> {
    const rows = await this.db
      .selectFrom('invitations')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('expires_at', '>', this.now())
      .orderBy('created_at')
      .execute();
    return rows.flatMap((row) => invitation(row) ?? []);
  }

  /** What an unexpired invitation offers, without using it up. */
  async previewInvitation(tokenDigest: string): Promise<AcceptedInvitation | undefined> {
    const row = await this.db
      .selectFrom('invitations')
      .selectAll()
      .where('token_digest', '=', tokenDigest)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row && isContributorRole(row.role)
      ? { siteId: row.site_id, email: row.email, role: row.role }
      : undefined;
  }

  /** Uses the invitation up (once only) and answers what it offered. */
  takeInvitation(tokenDigest: string): Promise<AcceptedInvitation | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('invitations')
        .selectAll()
        .where('token_digest', '=', tokenDigest)
        .executeTakeFirst();
      if (!row) return undefined;
      const deleted = await trx
        .deleteFrom('invitations')
        .where('token_digest', '=', tokenDigest)
        .executeTakeFirst();
      if (deleted.numDeletedRows !== 1n || row.expires_at <= this.now()) return undefined;
      return isContributorRole(row.role)
        ? { siteId: row.site_id, email: row.email, role: row.role }
        : undefined;
    });
  }

  async revokeInvitation(siteId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('invitations')
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return deleted.numDeletedRows === 1n;
  }

  async createApiKey(
    keyDigest: string,
    fields: {
      siteId: string;
      name: string;
      prefix: string;
      scopes: readonly ApiKeyScope[];
      createdBy: string;
    },
  ): Promise<ApiKeySummary> {
    const row: ApiKeysTable = {
      id: newId(),
      site_id: fields.siteId,
      name: fields.name,
      prefix: fields.prefix,
      key_digest: keyDigest,
      scopes: jsonText(this.db, fields.scopes),
      created_by: fields.createdBy,
      created_at: this.iso(),
      last_used_at: null,
    };
    await this.db.insertInto('api_keys').values(row).execute();
    return keySummary(row);
  }

  async apiKeys(siteId: string): Promise<ApiKeySummary[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .execute();
    return rows.map(keySummary);
  }

  async apiKeyCount(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The key with this digest, marked as used now (written at most once a minute). */
  async apiKeyInUse(keyDigest: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_digest', '=', keyDigest)
      .executeTakeFirst();
    if (!row) return undefined;
    const now = this.now();
    const last = row.last_used_at === null ? 0 : Date.parse(row.last_used_at);
    if (now - last >= 60_000) {
      await this.db
        .updateTable('api_keys')
        .set({ last_used_at: new Date(now).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return { id: row.id, siteId: row.site_id, name: row.name, scopes: scopesOf(row.scopes) };
  }

  async deleteApiKey(siteId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('api_keys')
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return deleted.numDeletedRows === 1n;
  }

  async logActivity(siteId: string, entry: Omit<ActivityEntry, 'at'>): Promise<void> {
    const at = new Date(this.now());
    await this.db
      .insertInto('activity_log')
      .values({ id: timeOrderedId(at), site_id: siteId, at: at.toISOString(), ...entry })
      .execute();
  }

  /** Newest first, a page at a time; `cursor` is the last id of the previous page. */
  async activity(
    siteId: string,
    cursor: string | null,
  ): Promise<{ entries: ActivityEntry[]; nextCursor: string | null }> {
    let query = this.db
      .selectFrom('activity_log')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('id', 'desc')
      .limit(ACTIVITY_PAGE_SIZE + 1);
    if (cursor !== null) query = query.where('id', '<', cursor);
    const rows = await query.execute();
    const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
    return {
      entries: page.map(({ at, actor, via, method, path, status }) => ({
        at,
        actor,
        via,
        method,
        path,
        status,
      })),
      nextCursor: rows.length > ACTIVITY_PAGE_SIZE ? page.at(-1)!.id : null,
    };
  }

  /** An email we cannot send (no mail server is reachable): kept in the outbox to read. */
  async recordEmail(
    siteId: string,
    email: { readonly to: string; readonly subject: string; readonly body: string },
  ): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: newId(),
        website_id: siteId,
        to_email: email.to,
        subject: email.subject,
        body: email.body,
        created_at: this.iso(),
      })
      .execute();
  }

  /** The named secret, made by `make` and kept on first use (the same for every process). */
  async secret(name: string, make: () => string): Promise<string> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, value: make() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
