import { describe, expect, it } from 'vitest';
import { SUBMIT_STATUS_MESSAGES, serverFieldErrors, submitFailure } from './server-errors';

const UNKNOWN = 'Unknown error, please try again later.';
const INVALID = 'One or more fields is invalid, please check your entries.';

describe('status messages', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i -> %s', (status, message) => {
    expect(SUBMIT_STATUS_MESSAGES[status]).toBe(message);
    expect(submitFailure(status, { error: 'ignored', errors: { a: 'x' } })).toEqual({
      formError: message,
      fieldErrors: {},
    });
  });
});

describe('submitFailure', () => {
  it.each([
    [400, { errors: { f1: 'Too short', f2: 'Taken' } }, INVALID, { f1: 'Too short', f2: 'Taken' }],
    [400, { errors: { f1: 'Bad', f2: '', f3: 7 } }, INVALID, { f1: 'Bad' }],
    [400, { errors: {}, error: 'Form closed' }, 'Form closed', {}],
    [400, { errors: ['x'], error: 'Form closed' }, 'Form closed', {}],
    [400, { error: 'Form closed' }, 'Form closed', {}],
    [400, null, UNKNOWN, {}],
    [422, { errors: { f1: 'Bad' } }, UNKNOWN, {}],
    [503, { error: 'Down for maintenance' }, 'Down for maintenance', {}],
    [503, { error: '' }, UNKNOWN, {}],
    [503, { error: '   ' }, UNKNOWN, {}],
    [400, { error: ' Form closed ' }, 'Form closed', {}],
    [503, { error: 5 }, UNKNOWN, {}],
    [0, 'network', UNKNOWN, {}],
  ])('%i %j', (status, data, formError, fieldErrors) => {
    expect(submitFailure(status, data)).toEqual({ formError, fieldErrors });
  });
});

describe('serverFieldErrors', () => {
  it.each([
    [{ errors: { a: 'Required' } }, { a: 'Required' }],
    [{ errors: null }, null],
    [[], null],
    ['text', null],
  ])('%j -> %j', (data, expected) => {
    expect(serverFieldErrors(data)).toEqual(expected);
  });
});
