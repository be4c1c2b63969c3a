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

/** One form definition (migration 0004_forms). */
export interface FormsTable {
  id: string;
  name: string;
  /** The definition (shared/api/forms FormDefinition) as JSON text. */
  definition: string;
  mailing_list_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface FormSubmissionsTable {
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
  key: string;
  expires_at: string;
}

export interface MailingListsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface MailingListMembersTable {
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

export interface Database {
  sites: SitesTable;
  site_revisions: SiteRevisionsTable;
  files: FilesTable;
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  mailing_lists: MailingListsTable;
  mailing_list_members: MailingListMembersTable;
  captcha_challenges: CaptchaChallengesTable;
  captcha_keys: CaptchaKeysTable;
}
