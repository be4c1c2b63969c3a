// The published pages' addresses, last changes and slug redirects (docs/seo.md), on Kysely with
// dialect-neutral queries. Filled at each publish (server/routes/sites.ts) from planPublish.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Page, Site } from '../../shared/document/schema';
import { type PublishedPage, planPublish } from '../../shared/seo/published-pages';
import type { Database } from './database';
import type { Clock } from './site-store';

const fingerprint = (page: Page) => createHash('sha256').update(JSON.stringify(page)).digest('hex');

async function readPages(db: Kysely<Database>, siteId: string): Promise<PublishedPage[]> {
  const rows = await db
    .selectFrom('published_pages')
    .select(['page_id', 'path', 'fingerprint', 'changed_at'])
    .where('site_id', '=', siteId)
    .execute();
  return rows.map((row) => ({
    pageId: row.page_id,
    path: row.path,
    fingerprint: row.fingerprint,
    changedAt: row.changed_at,
  }));
}

export class PublishedPageStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records `site` as the published version: addresses, last changes, new redirects. */
  recordPublish(siteId: string, site: Site): Promise<void> {
    const now = this.clock().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const plan = planPublish(await readPages(trx, siteId), site, fingerprint, now);
      await trx.deleteFrom('published_pages').where('site_id', '=', siteId).execute();
      if (plan.pages.length > 0) {
        await trx
          .insertInto('published_pages')
          .values(
            plan.pages.map((page) => ({
              site_id: siteId,
              page_id: page.pageId,
              path: page.path,
              fingerprint: page.fingerprint,
              changed_at: page.changedAt,
            })),
          )
          .execute();
      }
      const gone = [...plan.takenPaths, ...plan.newRedirects.map((r) => r.fromPath)];
      await trx
        .deleteFrom('slug_redirects')
        .where('site_id', '=', siteId)
        .where((eb) =>
          eb.or([
            eb('from_path', 'in', gone),
            ...(plan.removedPageIds.length > 0 ? [eb('page_id', 'in', plan.removedPageIds)] : []),
          ]),
        )
        .execute();
      if (plan.newRedirects.length > 0) {
        await trx
          .insertInto('slug_redirects')
          .values(
            plan.newRedirects.map((redirect) => ({
              site_id: siteId,
              from_path: redirect.fromPath,
              page_id: redirect.pageId,
              created_at: now,
            })),
          )
          .execute();
      }
    });
  }

  /** Records `site` only when nothing is recorded for the site yet. */
  async recordIfEmpty(siteId: string, site: Site): Promise<void> {
    if ((await this.pages(siteId)).length === 0) await this.recordPublish(siteId, site);
  }

  /** The page an old address leads to, or undefined when it is no redirect. */
  async redirect(siteId: string, path: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('slug_redirects')
      .select('page_id')
      .where('site_id', '=', siteId)
      .where('from_path', '=', path)
      .executeTakeFirst();
    return row?.page_id;
  }

  /** The published pages as last recorded, in no particular order. */
  pages(siteId: string): Promise<PublishedPage[]> {
    return readPages(this.db, siteId);
  }
}
