// Owners' passkeys and the WebAuthn challenges waiting for an answer, on Kysely. Challenges live
// in the database, not in a process, so any process of an installation can check an answer; a
// challenge is taken once (a conditional delete, so two requests racing for one cannot both
// win) and is worth nothing after its expiry.
import type { Kysely } from 'kysely';
import type { PasskeySummary } from '../../shared/api/passkeys';
import { newId } from './commerce-helpers';
import type { Database } from './database';
import type { PasskeysTable } from './database-owners';
import { jsonText } from './json-column';

export interface PasskeyRecord {
  /** base64url, as WebAuthn names it. */
  readonly credentialId: string;
  readonly ownerId: string;
  /** base64url of the COSE public key. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

export interface NewPasskey extends PasskeyRecord {
  readonly name: string;
}

/** A challenge as it was issued: for a registration it names the owner, for a sign-in none. */
export interface StoredChallenge {
  readonly challenge: string;
  readonly ownerId: string | null;
}

function transportsOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

const record = (row: PasskeysTable): PasskeyRecord => ({
  credentialId: row.credential_id,
  ownerId: row.owner_id,
  publicKey: row.public_key,
  counter: row.counter,
  transports: transportsOf(row.transports),
});

export class PasskeyStore {
  constructor(
    private readonly db: Kysely<Database>,
    /** Milliseconds clock: challenge expiry is judged by it. */
    readonly now: () => number = Date.now,
  ) {}

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** 'exists' when the credential is already stored (for this owner or another). */
  async add(passkey: NewPasskey): Promise<'added' | 'exists'> {
    const result = await this.db
      .insertInto('passkeys')
      .values({
        credential_id: passkey.credentialId,
        owner_id: passkey.ownerId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: jsonText(this.db, passkey.transports),
        name: passkey.name,
        created_at: this.iso(),
        last_used_at: null,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? 'added' : 'exists';
  }

  async find(credentialId: string): Promise<PasskeyRecord | undefined> {
    const row = await this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
    return row && record(row);
  }

  /** The owner's passkeys, oldest first, with what a browser needs to tell them apart. */
  async ofOwner(ownerId: string): Promise<Array<PasskeySummary & { transports: string[] }>> {
    const rows = await this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at')
      .orderBy('credential_id')
      .execute();
    return rows.map((row) => ({
      id: row.credential_id,
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      transports: transportsOf(row.transports),
    }));
  }

  async count(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Records a sign-in: the authenticator's new counter and the time. False when another sign-in
   * already moved the counter to this value or past it (a counter that never moves stays 0).
   */
  async recordUse(credentialId: string, counter: number): Promise<boolean> {
    const result = await this.db
      .updateTable('passkeys')
      .set({ counter, last_used_at: this.iso() })
      .where('credential_id', '=', credentialId)
      .where((eb) => eb.or([eb('counter', '<', counter), eb('counter', '=', 0)]))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Removes one of the owner's passkeys; another owner's is 'not-found'. */
  async remove(ownerId: string, credentialId: string): Promise<'removed' | 'not-found'> {
    const result = await this.db
      .deleteFrom('passkeys')
      .where('credential_id', '=', credentialId)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return result.numDeletedRows === 1n ? 'removed' : 'not-found';
  }

  /** Stores a challenge until `expiresAt` (ms); answers its id. Expired ones are swept here. */
  async createChallenge(
    challenge: string,
    ownerId: string | null,
    expiresAt: number,
  ): Promise<string> {
    await this.db.deleteFrom('auth_challenges').where('expires_at', '<=', this.now()).execute();
    const id = newId();
    await this.db
      .insertInto('auth_challenges')
      .values({ id, challenge, owner_id: ownerId, expires_at: expiresAt })
      .execute();
    return id;
  }

  /** The challenge, used up by this call; undefined when unknown, taken already or expired. */
  takeChallenge(id: string): Promise<StoredChallenge | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('auth_challenges')
        .select(['challenge', 'owner_id', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const deleted = await trx
        .deleteFrom('auth_challenges')
        .where('id', '=', id)
        .executeTakeFirst();
      if (deleted.numDeletedRows !== 1n || row.expires_at <= this.now()) return undefined;
      return { challenge: row.challenge, ownerId: row.owner_id };
    });
  }
}
