// Owners, their role on each site, their sessions and one-time sign-in links, on Kysely.
// Passwords and tokens arrive here already hashed (server/owners/tokens.ts): this file only
// stores, finds and expires. Single use (links, invitations) is a conditional delete, so two
// requests racing for one token cannot both win.
import type { Kysely } from 'kysely';
import type { Contributor } from '../../shared/api/auth';
import { type ContributorRole, isContributorRole } from '../../shared/codes/contributor-roles';
import { newId } from './commerce-helpers';
import type { Database } from './database';
import { lockingRows } from './engine';

export interface OwnerRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
}

export interface OwnerSession {
  readonly owner: OwnerRecord;
  readonly expiresAt: number;
}

/** How long a session lives: idle and absolute, in milliseconds. */
export interface SessionTerms {
  readonly idleMs: number;
  readonly expiresAt: number;
}

/** last_seen_at is written at most this often, so checking a session rarely writes. */
const TOUCH_EVERY_MS = 60_000;

type OwnerRow = { id: string; email: string; password_hash: string | null };
const owner = (row: OwnerRow): OwnerRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
});

export class OwnerStore {
  constructor(
    readonly db: Kysely<Database>,
    /** Milliseconds clock: expiry is judged by it. */
    readonly now: () => number = Date.now,
  ) {}

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  private async findBy(column: 'id' | 'email', value: string): Promise<OwnerRecord | undefined> {
    const row = await this.db
      .selectFrom('owners')
      .select(['id', 'email', 'password_hash'])
      .where(column, '=', value)
      .executeTakeFirst();
    return row && owner(row);
  }

  /** The owner with this (lower-cased) email. */
  findByEmail(email: string): Promise<OwnerRecord | undefined> {
    return this.findBy('email', email);
  }

  get(ownerId: string): Promise<OwnerRecord | undefined> {
    return this.findBy('id', ownerId);
  }

  /** The owner with this (lower-cased) email, made without a password when missing. */
  async ensure(email: string): Promise<OwnerRecord> {
    await this.db
      .insertInto('owners')
      .values({ id: newId(), email, password_hash: null, created_at: this.iso() })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const found = await this.findByEmail(email);
    if (!found) throw new Error(`Owner ${email} could not be stored.`);
    return found;
  }

  /** True when the owner can sign in by themselves: a password or a passkey. */
  async hasCredentials(ownerId: string): Promise<boolean> {
    const found = await this.get(ownerId);
    if (!found) return false;
    if (found.passwordHash !== null) return true;
    const passkey = await this.db
      .selectFrom('passkeys')
      .select('credential_id')
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return passkey !== undefined;
  }

  async setPassword(ownerId: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('owners')
      .set({ password_hash: passwordHash })
      .where('id', '=', ownerId)
      .execute();
  }

  async roleOn(siteId: string, ownerId: string): Promise<ContributorRole | undefined> {
    const row = await this.db
      .selectFrom('site_roles')
      .select('role')
      .where('site_id', '=', siteId)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row && isContributorRole(row.role) ? row.role : undefined;
  }

  /**
   * Gives the owner `role` on the site (adding them when new). Refused with 'last-admin' when it
   * would leave the site without an admin.
   */
  setRole(siteId: string, ownerId: string, role: ContributorRole): Promise<'set' | 'last-admin'> {
    return this.db.transaction().execute(async (trx) => {
      await lockSite(trx, siteId);
      const current = await trx
        .selectFrom('site_roles')
        .select('role')
        .where('site_id', '=', siteId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      if (current?.role === 'admin' && role !== 'admin' && (await adminCount(trx, siteId)) <= 1) {
        return 'last-admin';
      }
      if (current) {
        await trx
          .updateTable('site_roles')
          .set({ role })
          .where('site_id', '=', siteId)
          .where('owner_id', '=', ownerId)
          .execute();
      } else {
        await trx
          .insertInto('site_roles')
          .values({ site_id: siteId, owner_id: ownerId, role, added_at: this.iso() })
          .execute();
      }
      return 'set';
    });
  }

  /** Removes the owner from the site; never the last admin. */
  removeRole(siteId: string, ownerId: string): Promise<'removed' | 'not-found' | 'last-admin'> {
    return this.db.transaction().execute(async (trx) => {
      await lockSite(trx, siteId);
      const current = await trx
        .selectFrom('site_roles')
        .select('role')
        .where('site_id', '=', siteId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      if (!current) return 'not-found';
      if (current.role === 'admin' && (await adminCount(trx, siteId)) <= 1) return 'last-admin';
      await trx
        .deleteFrom('site_roles')
        .where('site_id', '=', siteId)
        .where('owner_id', '=', ownerId)
        .execute();
      return 'removed';
    });
  }

  async contributors(siteId: string): Promise<Contributor[]> {
    const rows = await this.db
      .selectFrom('site_roles')
      .innerJoin('owners', 'owners.id', 'site_roles.owner_id')
      .select(['owners.id', 'owners.email', 'site_roles.role', 'site_roles.added_at'])
      .where('site_roles.site_id', '=', siteId)
      .orderBy('site_roles.added_at')
      .orderBy('owners.email')
      .execute();
    return rows.flatMap((row) =>
      isContributorRole(row.role)
        ? [{ ownerId: row.id, email: row.email, role: row.role, addedAt: row.added_at }]
        : [],
    );
  }

  async createSession(tokenDigest: string, ownerId: string, terms: SessionTerms): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('owner_sessions').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('owner_sessions')
      .values({
        token_digest: tokenDigest,
        owner_id: ownerId,
        created_at: now,
        last_seen_at: now,
        idle_ms: terms.idleMs,
        expires_at: terms.expiresAt,
      })
      .execute();
  }

  /** The owner of a live session (neither idle too long nor past its end), which it renews. */
  async sessionOwner(tokenDigest: string): Promise<OwnerSession | undefined> {
    const now = this.now();
    const row = await this.db
      .selectFrom('owner_sessions')
      .innerJoin('owners', 'owners.id', 'owner_sessions.owner_id')
      .select([
        'owners.id',
        'owners.email',
        'owners.password_hash',
        'owner_sessions.last_seen_at',
        'owner_sessions.idle_ms',
        'owner_sessions.expires_at',
      ])
      .where('owner_sessions.token_digest', '=', tokenDigest)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at <= now || row.last_seen_at + row.idle_ms <= now) {
      await this.deleteSession(tokenDigest);
      return undefined;
    }
    if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
      await this.db
        .updateTable('owner_sessions')
        .set({ last_seen_at: now })
        .where('token_digest', '=', tokenDigest)
        .execute();
    }
    return { owner: owner(row), expiresAt: row.expires_at };
  }

  async deleteSession(tokenDigest: string): Promise<void> {
    await this.db.deleteFrom('owner_sessions').where('token_digest', '=', tokenDigest).execute();
  }

  /** Ends every session of the owner but `keepDigest` (sign out everywhere, password change). */
  async deleteSessions(ownerId: string, keepDigest?: string): Promise<number> {
    let query = this.db.deleteFrom('owner_sessions').where('owner_id', '=', ownerId);
    if (keepDigest !== undefined) query = query.where('token_digest', '!=', keepDigest);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async sessionCount(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('owner_sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('expires_at', '>', this.now())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async createLink(tokenDigest: string, ownerId: string, expiresAt: number): Promise<void> {
    await this.db.deleteFrom('owner_links').where('expires_at', '<=', this.now()).execute();
    await this.db
      .insertInto('owner_links')
      .values({ token_digest: tokenDigest, owner_id: ownerId, expires_at: expiresAt })
      .execute();
  }

  /** The owner of an unexpired link, which is used up by this call (once only). */
  consumeLink(tokenDigest: string): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('owner_links')
        .select(['owner_id', 'expires_at'])
        .where('token_digest', '=', tokenDigest)
        .executeTakeFirst();
      if (!row) return undefined;
      const deleted = await trx
        .deleteFrom('owner_links')
        .where('token_digest', '=', tokenDigest)
        .executeTakeFirst();
      if (deleted.numDeletedRows !== 1n || row.expires_at <= this.now()) return undefined;
      return row.owner_id;
    });
  }
}

/**
 * Holds the site's row until the transaction ends (PostgreSQL), so two role changes on one site
 * run one after the other and the last-admin rule holds across processes.
 */
async function lockSite(trx: Kysely<Database>, siteId: string): Promise<void> {
  await lockingRows(trx, trx.selectFrom('sites').select('id').where('id', '=', siteId)).execute();
}

async function adminCount(db: Kysely<Database>, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('site_roles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('site_id', '=', siteId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
