// SiteStore on Kysely, with queries that read the same on SQLite and PostgreSQL.
// Each write is one transaction: nothing partial is ever stored.
import type { Kysely, Transaction } from 'kysely';
import type { RevisionSummary, SiteSummary } from '../../shared/api/sites';
import type { Site } from '../../shared/document/schema';
import {
  hasStandIns,
  type KeptBlocks,
  readStoredSite,
  restoreStored,
  type StoredWrite,
} from '../../shared/document/stored';
import type { Database } from './database';
import { jsonText } from './json-column';
import { revisionsToDelete } from './revision-retention';
import {
  type Clock,
  type CreateResult,
  DamagedSiteError,
  type RevisionDocument,
  type SaveResult,
  type SiteStore,
  type StoredSite,
} from './site-store';

/** The title of a stored document without validating all of it (for listings). */
function readTitle(document: string, fallback: string): string {
  try {
    const parsed: unknown = JSON.parse(document);
    if (typeof parsed === 'object' && parsed !== null && 'title' in parsed) {
      const { title } = parsed;
      if (typeof title === 'string') return title;
    }
  } catch {
    // A document that is not JSON is listed by its id; opening it says what is wrong.
  }
  return fallback;
}

/** A stored document as the editor can open it (stand-ins for blocks it cannot read). */
function readDocument(siteId: string, document: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(document);
  } catch {
    throw new DamagedSiteError(siteId, [{ path: '', message: 'is not valid JSON' }]);
  }
  // Stored documents migrate forward on load, like any other document source.
  const read = readStoredSite(parsed);
  if (!read.ok) throw new DamagedSiteError(siteId, read.issues);
  return read;
}

/** The revisions a save must never drop besides the rule's own (a published one, say). */
export type PinnedRevisions = (db: Kysely<Database>, siteId: string) => Promise<readonly number[]>;

export interface KyselySiteStoreOptions {
  /** Asked inside each save's transaction; the published revision by default. */
  readonly pinned?: PinnedRevisions;
}

/** How many of the latest publishes keep their revisions, so each can be restored. */
export const PUBLISHED_VERSIONS_KEPT = 10;

/** What visitors see, and the versions of the latest publishes, are never pruned. */
const PUBLISHED: PinnedRevisions = async (db, siteId) => {
  const row = await db
    .selectFrom('sites')
    .select('published_revision')
    .where('id', '=', siteId)
    .executeTakeFirst();
  const recent = await db
    .selectFrom('site_publications')
    .select('revision')
    .where('site_id', '=', siteId)
    .orderBy('published_at', 'desc')
    .limit(PUBLISHED_VERSIONS_KEPT)
    .execute();
  const live = row?.published_revision == null ? [] : [row.published_revision];
  return [...live, ...recent.map((publication) => publication.revision)];
};

export class KyselySiteStore implements SiteStore {
  private readonly pinned: PinnedRevisions;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    options: KyselySiteStoreOptions = {},
  ) {
    this.pinned = options.pinned ?? PUBLISHED;
  }

  async get(siteId: string): Promise<StoredSite | undefined> {
    const row = await this.db
      .selectFrom('sites')
      .select(['document', 'revision'])
      .where('id', '=', siteId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { site: readDocument(siteId, row.document).site, revision: row.revision };
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

  save(
    siteId: string,
    baseRevision: number,
    site: Site,
    by: string | null = null,
  ): Promise<SaveResult> {
    const now = this.clock();
    const savedAt = now.toISOString();
    const revision = baseRevision + 1;
    return this.db.transaction().execute(async (trx): Promise<SaveResult> => {
      const write = await this.documentToStore(trx, siteId, site);
      if (!write.ok) return { kind: 'invalid', issues: write.issues };
      const document = jsonText(trx, write.document);
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
        .values({ site_id: siteId, revision, document, saved_at: savedAt, saved_by: by })
        .execute();
      await this.prune(trx, siteId, now);
      return { kind: 'saved', revision };
    });
  }

  /**
   * The document to store: `site` itself, or, when it holds stand-ins for blocks the stored
   * document could not read, with those blocks put back as they are stored now.
   */
  private async documentToStore(
    trx: Transaction<Database>,
    siteId: string,
    site: Site,
  ): Promise<StoredWrite> {
    if (!hasStandIns(site)) return { ok: true, document: site };
    const row = await trx
      .selectFrom('sites')
      .select('document')
      .where('id', '=', siteId)
      .executeTakeFirst();
    // No such site: the update that follows answers not-found.
    if (!row) return { ok: true, document: site };
    let kept: KeptBlocks = new Map();
    try {
      kept = readDocument(siteId, row.document).kept;
    } catch (error) {
      // Nothing can be kept from a damaged document: each stand-in is refused by name.
      if (!(error instanceof DamagedSiteError)) throw error;
    }
    return restoreStored(site, kept);
  }

  /** Drops the revisions the retention rule lets go (revision-retention.ts). */
  private async prune(trx: Transaction<Database>, siteId: string, now: Date): Promise<void> {
    const rows = await trx
      .selectFrom('site_revisions')
      .select(['revision', 'saved_at'])
      .where('site_id', '=', siteId)
      .execute();
    const kept = rows.map((row) => ({ revision: row.revision, savedAt: row.saved_at }));
    const gone = revisionsToDelete(kept, now, await this.pinned(trx, siteId));
    if (gone.length === 0) return;
    await trx
      .deleteFrom('site_revisions')
      .where('site_id', '=', siteId)
      .where('revision', 'in', gone)
      .execute();
  }

  create(site: Site): Promise<CreateResult> {
    const document = jsonText(this.db, site);
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
        .values({ site_id: site.id, revision: 1, document, saved_at: savedAt, saved_by: null })
        .execute();
      return { kind: 'created', revision: 1 };
    });
  }

  async publish(
    siteId: string,
    revision: number,
    by: string | null = null,
  ): Promise<'published' | 'not-found'> {
    return this.db.transaction().execute(async (trx) => {
      const kept = await trx
        .selectFrom('site_revisions')
        .select('revision')
        .where('site_id', '=', siteId)
        .where('revision', '=', revision)
        .executeTakeFirst();
      if (!kept) return 'not-found';
      await trx
        .updateTable('sites')
        .set({ published_revision: revision })
        .where('id', '=', siteId)
        .execute();
      await trx
        .insertInto('site_publications')
        .values({
          site_id: siteId,
          revision,
          published_at: this.clock().toISOString(),
          published_by: by,
        })
        .execute();
      return 'published';
    });
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
    return { site: readDocument(siteId, row.document).site, revision: row.revision };
  }

  async revisions(siteId: string): Promise<RevisionSummary[]> {
    const rows = await this.db
      .selectFrom('site_revisions')
      .select(['revision', 'saved_at', 'saved_by'])
      .where('site_id', '=', siteId)
      .orderBy('revision', 'desc')
      .execute();
    const publications = await this.db
      .selectFrom('site_publications')
      .select(['revision', 'published_at', 'published_by'])
      .where('site_id', '=', siteId)
      .orderBy('published_at', 'asc')
      .execute();
    // Ascending, so each revision ends with its latest publish.
    const lastPublish = new Map(publications.map((row) => [row.revision, row]));
    return rows.map((row) => {
      const published = lastPublish.get(row.revision);
      return {
        revision: row.revision,
        savedAt: row.saved_at,
        by: row.saved_by,
        publishedAt: published?.published_at ?? null,
        publishedBy: published?.published_by ?? null,
      };
    });
  }

  async revision(siteId: string, revision: number): Promise<RevisionDocument | undefined> {
    const row = await this.db
      .selectFrom('site_revisions')
      .select(['document', 'saved_at', 'saved_by'])
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (!row) return undefined;
    const { site } = readDocument(siteId, row.document);
    const published = await this.db
      .selectFrom('site_publications')
      .select(['published_at', 'published_by'])
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .orderBy('published_at', 'desc')
      .executeTakeFirst();
    return {
      site,
      revision,
      savedAt: row.saved_at,
      by: row.saved_by,
      publishedAt: published?.published_at ?? null,
      publishedBy: published?.published_by ?? null,
    };
  }

  close(): Promise<void> {
    return this.db.destroy();
  }
}
