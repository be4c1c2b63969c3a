// Captcha challenges and the keys a right answer earns, on Kysely (SQLite and PostgreSQL). Each is
// taken by deleting it with RETURNING, so it can be used once however many requests race for it.
import type { Kysely } from 'kysely';
import type { Database } from './database';

export interface StoredChallenge {
  readonly id: string;
  readonly answer: string;
  readonly action: string;
  readonly expiresAt: string;
}

export interface StoredCaptchaKey {
  readonly key: string;
  readonly action: string;
  readonly expiresAt: string;
}

export class CaptchaStore {
  constructor(private readonly db: Kysely<Database>) {}

  async addChallenge(challenge: StoredChallenge, now: string): Promise<void> {
    await this.db.deleteFrom('captcha_challenges').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('captcha_challenges')
      .values({
        id: challenge.id,
        answer: challenge.answer,
        action: challenge.action,
        expires_at: challenge.expiresAt,
      })
      .execute();
  }

  /** The challenge, removed; undefined when there is none. */
  async takeChallenge(id: string): Promise<StoredChallenge | undefined> {
    const row = await this.db
      .deleteFrom('captcha_challenges')
      .where('id', '=', id)
      .returning(['id', 'answer', 'action', 'expires_at'])
      .executeTakeFirst();
    return row && { id: row.id, answer: row.answer, action: row.action, expiresAt: row.expires_at };
  }

  async addKey(entry: StoredCaptchaKey, now: string): Promise<void> {
    await this.db.deleteFrom('captcha_keys').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('captcha_keys')
      .values({ key: entry.key, action: entry.action, expires_at: entry.expiresAt })
      .execute();
  }

  /** The key, removed; undefined when there is none. */
  async takeKey(key: string): Promise<StoredCaptchaKey | undefined> {
    const row = await this.db
      .deleteFrom('captcha_keys')
      .where('key', '=', key)
      .returning(['key', 'action', 'expires_at'])
      .executeTakeFirst();
    return row && { key: row.key, action: row.action, expiresAt: row.expires_at };
  }
}
