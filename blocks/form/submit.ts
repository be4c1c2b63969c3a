// The submission sequence's network half (spec storefront.md §7 "Form calls", §8 "Form
// submission"): ask for a single-use key, then save the form with it. Every failure becomes what
// the form shows, through shared/forms/server-errors; nothing here touches the DOM.
import { FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH } from '../../shared/api/forms';
import { FormMessage } from '../../shared/forms/messages';
import { type SubmitFailure, submitFailure } from '../../shared/forms/server-errors';
import type { SubmissionValue } from '../../shared/forms/submission-values';

/** A JSON POST answered with its status and parsed body; throws only when the network fails. */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; data: unknown }>;

export const KEY_PATH = FORM_SUBMISSION_KEY_PATH;
export const SAVE_PATH = SAVE_FORM_SUBMISSION_PATH;

export type SendResult = { readonly ok: true } | ({ readonly ok: false } & SubmitFailure);

function keyOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const key = (data as Record<string, unknown>).key;
  return typeof key === 'string' && key !== '' ? key : null;
}

export async function sendSubmission(
  post: PostJson,
  formId: string,
  form: Readonly<Record<string, SubmissionValue>>,
  captchaKey: string | null,
): Promise<SendResult> {
  let key: string | null = null;
  try {
    const answer = await post(KEY_PATH, {});
    key = answer.status === 200 ? keyOf(answer.data) : null;
  } catch {
    key = null;
  }
  if (key === null) return { ok: false, formError: FormMessage.noSubmissionKey, fieldErrors: {} };
  try {
    const body = captchaKey === null ? { key, formId, form } : { key, formId, form, captchaKey };
    const answer = await post(SAVE_PATH, body);
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    return { ok: false, ...submitFailure(answer.status, answer.data) };
  } catch {
    return { ok: false, formError: FormMessage.unknownError, fieldErrors: {} };
  }
}
