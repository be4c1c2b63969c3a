import { describe, expect, it } from 'vitest';
import { CaptchaMessage, FormMessage, problemBannerText } from './messages';

describe('form messages', () => {
  it.each([
    [FormMessage.required, 'Required'],
    [FormMessage.surveyMissingAnswer, 'Survey is not valid. Missing a required question.'],
    [FormMessage.characterLimit, 'You have exceeded the character limit.'],
    [FormMessage.fieldsInvalid, 'One or more fields is invalid, please check your entries.'],
    [FormMessage.processingError, 'Error processing form submission. Please reload and try again.'],
    [FormMessage.unknownError, 'Unknown error, please try again later.'],
    [FormMessage.completeCaptcha, 'Complete CAPTCHA before submitting.'],
    [FormMessage.noSubmissionKey, 'Could not get a form submission key, please try again later.'],
    [FormMessage.unparsableFields, 'Could not parse the form fields, please check your entries.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [CaptchaMessage.notSetUp, 'ReCaptcha has not been set up!'],
    [CaptchaMessage.siteKeyNotFound, 'Enterprise V3 ReCaptcha site key not found'],
  ])('captcha: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['above', 'Your form has encountered a problem. Please scroll down to review.'],
    ['below', 'Your form has encountered a problem. Please scroll up to review.'],
  ] as const)('banner %s the form', (position, text) => {
    expect(problemBannerText(position)).toBe(text);
  });
});
