// The newsletter block's sign-up goes through the forms' own path (blocks/form/submit.ts: key,
// then save) to the seeded form `newsletter`, whose one field is `email`; the form's mailing list
// gets the address. Only the email is sent: the newsletter form holds no name fields.

import { emailFieldError } from '../../shared/forms/email';
import { FormMessage } from '../../shared/forms/messages';
import { requiredError } from '../../shared/forms/required';
import { type PostJson, type SendResult, sendSubmission } from '../form/submit';

export const NEWSLETTER_FORM_ID = 'newsletter';
export const NEWSLETTER_EMAIL_FIELD = 'email';
/** Shown when the newsletter form has no submission message of its own (our wording). */
export const SIGNED_UP_TEXT = 'Thank you for signing up.';

/** The email's error ('Required' or the email rule's message), or null. */
export function newsletterEmailError(email: string): string | null {
  return (
    requiredError({ id: NEWSLETTER_EMAIL_FIELD, type: 'email', required: true, value: email }) ??
    emailFieldError(email)
  );
}

export async function signUp(post: PostJson, email: string): Promise<SendResult> {
  const error = newsletterEmailError(email);
  if (error) {
    return { ok: false, formError: FormMessage.fieldsInvalid, fieldErrors: { email: error } };
  }
  return sendSubmission(post, NEWSLETTER_FORM_ID, { [NEWSLETTER_EMAIL_FIELD]: email.trim() }, null);
}
