// The visitor routes in-process with stand-in stores: the 500 answer and the per-address limit
// (over real HTTP every test client shares one address; see server/forms-visitor.test.ts).
import { describe, expect, it } from 'vitest';
import { type CaptchaProvider, formDefinitionSchema } from '../../shared/api/forms';
import { Limits } from '../limits/limiter';
import type { FormStore } from '../storage/form-store';
import { formVisitorRoutes } from './form-visitor';

const form = formDefinitionSchema.parse({ id: 'f', name: 'F', fields: [] });
const captcha: CaptchaProvider = {
  challenge: async () => null,
  verify: async () => null,
  redeem: async () => false,
};

function store(overrides: Partial<FormStore>): FormStore {
  return {
    getForm: async () => form,
    takeSubmissionKey: async () => true,
    addSubmission: async () => undefined,
    ...overrides,
  } as FormStore;
}

const save = (app: ReturnType<typeof formVisitorRoutes>, crumb: string) =>
  app.request('/form/SaveFormSubmission', {
    method: 'POST',
    body: JSON.stringify({ key: 'k', formId: 'f', form: {} }),
    headers: { Cookie: `crumb=${crumb}` },
  });

describe('formVisitorRoutes', () => {
  it('answers 500 with the spec message when storing fails, and reports the error', async () => {
    const logged: unknown[] = [];
    const failing = store({
      addSubmission: async () => {
        throw new Error('disk full');
      },
    });
    const app = formVisitorRoutes({ store: failing, captcha }, new Limits(), (_m, error) =>
      logged.push(error),
    );
    const response = await save(app, 'a'.repeat(32));
    expect([response.status, await response.json()]).toEqual([
      500,
      { error: 'Unable to send form. Please try again later.' },
    ]);
    expect(String(logged[0])).toContain('disk full');
  });

  it('limits one address per form even when the visitor changes its crumb', async () => {
    const limits = new Limits({
      rules: {
        FORM_SAVE_PER_VISITOR: { burst: 5, perSecond: 1 },
        FORM_SAVE_PER_ADDRESS: { burst: 3, perSecond: 1 / 20 },
      },
      now: () => 0,
    });
    const app = formVisitorRoutes({ store: store({}), captcha }, limits, () => undefined);
    const statuses = [];
    for (const letter of 'abcd') statuses.push((await save(app, letter.repeat(32))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await save(app, 'e'.repeat(32));
    expect(refused.headers.get('Retry-After')).toBe('20');
    expect(await refused.json()).toEqual({
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
  });
});
