// The visitor's form calls (spec storefront.md §7): POST /api/form/FormSubmissionKey,
// POST /api/form/SaveFormSubmission and POST /api/rest/forms/validate/{formId}, with the status
// codes and messages of §8 (shared/forms/server-errors). Values are checked with the page's own
// rules (shared/forms/submission-check) and stored exactly as sent. A save is counted per
// address and form, and per visitor (crumb) and form (server/limits/rules.ts), once its form is
// known.
import { type Context, Hono } from 'hono';
import {
  type CaptchaAction,
  type CaptchaProvider,
  type FormSubmission,
  SUBMISSION_KEY_TTL_MS,
} from '../../shared/api/forms';
import { FormMessage } from '../../shared/forms/messages';
import { SUBMIT_STATUS_MESSAGES } from '../../shared/forms/server-errors';
import { checkSubmission, submittedEmail } from '../../shared/forms/submission-check';
import { isObj } from '../../shared/products/input-fields';
import { requestCrumb } from '../csrf';
import { secretToken, timeOrderedId } from '../forms/ids';
import { jsonBody } from '../json-body';
import type { Limits } from '../limits/limiter';
import { byNetwork, tooManyRequests } from '../limits/middleware';
import type { FormStore } from '../storage/form-store';
import type { Clock } from '../storage/site-store';

/** Our limit: a submission body over 256 kB is refused as unparsable. */
export const MAX_SUBMISSION_BYTES = 256_000;
/** Captcha keys SaveFormSubmission accepts: those solved on a form-like block. */
export const FORM_CAPTCHA_ACTIONS: readonly CaptchaAction[] = [
  'form_block',
  'newsletter_block',
  'promo_popup',
];
const MAX_PAGE_PATH_LENGTH = 2000;

export interface FormsDependencies {
  readonly store: FormStore;
  readonly captcha: CaptchaProvider;
  readonly clock?: Clock;
}

/** A visitor's body; one that is not JSON answers the spec's "unparsable" sentence. */
const visitorJson = jsonBody({
  maxBytes: MAX_SUBMISSION_BYTES,
  refuse: (c, refusal) =>
    c.json(
      { error: refusal.kind === 'not-json' ? FormMessage.unparsableFields : refusal.message },
      refusal.status,
    ),
});

const fail = (c: Context, status: 401 | 404 | 500) =>
  c.json({ error: SUBMIT_STATUS_MESSAGES[status] }, status);

/** The save's refusal over either limit: the spec's sentence for 429, with Retry-After. */
async function overLimit(c: Context, limits: Limits, formId: string): Promise<Response | null> {
  const address = await byNetwork(c);
  const visitor = requestCrumb(c.req.header('Cookie')) ?? 'none';
  const taken = await limits.limiter('FORM_SAVE_PER_ADDRESS').take(`${address}\n${formId}`);
  const both = taken.ok
    ? await limits.limiter('FORM_SAVE_PER_VISITOR').take(`${address}\n${visitor}\n${formId}`)
    : taken;
  return both.ok
    ? null
    : tooManyRequests(c, both.retryAfterSeconds, () => ({ error: SUBMIT_STATUS_MESSAGES[429] }));
}

export function formVisitorRoutes(
  deps: FormsDependencies,
  limits: Limits,
  logError: (message: string, error: unknown) => void,
): Hono {
  const clock = deps.clock ?? (() => new Date());
  const app = new Hono();
  const unparsable = { error: FormMessage.unparsableFields };

  app.post('/form/FormSubmissionKey', async (c) => {
    const key = secretToken();
    const expiresAt = new Date(clock().getTime() + SUBMISSION_KEY_TTL_MS).toISOString();
    await deps.store.addSubmissionKey(key, expiresAt);
    return c.json({ key });
  });

  app.post('/form/SaveFormSubmission', visitorJson, async (c) => {
    const body = c.var.body;
    if (!isObj(body) || typeof body.formId !== 'string') return c.json(unparsable, 400);
    const form = await deps.store.getForm(body.formId);
    if (!form) return fail(c, 404);

    const refused = await overLimit(c, limits, form.id);
    if (refused) return refused;

    const now = clock();
    const key = typeof body.key === 'string' ? body.key : '';
    if (key === '' || !(await deps.store.takeSubmissionKey(key, now.toISOString()))) {
      return fail(c, 401);
    }
    if (form.captchaEnabled) {
      const captchaKey = typeof body.captchaKey === 'string' ? body.captchaKey : '';
      if (!(await deps.captcha.redeem(captchaKey, FORM_CAPTCHA_ACTIONS))) {
        return c.json({ error: FormMessage.completeCaptcha }, 400);
      }
    }
    const check = checkSubmission(form.fields, body.form);
    if (check.kind === 'unparsable') return c.json({ error: check.error }, 400);
    if (check.kind === 'invalid') return c.json({ errors: check.fieldErrors }, 400);

    const pagePath = typeof body.pagePath === 'string' ? body.pagePath : '';
    const submission: FormSubmission = {
      id: timeOrderedId(now),
      formId: form.id,
      createdAt: now.toISOString(),
      values: check.values,
      pagePath: pagePath.slice(0, MAX_PAGE_PATH_LENGTH),
    };
    await deps.store.addSubmission({
      submission,
      email: submittedEmail(form.fields, check.values),
    });
    return c.json({ submissionId: submission.id });
  });

  app.post('/rest/forms/validate/:formId', visitorJson, async (c) => {
    const form = await deps.store.getForm(c.req.param('formId'));
    if (!form) return fail(c, 404);
    const check = checkSubmission(form.fields, c.var.body);
    if (check.kind === 'unparsable') return c.json({ error: check.error }, 400);
    if (check.kind === 'invalid') return c.json({ errors: check.fieldErrors }, 400);
    return c.json({ errors: {} });
  });

  app.onError((error, c) => {
    logError(`${c.req.method} ${c.req.path} failed:`, error);
    return fail(c, 500);
  });
  return app;
}
