// The storage interface of forms: definitions, submissions, single-use submission keys and mailing
// lists (engine: kysely-form-store.ts). Captcha challenges and keys: captcha-store.ts.
import type {
  FormDefinition,
  FormSubmission,
  FormSummary,
  MailingList,
  MailingListMember,
} from '../../shared/api/forms';

export interface SubmissionQuery {
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  /** Keeps the submissions holding this text in any value, ignoring case. */
  readonly search?: string;
}

/** A submission to store and, when its form is connected to a list, the email to add. */
export interface NewSubmission {
  readonly submission: FormSubmission;
  readonly email: string | null;
}

export type ConnectResult = 'connected' | 'no-form' | 'no-list';

/** The forms of one site: another site's form, list and key ids are not found. */
export interface FormStore {
  /** By name. */
  listForms(): Promise<FormSummary[]>;
  getForm(id: string): Promise<FormDefinition | undefined>;
  /** False when the id is taken. */
  createForm(form: FormDefinition, now: string): Promise<boolean>;
  /** False when there is no such form. */
  updateForm(form: FormDefinition, now: string): Promise<boolean>;
  /** Removes the form and its submissions; false when there was no such form. */
  deleteForm(id: string): Promise<boolean>;

  addSubmissionKey(key: string, expiresAt: string): Promise<void>;
  /** True once for a key that exists and has not expired at `now`; the key is used up. */
  takeSubmissionKey(key: string, now: string): Promise<boolean>;
  /** Stores the submission and adds the email to the form's list, in one transaction. */
  addSubmission(entry: NewSubmission): Promise<void>;
  /** Newest first. */
  listSubmissions(
    formId: string,
    query: SubmissionQuery,
  ): Promise<{ submissions: FormSubmission[]; total: number }>;
  /** Every submission of the form, newest first (for the CSV export). */
  allSubmissions(formId: string): Promise<FormSubmission[]>;

  /** By name. */
  listMailingLists(): Promise<MailingList[]>;
  createMailingList(list: { id: string; name: string; createdAt: string }): Promise<MailingList>;
  /** Undefined when there is no such list. */
  listMembers(listId: string): Promise<MailingListMember[] | undefined>;
  /** Undefined when there is no such form. */
  formMailingList(formId: string): Promise<string | null | undefined>;
  /** Connects (a list id) or disconnects (null) a form. */
  setFormMailingList(formId: string, listId: string | null): Promise<ConnectResult>;
}
