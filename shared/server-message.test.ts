import { describe, expect, it } from 'vitest';
import { serverMessageOr } from './server-message';

describe('serverMessageOr', () => {
  it.each([
    ['Out of stock', 'Out of stock'],
    ['  Out of stock \n', 'Out of stock'],
    ['', 'Fallback.'],
    ['   ', 'Fallback.'],
    [undefined, 'Fallback.'],
    [null, 'Fallback.'],
    [42, 'Fallback.'],
    [{ message: 'x' }, 'Fallback.'],
  ])('%j gives %j', (message, expected) => {
    expect(serverMessageOr(message, 'Fallback.')).toBe(expected);
  });
});
