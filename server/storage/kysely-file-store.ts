// FileStore on Kysely, with queries that read the same on SQLite and PostgreSQL. Search matches
// a lower-cased copy of the name with LIKE, its wildcards escaped, so it ignores case for every
// script on every engine.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { FileChangeRequest } from '../../shared/api/files';
import type { Database, FilesTable } from './database';
import type { FileStore, StoredFile } from './file-store';

const searchText = (text: string) => text.toLowerCase();

/** `%text%` for LIKE with `\` as the escape character. */
export function containsPattern(text: string): string {
  return `%${searchText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function fromRow(row: Selectable<FilesTable>): StoredFile {
  return {
    id: row.id,
    name: row.name,
    urlName: row.url_name,
    type: row.type,
    size: row.size,
    width: row.width,
    height: row.height,
    focalPoint: { x: row.focal_x, y: row.focal_y },
    variants: row.variants === '' ? [] : row.variants.split(','),
    createdAt: row.created_at,
  };
}

/** The file records of one site: every query keeps to its rows, every insert writes its id. */
export class KyselyFileStore implements FileStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly siteId: string,
  ) {}

  async add(file: StoredFile): Promise<void> {
    await this.db
      .insertInto('files')
      .values({
        site_id: this.siteId,
        id: file.id,
        name: file.name,
        search_name: searchText(file.name),
        url_name: file.urlName,
        type: file.type,
        size: file.size,
        width: file.width,
        height: file.height,
        focal_x: file.focalPoint.x,
        focal_y: file.focalPoint.y,
        variants: file.variants.join(','),
        created_at: file.createdAt,
      })
      .execute();
  }

  async get(id: string): Promise<StoredFile | undefined> {
    const row = await this.db
      .selectFrom('files')
      .selectAll()
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async list(search = ''): Promise<StoredFile[]> {
    let query = this.db.selectFrom('files').selectAll().where('site_id', '=', this.siteId);
    if (search.trim() !== '') {
      const pattern = containsPattern(search.trim());
      query = query.where(sql<boolean>`${sql.ref('search_name')} like ${pattern} escape '\\'`);
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(fromRow);
  }

  change(id: string, change: FileChangeRequest): Promise<StoredFile | undefined> {
    const values = {
      ...(change.name === undefined
        ? {}
        : { name: change.name, search_name: searchText(change.name) }),
      ...(change.focalPoint === undefined
        ? {}
        : { focal_x: change.focalPoint.x, focal_y: change.focalPoint.y }),
    };
    if (Object.keys(values).length === 0) return this.get(id);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('files')
        .set(values)
        .where('site_id', '=', this.siteId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return undefined;
      const row = await trx
        .selectFrom('files')
        .selectAll()
        .where('site_id', '=', this.siteId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return fromRow(row);
    });
  }

  async remove(id: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('files')
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }

  /** Every site's: their bytes share one folder (or bucket), which the sweep tidies. */
  async ids(): Promise<string[]> {
    const rows = await this.db.selectFrom('files').select('id').execute();
    return rows.map((row) => row.id);
  }
}
