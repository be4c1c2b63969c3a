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

/** One uploaded file; its bytes live in `<data>/files/{id}/`. */
export interface FilesTable {
  id: string;
  /** The name the owner sees. */
  name: string;
  /** `name` lower-cased, for case-insensitive search on every engine. */
  search_name: string;
  /** The last URL segment, `{slug}.{ext}`, fixed at upload so URLs survive renames. */
  url_name: string;
  /** MIME type of the original. */
  type: string;
  /** Bytes of the original. */
  size: number;
  /** Size of the original as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  focal_x: number;
  focal_y: number;
  /** The width variants made, comma-separated: "100w,300w". */
  variants: string;
  /** ISO 8601 time of the upload. */
  created_at: string;
}

export interface Database {
  sites: SitesTable;
  site_revisions: SiteRevisionsTable;
  files: FilesTable;
}
