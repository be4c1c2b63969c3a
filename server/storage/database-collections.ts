// Content collection tables (0017_collections, server/storage/migration-collections.ts).
import type { ColumnType } from 'kysely';

export interface CollectionsTable {
  id: string;
  site_id: string;
  slug: string;
  /** The stored collection (shared/content/collections.ts) as JSON. */
  data: string;
  /** Epoch ms. */
  created_at: number;
}

export interface CollectionItemsTable {
  id: string;
  collection_id: string;
  slug: string;
  /** As stored: a scheduled item stays 'Scheduled' and reads as published from publish_on on. */
  status: string;
  author: string;
  publish_on: number | null;
  /** What lists order by, newest first: publish_on, else the creation time. */
  sort_at: number;
  data: string;
}

/** A tag or category of a collection, used by items or not. */
export interface CollectionTermsTable {
  collection_id: string;
  /** 'tag' or 'category'. */
  kind: string;
  /** The name lower-cased: names compare without regard to case. */
  name_key: string;
  name: string;
  /** The name key of the category it sits in; null at the top and for tags (0020). */
  parent_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One item's use of a tag or category. */
export interface CollectionItemTermsTable {
  item_id: string;
  collection_id: string;
  /** 'tag' or 'category'. */
  kind: string;
  /** The name lower-cased: names compare without regard to case. */
  name_key: string;
  name: string;
}

/** A comment on an item (0019_comments). */
export interface CollectionCommentsTable {
  id: string;
  collection_id: string;
  item_id: string;
  /** The comment an owner's reply answers; null for a visitor's comment. */
  parent_id: string | null;
  author_name: string;
  author_email: string;
  site_user_id: string | null;
  /** 1 for a reply by someone of the site's team. */
  from_owner: number;
  body: string;
  /** 'pending' or 'approved'. */
  status: string;
  created_at: number;
}

/** One visitor's like of one item; `visitor` is a digest, never an address. */
export interface CollectionLikesTable {
  item_id: string;
  visitor: string;
  created_at: number;
}

export interface CollectionsDatabase {
  collection_comments: CollectionCommentsTable;
  collection_likes: CollectionLikesTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  collection_terms: CollectionTermsTable;
  collection_item_terms: CollectionItemTermsTable;
}
