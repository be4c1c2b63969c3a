// Visitor-form submission as a pure state machine: spec storefront.md §4 "Visitor form
// submission": editing, then submitting (a lock blocks re-submits; button text 'Submitting…';
// the additional-fields form uses 'Saving…'), then back to editing. On success the form is
// hidden, the submission text is shown, the page scrolls to it and post-submit HTML runs; or the
// page redirects to the success-redirect address. On failure the form is unlocked and errors are
// shown. If a captcha is bound, the submit button is disabled and the captcha reset. The captcha
// badge is hidden by default and shown when a form field gets focus.
//
// `formSubmissionTransition` returns the next state and the effects the page must perform, as
// data; it never touches the DOM, timers or network.

import { FormMessage } from '../forms/messages';

export type FormVariant = 'visitor' | 'additionalFields';

export const SUBMITTING_TEXT: Readonly<Record<FormVariant, string>> = {
  visitor: 'Submitting…',
  additionalFields: 'Saving…',
};

export interface FormSubmissionOptions {
  readonly variant: FormVariant;
  /** The button's own text, restored after a failed submission. */
  readonly submitText: string;
  readonly captchaBound: boolean;
  /** The form's successRedirect; empty or absent shows the submission text instead. */
  readonly successRedirect?: string | null;
}

export interface FormSubmissionState {
  readonly options: FormSubmissionOptions;
  readonly phase: 'editing' | 'submitting' | 'submitted';
  /** Set while submitting and after success: further submits are ignored. */
  readonly locked: boolean;
  readonly buttonText: string;
  readonly submitDisabled: boolean;
  readonly captchaBadgeVisible: boolean;
  readonly formError: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly formHidden: boolean;
  readonly submissionTextShown: boolean;
}

export type FormSubmissionEvent =
  | { readonly type: 'fieldFocused' }
  /** The visitor pressed submit; `fieldErrors` is the client-side validation result. */
  | {
      readonly type: 'submitRequested';
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly captchaToken: string | null;
    }
  | { readonly type: 'submitSucceeded' }
  | {
      readonly type: 'submitFailed';
      readonly formError: string | null;
      readonly fieldErrors: Readonly<Record<string, string>>;
    }
  | { readonly type: 'captchaSolved' };

export type FormSubmissionEffect =
  /** Fetch a submission key, then save the form with this captcha key. */
  | { readonly type: 'send'; readonly captchaToken: string | null }
  | { readonly type: 'scrollToErrors' }
  | { readonly type: 'scrollToMessage' }
  | { readonly type: 'runPostSubmitHtml' }
  | { readonly type: 'redirect'; readonly url: string }
  | { readonly type: 'resetCaptcha' };

export interface FormSubmissionStep {
  readonly state: FormSubmissionState;
  readonly effects: readonly FormSubmissionEffect[];
}

export function initialFormSubmission(options: FormSubmissionOptions): FormSubmissionState {
  return {
    options,
    phase: 'editing',
    locked: false,
    buttonText: options.submitText,
    submitDisabled: false,
    captchaBadgeVisible: false,
    formError: null,
    fieldErrors: {},
    formHidden: false,
    submissionTextShown: false,
  };
}

const stay = (state: FormSubmissionState): FormSubmissionStep => ({ state, effects: [] });

export function formSubmissionTransition(
  state: FormSubmissionState,
  event: FormSubmissionEvent,
): FormSubmissionStep {
  const { options } = state;
  switch (event.type) {
    case 'fieldFocused':
      return options.captchaBound && !state.captchaBadgeVisible
        ? stay({ ...state, captchaBadgeVisible: true })
        : stay(state);

    case 'captchaSolved':
      return state.phase === 'editing' ? stay({ ...state, submitDisabled: false }) : stay(state);

    case 'submitRequested': {
      if (state.locked || state.submitDisabled) return stay(state);
      if (Object.keys(event.fieldErrors).length > 0) {
        return {
          state: { ...state, formError: FormMessage.fieldsInvalid, fieldErrors: event.fieldErrors },
          effects: [{ type: 'scrollToErrors' }],
        };
      }
      if (options.captchaBound && !event.captchaToken) {
        return {
          // Asking for the captcha shows it (the visitor may not have focused a field yet).
          state: {
            ...state,
            formError: FormMessage.completeCaptcha,
            fieldErrors: {},
            captchaBadgeVisible: true,
          },
          effects: [{ type: 'scrollToErrors' }],
        };
      }
      return {
        state: {
          ...state,
          phase: 'submitting',
          locked: true,
          buttonText: SUBMITTING_TEXT[options.variant],
          formError: null,
          fieldErrors: {},
        },
        effects: [{ type: 'send', captchaToken: event.captchaToken }],
      };
    }

    case 'submitSucceeded': {
      if (state.phase !== 'submitting') return stay(state);
      const submitted = { ...state, phase: 'submitted' as const };
      if (options.successRedirect) {
        return { state: submitted, effects: [{ type: 'redirect', url: options.successRedirect }] };
      }
      return {
        state: { ...submitted, formHidden: true, submissionTextShown: true },
        effects: [{ type: 'scrollToMessage' }, { type: 'runPostSubmitHtml' }],
      };
    }

    case 'submitFailed': {
      if (state.phase !== 'submitting') return stay(state);
      const hasFieldErrors = Object.keys(event.fieldErrors).length > 0;
      const fallback = hasFieldErrors ? FormMessage.fieldsInvalid : FormMessage.unknownError;
      const effects: FormSubmissionEffect[] = [{ type: 'scrollToErrors' }];
      if (options.captchaBound) effects.push({ type: 'resetCaptcha' });
      return {
        state: {
          ...state,
          phase: 'editing',
          locked: false,
          buttonText: options.submitText,
          submitDisabled: options.captchaBound,
          formError: event.formError ?? fallback,
          fieldErrors: event.fieldErrors,
        },
        effects,
      };
    }
  }
}
