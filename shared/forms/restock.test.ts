import { describe, expect, it } from 'vitest';
import { restockEmailError, restockFailureMessage, restockSuccessText } from './restock';

describe('restockEmailError', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['   ', 'Email cannot be blank'],
    ['nope', 'Email is invalid'],
    ['a@b', 'Email is invalid'],
    [' shopper@example.com ', null],
  ])('%j -> %j', (value, error) => {
    expect(restockEmailError(value)).toBe(error);
  });
});

describe('restockFailureMessage', () => {
  it.each([
    [{ message: 'Already signed up' }, 'Already signed up'],
    [{ message: ' ' }, 'Unable to submit form. Please try again later.'],
    [{ message: 3 }, 'Unable to submit form. Please try again later.'],
    [{}, 'Unable to submit form. Please try again later.'],
    [null, 'Unable to submit form. Please try again later.'],
    ['oops', 'Unable to submit form. Please try again later.'],
  ])('%j -> %s', (data, message) => {
    expect(restockFailureMessage(data)).toBe(message);
  });
});

describe('restockSuccessText', () => {
  it.each([
    ['We will email you!', 'We will email you!'],
    ['', 'Signed up!'],
    ['  ', 'Signed up!'],
    [null, 'Signed up!'],
    [undefined, 'Signed up!'],
  ])('%j -> %s', (configured, text) => {
    expect(restockSuccessText(configured)).toBe(text);
  });
});
