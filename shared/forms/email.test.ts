import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, emailFieldError, isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each([
    ['user@domain.com', true],
    ['first.last+tag@mail.example.co', true],
    ["o'brien@shop.ie", true],
    ['a@b.cd', true],
    ['x@sub-domain.example.info', true],
    ['x@domain.museum', false],
    ['x@domain.c', false],
    ['x@domain.c0m', false],
    ['x@domain', false],
    ['@domain.com', false],
    ['x@.com', false],
    ['x@-domain.com', false],
    ['x@domain-.com', false],
    ['.x@domain.com', false],
    ['x.@domain.com', false],
    ['x..y@domain.com', false],
    ['x y@domain.com', false],
    ['x@@domain.com', false],
    [' user@domain.com', false],
    ['', false],
    [`${'a'.repeat(245)}@domain.com`, true],
    [`${'a'.repeat(246)}@domain.com`, false],
  ])('%j -> %s', (text, valid) => {
    expect(isEmailAddress(text)).toBe(valid);
  });
});

describe('emailFieldError', () => {
  it('quotes the spec message with the sample address', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
  });

  it.each([
    ['', null],
    ['   ', null],
    ['  user@domain.com  ', null],
    ['user@domain', EMAIL_INVALID_MESSAGE],
    ['not an email', EMAIL_INVALID_MESSAGE],
  ])('%j -> %j', (value, error) => {
    expect(emailFieldError(value)).toBe(error);
  });
});
