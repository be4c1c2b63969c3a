// Site users (a visitor's own account on one website) and their sessions, on Kysely. Passwords
// and tokens arrive here already hashed: this file only stores and finds.
import type { Kysely } from 'kysely';
import { newId } from './commerce-helpers';
import type { Database, SiteUsersTable } from './database';

export interface SiteUserRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
}

const record = (row: Pick<SiteUsersTable, 'id' | 'email' | 'password_hash'>): SiteUserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
});

export class SiteUserStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly websiteId: string,
    /** Milliseconds clock: session expiry is judged by it. */
    readonly now: () => number = Date.now,
  ) {}

  /** Creates the user, or answers 'taken' when the (lower-cased) email has an account. */
  async create(email: string, passwordHash: string): Promise<SiteUserRecord | 'taken'> {
    const id = newId();
    try {
      await this.db
        .insertInto('site_users')
        .values({
          id,
          website_id: this.websiteId,
          email,
          password_hash: passwordHash,
          created_at: new Date(this.now()).toISOString(),
        })
        .execute();
    } catch (error) {
      if (await this.findByEmail(email)) return 'taken';
      throw error;
    }
    return { id, email, passwordHash };
  }

  async findByEmail(email: string): Promise<SiteUserRecord | undefined> {
    const row = await this.db
      .selectFrom('site_users')
      .select(['id', 'email', 'password_hash'])
      .where('website_id', '=', this.websiteId)
      .where('email', '=', email)
      .executeTakeFirst();
    return row && record(row);
  }

  async createSession(tokenDigest: string, siteUserId: string, expiresAt: number): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('site_user_sessions').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('site_user_sessions')
      .values({
        token_digest: tokenDigest,
        site_user_id: siteUserId,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
  }

  /** The user of an unexpired session of this website, or undefined. */
  async sessionUser(tokenDigest: string): Promise<SiteUserRecord | undefined> {
    const row = await this.db
      .selectFrom('site_user_sessions')
      .innerJoin('site_users', 'site_users.id', 'site_user_sessions.site_user_id')
      .select(['site_users.id', 'site_users.email', 'site_users.password_hash'])
      .where('site_user_sessions.token_digest', '=', tokenDigest)
      .where('site_user_sessions.expires_at', '>', this.now())
      .where('site_users.website_id', '=', this.websiteId)
      .executeTakeFirst();
    return row && record(row);
  }

  /** The user's own language; null until they choose one. */
  async locale(siteUserId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('site_users')
      .select('locale')
      .where('website_id', '=', this.websiteId)
      .where('id', '=', siteUserId)
      .executeTakeFirst();
    return row?.locale ?? null;
  }

  async setLocale(siteUserId: string, locale: string): Promise<void> {
    await this.db
      .updateTable('site_users')
      .set({ locale })
      .where('website_id', '=', this.websiteId)
      .where('id', '=', siteUserId)
      .execute();
  }

  async deleteSession(tokenDigest: string): Promise<void> {
    await this.db
      .deleteFrom('site_user_sessions')
      .where('token_digest', '=', tokenDigest)
      .where('site_user_id', 'in', (eb) =>
        eb.selectFrom('site_users').select('id').where('website_id', '=', this.websiteId),
      )
      .execute();
  }
}
