import { describe, expect, it } from 'vitest';
import {
  type FormSubmissionEvent,
  type FormSubmissionOptions,
  type FormSubmissionState,
  formSubmissionTransition,
  initialFormSubmission,
  SUBMITTING_TEXT,
} from './form-submission';

const visitor: FormSubmissionOptions = {
  variant: 'visitor',
  submitText: 'Send',
  captchaBound: false,
};
const withCaptcha: FormSubmissionOptions = { ...visitor, captchaBound: true };

const submit = (captchaToken: string | null = null): FormSubmissionEvent => ({
  type: 'submitRequested',
  fieldErrors: {},
  captchaToken,
});

function run(options: FormSubmissionOptions, events: readonly FormSubmissionEvent[]) {
  let state: FormSubmissionState = initialFormSubmission(options);
  const effects: unknown[] = [];
  for (const event of events) {
    const step = formSubmissionTransition(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('form submission machine', () => {
  it('starts editing, unlocked, with the button text and the captcha badge hidden', () => {
    expect(initialFormSubmission(withCaptcha)).toMatchObject({
      phase: 'editing',
      locked: false,
      buttonText: 'Send',
      submitDisabled: false,
      captchaBadgeVisible: false,
      formError: null,
      formHidden: false,
      submissionTextShown: false,
    });
  });

  it.each([
    ['visitor', 'Submitting…'],
    ['additionalFields', 'Saving…'],
  ] as const)('%s form shows %s while submitting and locks', (variant, text) => {
    expect(SUBMITTING_TEXT[variant]).toBe(text);
    const { state, effects } = run({ ...visitor, variant }, [submit()]);
    expect(state).toMatchObject({ phase: 'submitting', locked: true, buttonText: text });
    expect(effects).toEqual([{ type: 'send', captchaToken: null }]);
  });

  it('ignores re-submits while locked', () => {
    const { effects } = run(visitor, [submit(), submit(), submit()]);
    expect(effects).toEqual([{ type: 'send', captchaToken: null }]);
  });

  it('stays editing with per-field errors when client validation fails', () => {
    const { state, effects } = run(visitor, [
      { type: 'submitRequested', fieldErrors: { a: 'Required' }, captchaToken: null },
    ]);
    expect(state).toMatchObject({
      phase: 'editing',
      locked: false,
      formError: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { a: 'Required' },
    });
    expect(effects).toEqual([{ type: 'scrollToErrors' }]);
  });

  it('asks for the captcha before sending when one is bound, and shows it', () => {
    const { state, effects } = run(withCaptcha, [submit(null)]);
    expect(state).toMatchObject({
      phase: 'editing',
      formError: 'Complete CAPTCHA before submitting.',
      captchaBadgeVisible: true,
    });
    expect(effects).toEqual([{ type: 'scrollToErrors' }]);
    expect(run(withCaptcha, [submit('tok')]).effects).toEqual([
      { type: 'send', captchaToken: 'tok' },
    ]);
  });

  it('hides the form, shows the submission text, scrolls to it and runs post-submit HTML', () => {
    const { state, effects } = run(visitor, [submit(), { type: 'submitSucceeded' }, submit()]);
    expect(state).toMatchObject({
      phase: 'submitted',
      locked: true,
      formHidden: true,
      submissionTextShown: true,
    });
    expect(effects).toEqual([
      { type: 'send', captchaToken: null },
      { type: 'scrollToMessage' },
      { type: 'runPostSubmitHtml' },
    ]);
  });

  it('redirects to successRedirect when set', () => {
    const options = { ...visitor, successRedirect: '/thanks' };
    const { state, effects } = run(options, [submit(), { type: 'submitSucceeded' }]);
    expect(state).toMatchObject({
      phase: 'submitted',
      formHidden: false,
      submissionTextShown: false,
    });
    expect(effects.at(-1)).toEqual({ type: 'redirect', url: '/thanks' });
    expect(
      run({ ...visitor, successRedirect: '' }, [submit(), { type: 'submitSucceeded' }]).effects.at(
        -1,
      ),
    ).toEqual({
      type: 'runPostSubmitHtml',
    });
  });

  it('unlocks and shows errors on failure, restoring the button text', () => {
    const { state, effects } = run(visitor, [
      submit(),
      {
        type: 'submitFailed',
        formError: 'This form has not been configured yet.',
        fieldErrors: {},
      },
    ]);
    expect(state).toMatchObject({
      phase: 'editing',
      locked: false,
      buttonText: 'Send',
      submitDisabled: false,
      formError: 'This form has not been configured yet.',
    });
    expect(effects.at(-1)).toEqual({ type: 'scrollToErrors' });
  });

  it.each([
    [{ f1: 'Taken' }, 'One or more fields is invalid, please check your entries.'],
    [{}, 'Unknown error, please try again later.'],
  ])('a failure without a form message and field errors %j says %s', (fieldErrors, message) => {
    const { state } = run(visitor, [
      submit(),
      { type: 'submitFailed', formError: null, fieldErrors },
    ]);
    expect(state.formError).toBe(message);
    expect(state.fieldErrors).toEqual(fieldErrors);
  });

  it('disables submit and resets the captcha on failure when one is bound, until solved', () => {
    const failed = run(withCaptcha, [
      submit('tok'),
      { type: 'submitFailed', formError: 'x', fieldErrors: {} },
    ]);
    expect(failed.state.submitDisabled).toBe(true);
    expect(failed.effects).toEqual([
      { type: 'send', captchaToken: 'tok' },
      { type: 'scrollToErrors' },
      { type: 'resetCaptcha' },
    ]);
    const blocked = formSubmissionTransition(failed.state, submit('tok'));
    expect(blocked).toEqual({ state: failed.state, effects: [] });
    const solved = formSubmissionTransition(failed.state, { type: 'captchaSolved' }).state;
    expect(solved.submitDisabled).toBe(false);
    expect(formSubmissionTransition(solved, submit('tok2')).effects).toEqual([
      { type: 'send', captchaToken: 'tok2' },
    ]);
  });

  it('shows the captcha badge when a field gets focus, only if a captcha is bound', () => {
    const focus: FormSubmissionEvent = { type: 'fieldFocused' };
    expect(run(withCaptcha, [focus]).state.captchaBadgeVisible).toBe(true);
    expect(run(withCaptcha, [focus, focus]).state.captchaBadgeVisible).toBe(true);
    expect(run(visitor, [focus]).state.captchaBadgeVisible).toBe(false);
  });

  it('ignores results and captcha events that do not fit the phase', () => {
    const editing = initialFormSubmission(withCaptcha);
    for (const event of [
      { type: 'submitSucceeded' },
      { type: 'submitFailed', formError: 'x', fieldErrors: {} },
    ] as const) {
      expect(formSubmissionTransition(editing, event)).toEqual({ state: editing, effects: [] });
    }
    const submitting = formSubmissionTransition(editing, submit('t')).state;
    expect(formSubmissionTransition(submitting, { type: 'captchaSolved' }).state).toBe(submitting);
  });
});
