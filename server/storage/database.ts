// Table shapes as Kysely sees them. Column names are snake_case, as in the migrations.
import type { ColumnType } from 'kysely';
import type { AnalyticsDatabase } from './database-analytics';
import type { CollectionsDatabase } from './database-collections';
import type { OwnersDatabase } from './database-owners';
import type { PageAccessDatabase } from './database-page-access';
import type { SharedStateDatabase } from './database-shared';
import type { StoreSetupDatabase } from './database-store-setup';
export interface SitesTable {
  id: string;
  revision: number;
  /** The site document as JSON text. */
  document: string;
  /** ISO 8601 time of the last save. */
  updated_at: string;
  /** The revision visitors see; null until the site is first published. */
  published_revision: number | null;
}

export interface SiteRevisionsTable {
  site_id: string;
  revision: number;
  document: string;
  saved_at: string;
  /** Who saved it (an owner's email, "API key <name>"); null when not known. */
  saved_by: string | null;
}

/** One publish: the revision that went live, when, and who published it (null: not known). */
export interface SitePublicationsTable {
  site_id: string;
  revision: number;
  published_at: string;
  published_by: string | null;
}

/** One uploaded file; its bytes live in `<data>/files/{id}/`. */
export interface FilesTable {
  /** The site it belongs to (0024_site_scope). */
  site_id: string;
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

/** One form definition (migration 0004_forms). */
export interface FormsTable {
  /** The site it belongs to (0024_site_scope). */
  site_id: string;
  id: string;
  name: string;
  /** The definition (shared/api/forms FormDefinition) as JSON text. */
  definition: string;
  mailing_list_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface FormSubmissionsTable {
  /** The site it belongs to (0024_site_scope). */
  site_id: string;
  /** Time-ordered: newest first is `id desc`. */
  id: string;
  form_id: string;
  created_at: string;
  /** The `form` map exactly as the visitor sent it, as JSON text. */
  form_values: string;
  /** Every text the visitor sent, lower-cased, for search. */
  search_text: string;
  page_path: string;
}

export interface FormSubmissionKeysTable {
  /** The site it belongs to (0024_site_scope). */
  site_id: string;
  key: string;
  expires_at: string;
}

export interface MailingListsTable {
  /** The site it belongs to (0024_site_scope). */
  site_id: string;
  id: string;
  name: string;
  created_at: string;
}

export interface MailingListMembersTable {
  /** The site it belongs to (0024_site_scope). */
  site_id: string;
  list_id: string;
  email: string;
  form_id: string;
  created_at: string;
}

export interface CaptchaChallengesTable {
  id: string;
  answer: string;
  action: string;
  expires_at: string;
}

export interface CaptchaKeysTable {
  key: string;
  action: string;
  expires_at: string;
}

export interface Database
  extends AnalyticsDatabase,
    CollectionsDatabase,
    CommerceDatabase,
    OwnersDatabase,
    PageAccessDatabase,
    SharedStateDatabase,
    StoreSetupDatabase {
  sites: SitesTable;
  site_revisions: SiteRevisionsTable;
  site_publications: SitePublicationsTable;
  files: FilesTable;
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  mailing_lists: MailingListsTable;
  mailing_list_members: MailingListMembersTable;
  captcha_challenges: CaptchaChallengesTable;
  captcha_keys: CaptchaKeysTable;
  published_pages: PublishedPagesTable;
  slug_redirects: SlugRedirectsTable;
  site_hosts: SiteHostsTable;
}

/** 0025_site_hosts: the host name a site answers to (docs/sites.md). */
export interface SiteHostsTable {
  site_id: string;
  /** Lower-case, unique in the installation. */
  host_name: string;
}

/** 0011_published_pages (server/storage/migration-seo.ts). */
export interface PublishedPagesTable {
  site_id: string;
  page_id: string;
  path: string;
  fingerprint: string;
  changed_at: string;
}

export interface SlugRedirectsTable {
  site_id: string;
  from_path: string;
  page_id: string;
  created_at: string;
}

/** Commerce tables (0003_commerce); money in integer minor units, booleans as 0/1. */
export interface ProductsTable {
  id: string;
  website_id: string;
  collection_id: string;
  position: number;
  name: string;
  slug: string;
  product_type: number;
  /** JSON: description, images, tags, categories, options, subscription, form, texts, merchandising. */
  details: string;
  created_at: string;
  updated_at: string;
}

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  website_id: string;
  position: number;
  sku: string;
  /** JSON object: option name to value. */
  attributes: string;
  currency: string;
  price_minor: number;
  sale_price_minor: number;
  on_sale: number;
  unlimited: number;
  qty_in_stock: number;
  image_file_id: string | null;
}

export interface CartsTable {
  id: string;
  website_id: string;
  /** 'shopping', or 'subscription' for a cart made by the subscription call. */
  kind: string;
  is_purchased: number;
  order_id: string | null;
  /** The signed-in site user the cart belongs to; null for a visitor's cart (cookie only). */
  site_user_id: string | null;
  /** Milliseconds since the epoch. */
  created_at: number;
  updated_at: number;
}

export interface CartEntriesTable {
  id: string;
  cart_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  sku: string;
  attributes: string;
  title: string;
  product_type: number;
  quantity: number;
  currency: string;
  unit_price_minor: number;
  additional_fields: string | null;
  image_url: string | null;
}

export interface OrdersTable {
  id: string;
  website_id: string;
  cart_id: string;
  email: string;
  /** JSON, or null for a purely digital order. */
  shipping_address: string | null;
  currency: string;
  subtotal_minor: number;
  shipping_minor: number;
  tax_minor: number;
  grand_total_minor: number;
  created_at: string;
  /** The site user who placed it, when signed in. */
  site_user_id: string | null;
  /** The store's short number (#1001, …); null only while migration 0009 runs. */
  number: number | null;
}

/** Each website's last order number (migration 0009). */
export interface OrderCountersTable {
  website_id: string;
  last_number: number;
}

export interface OrderItemsTable {
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  attributes: string;
  quantity: number;
  unit_price_minor: number;
  /** JSON SubscriptionPlanItem when the item is a subscription, else null. */
  subscription_plan: string | null;
  /** JSON GiftCardRecipient when the item is a gift card, else null (orders before 0008). */
  gift_card: string | null;
}

export interface RestockSignupsTable {
  id: string;
  website_id: string;
  product_id: string;
  variant_id: string;
  email: string;
  join_mailing_list: number;
  language: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxTable {
  id: string;
  website_id: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface SiteUsersTable {
  id: string;
  website_id: string;
  /** Lower-cased. */
  email: string;
  /** scrypt, see server/site-users/password.ts. */
  password_hash: string;
  created_at: string;
  /** The user's own language, one of the site's (0022_languages); null until they choose. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SiteUserSessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_digest: string;
  site_user_id: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  created_at: number;
}

export interface CommerceDatabase {
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_counters: OrderCountersTable;
  restock_signups: RestockSignupsTable;
  outbox: OutboxTable;
  site_users: SiteUsersTable;
  site_user_sessions: SiteUserSessionsTable;
}
