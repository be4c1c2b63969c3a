import { describe, expect, it, vi } from 'vitest';
import { KEY_PATH, SAVE_PATH, sendSubmission } from './submit';

const answers = (...list: ({ status: number; data: unknown } | Error)[]) => {
  const post = vi.fn(async (_path: string, _body: unknown) => {
    const next = list.shift();
    if (!next || next instanceof Error) throw next ?? new Error('none');
    return next;
  });
  return post;
};

describe('sendSubmission', () => {
  it('asks for a key, then saves with it, the form and the captcha key', async () => {
    const post = answers({ status: 200, data: { key: 'k1' } }, { status: 200, data: {} });
    expect(await sendSubmission(post, 'f1', { a: 'x' }, 'c1')).toEqual({ ok: true });
    expect(post.mock.calls).toEqual([
      [KEY_PATH, {}],
      [SAVE_PATH, { key: 'k1', formId: 'f1', form: { a: 'x' }, captchaKey: 'c1' }],
    ]);
  });

  it('leaves captchaKey out when there is no captcha', async () => {
    const post = answers({ status: 200, data: { key: 'k1' } }, { status: 200, data: {} });
    await sendSubmission(post, 'f1', {}, null);
    expect(post.mock.calls[1]?.[1]).toEqual({ key: 'k1', formId: 'f1', form: {} });
  });

  it.each([[{ status: 500, data: null }], [{ status: 200, data: {} }], [new Error('offline')]])(
    'without a key says so (%#)',
    async (answer) => {
      expect(await sendSubmission(answers(answer), 'f1', {}, null)).toEqual({
        ok: false,
        formError: 'Could not get a form submission key, please try again later.',
        fieldErrors: {},
      });
    },
  );

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.', {}],
    [404, {}, 'This form has not been configured yet.', {}],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.', {}],
    [500, {}, 'Unable to send form. Please try again later.', {}],
    [
      400,
      { errors: { email: 'Required' } },
      'One or more fields is invalid, please check your entries.',
      { email: 'Required' },
    ],
    [
      400,
      { error: 'Complete CAPTCHA before submitting.' },
      'Complete CAPTCHA before submitting.',
      {},
    ],
    [418, null, 'Unknown error, please try again later.', {}],
  ])('a %i refusal shows %j', async (status, data, formError, fieldErrors) => {
    const post = answers({ status: 200, data: { key: 'k' } }, { status, data });
    expect(await sendSubmission(post, 'f1', {}, null)).toEqual({
      ok: false,
      formError,
      fieldErrors,
    });
  });

  it('a save with no answer is the unknown error', async () => {
    const post = answers({ status: 200, data: { key: 'k' } }, new Error('offline'));
    expect(await sendSubmission(post, 'f1', {}, null)).toMatchObject({
      formError: 'Unknown error, please try again later.',
    });
  });
});
