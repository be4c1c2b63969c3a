// The forms API: the form definition in the spec's shape (storefront.md §3 "Form definition",
// site-and-editor.md §3 "Form field types and their settings"), the visitor calls (storefront.md
// §7: FormSubmissionKey, SaveFormSubmission, validate), the owner calls (forms, submissions, CSV,
// mailing lists) and the captcha challenge calls. server/ answers them; blocks/ and editor/ call
// them. Every write carries the CSRF crumb (CRUMB_HEADER in ./sites).
import { z } from 'zod';
import { isSitePath } from '../content/site-path';
import { FORM_FIELD_TYPES, type FormFieldType } from '../forms/field-types';
import type { SubmissionValue } from '../forms/submission-values';

// ---------------------------------------------------------------------------------------------
// Form definition

/** Our limits (the spec gives none). */
export const MAX_FORM_FIELDS = 100;
export const MAX_FORM_NAME_LENGTH = 200;
export const MAX_FIELD_TITLE_LENGTH = 500;
export const MAX_FIELD_OPTIONS = 100;
export const MAX_FORM_TEXT_LENGTH = 20_000;
/** Field ids and form ids: letters, digits, '-' and '_', 1 to 64 characters. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const CAPTCHA_THEMES = ['light', 'dark'] as const;
export const CAPTCHA_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type CaptchaTheme = (typeof CAPTCHA_THEMES)[number];
export type CaptchaAlignment = (typeof CAPTCHA_ALIGNMENTS)[number];

const idSchema = z.string().regex(FORM_ID_PATTERN, 'must be 1 to 64 letters, digits, - or _');
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const optionList = z
  .array(text(MAX_FIELD_TITLE_LENGTH).trim().min(1, 'must not be empty'))
  .min(1, 'needs at least one option')
  .max(MAX_FIELD_OPTIONS, `holds at most ${MAX_FIELD_OPTIONS} options`);

const identity = { id: idSchema, title: text(MAX_FIELD_TITLE_LENGTH).default('') };
const base = { ...identity, description: text(MAX_FORM_TEXT_LENGTH).default('') };
const required = { required: z.boolean().default(false) };
const placeholder = { placeholder: text(MAX_FIELD_TITLE_LENGTH).default('') };

const singleValue = (type: 'text' | 'email' | 'number' | 'website') =>
  z.object({ ...base, type: z.literal(type), ...placeholder, ...required });
const plain = (type: 'password' | 'twitter' | 'date' | 'time' | 'name' | 'address') =>
  z.object({ ...base, type: z.literal(type), ...required });
/** radio, checkbox, select: the choices; likert: the questions (answers are the five labels). */
const withOptions = (type: 'radio' | 'checkbox' | 'select' | 'likert') =>
  z.object({ ...base, type: z.literal(type), options: optionList, ...required });

/** One field of a form: its id, type by the spec's names, title, and that type's settings. */
export const formFieldSchema = z.discriminatedUnion('type', [
  singleValue('text'),
  z.object({
    ...base,
    type: z.literal('textarea'),
    ...placeholder,
    ...required,
    /** 0 or absent: no limit and no counter (shared/forms/long-text). */
    maxLength: z.number().int().min(0).max(1_000_000).default(0),
  }),
  singleValue('email'),
  singleValue('number'),
  singleValue('website'),
  z.object({
    ...base,
    type: z.literal('currency'),
    currencySymbol: text(8).default('$'),
    ...required,
  }),
  plain('password'),
  plain('twitter'),
  plain('date'),
  plain('time'),
  plain('name'),
  plain('address'),
  z.object({
    ...base,
    type: z.literal('phone'),
    showCountryCode: z.boolean().default(false),
    ...required,
  }),
  z.object({ ...base, type: z.literal('section'), underline: z.boolean().default(false) }),
  withOptions('radio'),
  withOptions('checkbox'),
  withOptions('select'),
  withOptions('likert'),
  z.object({
    ...identity,
    type: z.literal('hidden'),
    /** The query-string name the value is read from (shared/forms/submission-values). */
    key: text(MAX_FIELD_TITLE_LENGTH).default(''),
    /** The default value. */
    value: text(MAX_FORM_TEXT_LENGTH).default(''),
  }),
]);

export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;
export type FormFieldOf<T extends FormFieldType> = Extract<FormField, { type: T }>;

/** Every type of the spec is in the schema (checked by the test). */
export const DEFINITION_FIELD_TYPES: readonly FormFieldType[] = FORM_FIELD_TYPES;

/** An empty string, a site path ("/thanks") or an http(s) address; never javascript: etc. */
const redirectSchema = text(2000)
  .trim()
  .refine(
    (value) => value === '' || isSitePath(value) || /^https?:\/\/[^\s/\\]+/i.test(value),
    'must be empty, a path starting with / or an http(s) address',
  );

const definitionShape = {
  name: text(MAX_FORM_NAME_LENGTH).trim().min(1, 'must not be empty'),
  fields: z.array(formFieldSchema).max(MAX_FORM_FIELDS, `holds at most ${MAX_FORM_FIELDS} fields`),
  /** Shown after a successful submission: the owner's formatted text as HTML (sanitized when shown). */
  parsedSubmissionMessage: text(MAX_FORM_TEXT_LENGTH).default(''),
  /** The owner's post-submit HTML: runs only on the visitor's page, never in the editor. */
  submissionHTML: text(MAX_FORM_TEXT_LENGTH).default(''),
  successRedirect: redirectSchema.default(''),
  /** The disclaimer under the form: the owner's formatted text as HTML (sanitized when shown). */
  parsedDisclaimerMessage: text(MAX_FORM_TEXT_LENGTH).default(''),
  captchaEnabled: z.boolean().default(false),
  captchaTheme: z.enum(CAPTCHA_THEMES).default('light'),
  captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS).default('left'),
};

function uniqueFieldIds(form: { fields: readonly { id: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  form.fields.forEach((field, index) => {
    if (seen.has(field.id)) {
      ctx.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: 'duplicate id' });
    }
    seen.add(field.id);
  });
}

/** A whole form definition as stored and answered. */
export const formDefinitionSchema = z
  .object({ id: idSchema, ...definitionShape })
  .superRefine(uniqueFieldIds);

/**
 * The body of POST /api/forms (id optional: the server makes one) and PUT /api/forms/{formId}
 * (id optional; when given it must be the address's).
 */
export const formDefinitionInputSchema = z
  .object({ id: idSchema.optional(), ...definitionShape })
  .superRefine(uniqueFieldIds);

export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionInputSchema>;

/** One problem of a refused definition: the JSON path (e.g. "fields.2.options") and why. */
export interface FormIssue {
  readonly path: string;
  readonly message: string;
}

/** 400 answer to a bad definition: `error` names the first field at fault. */
export interface InvalidFormResponse {
  readonly error: string;
  readonly issues: readonly FormIssue[];
}

// ---------------------------------------------------------------------------------------------
// Visitor calls

export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';
export const validateFormPath = (formId: string) =>
  `/api/rest/forms/validate/${encodeURIComponent(formId)}`;

/** Our choices: a submission key is single-use and expires after 30 minutes. */
export const SUBMISSION_KEY_TTL_MS = 30 * 60 * 1000;

// Keys and saves are rate-limited (saves per visitor and form, and per network address and
// form, since crumbs are free to get); over a limit the answer is 429 with Retry-After. The
// numbers are the server's (docs/limits.md).

/** POST /api/form/FormSubmissionKey (empty body) answers the key. */
export interface FormSubmissionKeyResponse {
  readonly key: string;
}

/** The `form` map: field id to value in the spec's value shapes (shared/forms/submission-values). */
export type SubmissionForm = Readonly<Record<string, SubmissionValue>>;

/** POST /api/form/SaveFormSubmission */
export interface SaveFormSubmissionRequest {
  readonly key: string;
  readonly formId: string;
  readonly form: SubmissionForm;
  /** From the captcha (POST /api/captcha/verify) when the form has captchaEnabled. */
  readonly captchaKey?: string | null;
  /** Page event fields: where the form was submitted (stored with the submission). */
  readonly pagePath?: string;
}

/** 200 answer (the spec does not show one; ours). */
export interface SaveFormSubmissionResponse {
  readonly submissionId: string;
}

/**
 * Refusals: 400 `{errors: {fieldId: message}}` (a field fails the rules) or 400 `{error}` (the
 * body cannot be read: FormMessage.unparsableFields; captcha missing or used:
 * FormMessage.completeCaptcha); 401 `{error}` (key missing, unknown, used or expired); 404
 * `{error: 'This form has not been configured yet.'}`; 429 and 500 `{error}` with the messages of
 * SUBMIT_STATUS_MESSAGES (shared/forms/server-errors).
 */
export interface FormFieldErrorsResponse {
  readonly errors: Readonly<Record<string, string>>;
}
export interface FormErrorResponse {
  readonly error: string;
}

/** POST /api/rest/forms/validate/{formId}, body: the `form` map. 200 `{errors: {}}` when valid, else 400 `{errors}`; 404 unknown form. */
export type ValidateFormRequest = SubmissionForm;
export type ValidateFormResponse = FormFieldErrorsResponse;

// ---------------------------------------------------------------------------------------------
// Owner calls

export const FORMS_API_PATH = '/api/forms';
export const formPath = (formId: string) => `${FORMS_API_PATH}/${encodeURIComponent(formId)}`;
export const submissionsPath = (formId: string) => `${formPath(formId)}/submissions`;
export const submissionsCsvPath = (formId: string) => `${formPath(formId)}/submissions.csv`;
export const formMailingListPath = (formId: string) => `${formPath(formId)}/mailing-list`;

/** GET /api/forms: one row per form, by name. */
export interface FormSummary {
  readonly id: string;
  readonly name: string;
  readonly fieldCount: number;
  readonly submissionCount: number;
  readonly mailingListId: string | null;
  readonly updatedAt: string;
}
export interface FormListResponse {
  readonly forms: readonly FormSummary[];
}

// POST /api/forms -> 201 FormDefinition; GET /api/forms/{formId} -> FormDefinition;
// PUT /api/forms/{formId} -> FormDefinition; DELETE /api/forms/{formId} -> 204 (its submissions
// go with it). Unknown form: 404 `{error: FormApiMessage.notFound}`.

/** Submissions per page: `?page=1&pageSize=20&search=text` (page from 1). */
export const DEFAULT_SUBMISSIONS_PAGE_SIZE = 20;
export const MAX_SUBMISSIONS_PAGE_SIZE = 100;

/** One stored submission: the values exactly as the visitor sent them. */
export interface FormSubmission {
  readonly id: string;
  readonly formId: string;
  /** ISO 8601 time it was stored. */
  readonly createdAt: string;
  readonly values: SubmissionForm;
  readonly pagePath: string;
}

/** GET /api/forms/{formId}/submissions: newest first; `search` keeps those holding the text (any case). */
export interface SubmissionPage {
  readonly submissions: readonly FormSubmission[];
  /** Matching submissions in all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

// GET /api/forms/{formId}/submissions.csv: text/csv, one column per field (by title) plus
// "Submitted"; newest first; cells starting with = + - @ (or tab / carriage return) get a
// leading apostrophe so a spreadsheet never runs them.

// ---------------------------------------------------------------------------------------------
// Mailing lists

export const MAILING_LISTS_API_PATH = '/api/mailing-lists';
export const MAX_MAILING_LIST_NAME_LENGTH = 100;

export interface MailingList {
  readonly id: string;
  readonly name: string;
  readonly memberCount: number;
  /** Forms whose submissions add their email to this list. */
  readonly formIds: readonly string[];
  readonly createdAt: string;
}

/** GET /api/mailing-lists, by name. */
export interface MailingListsResponse {
  readonly mailingLists: readonly MailingList[];
}

/** POST /api/mailing-lists -> 201 MailingList. */
export const createMailingListSchema = z.object({
  name: text(MAX_MAILING_LIST_NAME_LENGTH).trim().min(1, 'must not be empty'),
});
export type CreateMailingListRequest = z.input<typeof createMailingListSchema>;

/** One member: an address a connected form's submission brought in (first time only). */
export interface MailingListMember {
  readonly email: string;
  readonly formId: string;
  readonly createdAt: string;
}
/** GET /api/mailing-lists/{listId}/members, newest first. */
export interface MailingListMembersResponse {
  readonly members: readonly MailingListMember[];
}

/**
 * GET /api/forms/{formId}/mailing-list -> FormMailingList; PUT with `{mailingListId}` connects
 * the form (one list per form; 404 unknown list); DELETE disconnects (answers mailingListId null).
 * When connected, each stored submission adds its first email field's value to the list.
 */
export interface FormMailingList {
  readonly mailingListId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Captcha (our own offline provider behind CaptchaProvider; server/forms/captcha/)

/** Spec: the four actions a captcha token is requested for. */
export const CAPTCHA_ACTIONS = [
  'form_block',
  'newsletter_block',
  'product_waitlist',
  'promo_popup',
] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
export const CAPTCHA_VERIFY_PATH = '/api/captcha/verify';

/** Our choices: a challenge must be answered within 5 minutes, its captchaKey used within 10. */
export const CAPTCHA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_KEY_TTL_MS = 10 * 60 * 1000;

/** POST /api/captcha/challenge `{siteKey, action}` (a write: challenges are stored). */
export interface CaptchaChallengeRequest {
  /**
   * The site's `settings.captchaSiteKey` (site document, spec "captchaSettings.siteKey"). Missing:
   * the widget shows CaptchaMessage.siteKeyNotFound; not the site's (or the site has none): 400
   * `{error: CaptchaMessage.notSetUp}` (shared/forms/messages).
   */
  readonly siteKey: string;
  readonly action: CaptchaAction;
}

/** The challenge a person solves. */
export interface CaptchaChallenge {
  readonly challengeId: string;
  /** An SVG image (markup made on the server, no script) showing the question. */
  readonly svg: string;
  /** The same question in words, for screen readers (e.g. "What is 7 plus 5?"). */
  readonly question: string;
  readonly expiresAt: string;
}

/** POST /api/captcha/verify. One attempt per challenge: a wrong answer needs a new challenge. */
export interface CaptchaVerifyRequest {
  readonly challengeId: string;
  readonly answer: string;
}
/** 200: a single-use key for SaveFormSubmission's captchaKey. 400 `{error}` otherwise. */
export interface CaptchaVerifyResponse {
  readonly captchaKey: string;
}

/** The server side's provider: one small interface, so another provider can replace ours. */
export interface CaptchaProvider {
  /** A new challenge; refused (null) when the site key is not the site's. */
  challenge(request: CaptchaChallengeRequest): Promise<CaptchaChallenge | null>;
  /** The captchaKey for a right answer, else null; the challenge is used up either way. */
  verify(request: CaptchaVerifyRequest): Promise<string | null>;
  /** True once for a valid, unexpired key issued for one of `actions`; the key is used up. */
  redeem(captchaKey: string, actions: readonly CaptchaAction[]): Promise<boolean>;
}

/** Every fixed sentence of the forms and captcha API. */
export const FormApiMessage = {
  notFound: 'This form has not been configured yet.',
  invalidDefinition: 'The form definition is invalid.',
  idMismatch: 'The form id in the definition does not match the address.',
  idTaken: 'A form with this id already exists.',
  mailingListNotFound: 'Mailing list not found.',
  invalidMailingList: 'The mailing list is invalid.',
  badPage: 'page and pageSize must be whole numbers from 1.',
  captchaWrong: 'That answer is not right. Please try the new question.',
  captchaBadRequest: 'Send the challenge id and your answer.',
  captchaBadAction: `The captcha action must be one of: ${CAPTCHA_ACTIONS.join(', ')}.`,
} as const;
