// SiteStore on Kysely, with queries that read the same on SQLite and PostgreSQL.
// Each write is one transaction: nothing partial is ever stored.
import type { Kysely } from 'kysely';
import type { SiteSummary } from '../../shared/api/sites';
import { describeIssues, parseSite } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';
import type { Database } from './database';
import {
  type Clock,
  type CreateResult,
  REVISIONS_KEPT,
  type SavedRevision,
  type SaveResult,
  type SiteStore,
  type StoredSite,
} from './site-store';

/** The title of a stored document without validating all of it (for listings). */
function readTitle(document: string, fallback: string): string {
  const parsed: unknown = JSON.parse(document);
  if (typeof parsed === 'object' && parsed !== null && 'title' in parsed) {
    const { title } = parsed;
    if (typeof title === 'string') return title;
  }
  return fallback;
}

export class KyselySiteStore implements SiteStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get(siteId: string): Promise<StoredSite | undefined> {
    const row = await this.db
      .selectFrom('sites')
      .select(['document', 'revision'])
      .where('id', '=', siteId)
      .executeTakeFirst();
    if (!row) return undefined;
    // Stored documents migrate forward on load, like any other document source.
    const result = parseSite(JSON.parse(row.document));
    if (!result.ok) {
      throw new Error(`Stored site "${siteId}" is invalid:\n${describeIssues(result.issues)}`);
    }
    return { site: result.site, revision: row.revision };
  }

  async list(): Promise<SiteSummary[]> {
    const rows = await this.db
      .selectFrom('sites')
      .select(['id', 'revision', 'document'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: readTitle(row.document, row.id),
      revision: row.revision,
    }));
  }

  save(siteId: string, baseRevision: number, site: Site): Promise<SaveResult> {
    const document = JSON.stringify(site);
    const savedAt = this.clock().toISOString();
    const revision = baseRevision + 1;
    return this.db.transaction().execute(async (trx): Promise<SaveResult> => {
      const updated = await trx
        .updateTable('sites')
        .set((eb) => ({ revision: eb('revision', '+', 1), document, updated_at: savedAt }))
        .where('id', '=', siteId)
        .where('revision', '=', baseRevision)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) {
        const current = await trx
          .selectFrom('sites')
          .select('revision')
          .where('id', '=', siteId)
          .executeTakeFirst();
        return current
          ? { kind: 'conflict', currentRevision: current.revision }
          : { kind: 'not-found' };
      }
      await trx
        .insertInto('site_revisions')
        .values({ site_id: siteId, revision, document, saved_at: savedAt })
        .execute();
      await trx
        .deleteFrom('site_revisions')
        .where('site_id', '=', siteId)
        .where('revision', '<=', revision - REVISIONS_KEPT)
        .where((eb) =>
          eb(
            'revision',
            'not in',
            eb
              .selectFrom('sites')
              .select('published_revision')
              .where('id', '=', siteId)
              .where('published_revision', 'is not', null),
          ),
        )
        .execute();
      return { kind: 'saved', revision };
    });
  }

  create(site: Site): Promise<CreateResult> {
    const document = JSON.stringify(site);
    const savedAt = this.clock().toISOString();
    return this.db.transaction().execute(async (trx): Promise<CreateResult> => {
      const inserted = await trx
        .insertInto('sites')
        .values({
          id: site.id,
          revision: 1,
          document,
          updated_at: savedAt,
          published_revision: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return { kind: 'exists' };
      await trx
        .insertInto('site_revisions')
        .values({ site_id: site.id, revision: 1, document, saved_at: savedAt })
        .execute();
      return { kind: 'created', revision: 1 };
    });
  }

  async publish(siteId: string, revision: number): Promise<'published' | 'not-found'> {
    const kept = await this.db
      .selectFrom('site_revisions')
      .select('revision')
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (!kept) return 'not-found';
    await this.db
      .updateTable('sites')
      .set({ published_revision: revision })
      .where('id', '=', siteId)
      .execute();
    return 'published';
  }

  async published(siteId: string): Promise<StoredSite | undefined> {
    const row = await this.db
      .selectFrom('sites')
      .innerJoin('site_revisions', (join) =>
        join
          .onRef('site_revisions.site_id', '=', 'sites.id')
          .onRef('site_revisions.revision', '=', 'sites.published_revision'),
      )
      .select(['site_revisions.document', 'site_revisions.revision'])
      .where('sites.id', '=', siteId)
      .executeTakeFirst();
    if (!row) return undefined;
    const result = parseSite(JSON.parse(row.document));
    if (!result.ok) {
      throw new Error(`Published site "${siteId}" is invalid:\n${describeIssues(result.issues)}`);
    }
    return { site: result.site, revision: row.revision };
  }

  async revisions(siteId: string): Promise<SavedRevision[]> {
    const rows = await this.db
      .selectFrom('site_revisions')
      .select(['revision', 'saved_at'])
      .where('site_id', '=', siteId)
      .orderBy('revision', 'desc')
      .execute();
    return rows.map((row) => ({ revision: row.revision, savedAt: row.saved_at }));
  }

  close(): Promise<void> {
    return this.db.destroy();
  }
}
