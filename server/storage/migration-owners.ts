// 0006_owners: the people who edit a site (owners), their role on each site, sessions, one-time
// sign-in links, invitations, passkeys and WebAuthn challenges, API keys, the activity log, the
// server's own secrets (the crumb's signing key) and the published revision of each site.
// Tokens and keys are stored only as SHA-256 digests; times the server judges are epoch ms.

import { type Kysely, type Migration, sql } from 'kysely';
import { columnTypes } from './engine';

export const ownersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('owners')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('site_roles')
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'text', (col) =>
        col.notNull().references('owners.id').onDelete('cascade'),
      )
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('added_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('site_roles_pk', ['site_id', 'owner_id'])
      .execute();
    await db.schema
      .createTable('owner_sessions')
      .addColumn('token_digest', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) =>
        col.notNull().references('owners.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .addColumn('last_seen_at', t.epochMs, (col) => col.notNull())
      .addColumn('idle_ms', t.epochMs, (col) => col.notNull())
      .addColumn('expires_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('owner_sessions_owner')
      .on('owner_sessions')
      .column('owner_id')
      .execute();
    await db.schema
      .createTable('owner_links')
      .addColumn('token_digest', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) =>
        col.notNull().references('owners.id').onDelete('cascade'),
      )
      .addColumn('expires_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('token_digest', 'text', (col) => col.notNull().unique())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('invited_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('passkeys')
      .addColumn('credential_id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) =>
        col.notNull().references('owners.id').onDelete('cascade'),
      )
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('counter', t.epochMs, (col) => col.notNull())
      .addColumn('transports', t.json, (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema
      .createTable('auth_challenges')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('challenge', 'text', (col) => col.notNull())
      .addColumn('owner_id', 'text')
      .addColumn('expires_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('prefix', 'text', (col) => col.notNull())
      .addColumn('key_digest', 'text', (col) => col.notNull().unique())
      .addColumn('scopes', t.json, (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema
      .createTable('activity_log')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('actor', 'text', (col) => col.notNull())
      .addColumn('via', 'text', (col) => col.notNull())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('activity_log_site')
      .on('activity_log')
      .columns(['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
    await db.schema.alterTable('sites').addColumn('published_revision', 'integer').execute();
    // Before publishing existed every save was what visitors saw: those stay live.
    await sql`update sites set published_revision = revision`.execute(db);
  },
};
