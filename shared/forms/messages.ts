// Form messages: spec storefront.md §5 "Forms" and §8 "Form submission", quoted exactly.

export const FormMessage = {
  required: 'Required',
  surveyMissingAnswer: 'Survey is not valid. Missing a required question.',
  characterLimit: 'You have exceeded the character limit.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  noSubmissionKey: 'Could not get a form submission key, please try again later.',
  unparsableFields: 'Could not parse the form fields, please check your entries.',
} as const;

/**
 * Captcha: spec storefront.md §8 "Captcha" and site-and-editor.md §8: "missing site key rejects
 * with 'Enterprise V3 ReCaptcha site key not found'; 'ReCaptcha has not been set up!' when
 * unconfigured."
 */
export const CaptchaMessage = {
  notSetUp: 'ReCaptcha has not been set up!',
  siteKeyNotFound: 'Enterprise V3 ReCaptcha site key not found',
} as const;

/** Where the problem banner sits relative to the form. */
export type BannerPosition = 'above' | 'below';

/**
 * "'Your form has encountered a problem. Please scroll down to review.' above the form; the same
 * ending 'scroll up to review.' below it."
 */
export function problemBannerText(position: BannerPosition): string {
  const direction = position === 'above' ? 'down' : 'up';
  return `Your form has encountered a problem. Please scroll ${direction} to review.`;
}
