// Table shapes as Kysely sees them. Column names are snake_case, as in the migrations.
export interface SitesTable {
  id: string;
  revision: number;
  /** The site document as JSON text. */
  document: string;
  /** ISO 8601 time of the last save. */
  updated_at: string;
}

export interface SiteRevisionsTable {
  site_id: string;
  revision: number;
  document: string;
  saved_at: string;
}

export interface Database {
  sites: SitesTable;
  site_revisions: SiteRevisionsTable;
}
