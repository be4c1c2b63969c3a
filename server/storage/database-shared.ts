// Shared-state tables (0012_shared_state) as Kysely sees them. Times are epoch milliseconds.
export interface RateLimitBucketsTable {
  /** `<rule>\n<key>`, as the Limits class names buckets. */
  key: string;
  tokens: number;
  at: number;
  /** When the bucket is full again: it can be forgotten then. */
  full_at: number;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  run_at: number;
  /** Null until a process ran it. */
  done_at: number | null;
  /** Which process ran it (for the log and the tests). */
  done_by: string | null;
}

/** A live page as served, rendered from one published revision of a site (0014_page_cache). */
export interface PageCacheTable {
  site_id: string;
  revision: number;
  /** Origin, path and query. */
  address: string;
  status: number;
  html: string;
  etag: string;
  /** For a page showing products: the catalogue's stamp it was rendered with. */
  catalogue: string | null;
  stored_at: number;
}

export interface SharedStateDatabase {
  rate_limit_buckets: RateLimitBucketsTable;
  jobs: JobsTable;
  page_cache: PageCacheTable;
  owner_templates: OwnerTemplatesTable;
}

/** An owner's template (0015_owner_templates): its versioned record, JSON text. */
export interface OwnerTemplatesTable {
  site_id: string;
  id: string;
  record: string;
  updated_at: string;
}
