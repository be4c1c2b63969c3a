import { describe, expect, it, vi } from 'vitest';
import { newsletterEmailError, signUp } from './sign-up';

describe('newsletter sign-up', () => {
  it.each([
    ['', 'Required'],
    ['  ', 'Required'],
    ['nope', 'Email is not valid. Email addresses should follow the format user@domain.com.'],
    ['ada@example.com', null],
  ])('%j gives %j', (email, error) => {
    expect(newsletterEmailError(email)).toBe(error);
  });

  it('sends the trimmed email to the newsletter form through key then save', async () => {
    const post = vi.fn(async (path: string, _body: unknown) =>
      path.endsWith('FormSubmissionKey')
        ? { status: 200, data: { key: 'k' } }
        : { status: 200, data: {} },
    );
    expect(await signUp(post, ' ada@example.com ')).toEqual({ ok: true });
    expect(post.mock.calls[1]?.[1]).toEqual({
      key: 'k',
      formId: 'newsletter',
      form: { email: 'ada@example.com' },
    });
  });

  it('sends nothing for a bad address', async () => {
    const post = vi.fn();
    expect(await signUp(post, 'x')).toMatchObject({
      ok: false,
      fieldErrors: { email: expect.any(String) },
    });
    expect(post).not.toHaveBeenCalled();
  });
});
