// Email rules for form fields: spec storefront.md §5 "Forms": "trimmed value must be valid unless
// optional and empty; message 'Email is not valid. Email addresses should follow the format
// {email}.' Email text must be 3 to 256 characters and match a standard {email} pattern with a
// 2-4 character final segment."

/**
 * What replaces {email} in the message. The spec leaves the placeholder open; we show a sample
 * address so the visitor sees the expected shape.
 */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

export const EMAIL_INVALID_MESSAGE = `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`;

// Local part: dot-separated runs of the RFC 5322 "atext" characters. Domain: dot-separated
// labels of letters, digits and inner hyphens, ending in a 2-4 letter final segment.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,4}$`);

/** True when the text (as given, not trimmed) is 3 to 256 characters and matches the pattern. */
export function isEmailAddress(text: string): boolean {
  return (
    text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)
  );
}

/**
 * The error for an email-type field, or null. An empty value is left to the required check, so
 * an optional empty field passes here and a required one reports 'Required' elsewhere.
 */
export function emailFieldError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return isEmailAddress(trimmed) ? null : EMAIL_INVALID_MESSAGE;
}
