import { describe, expect, it } from 'vitest';
import { characterCounter, longTextError, parseMaxLength } from './long-text';

describe('parseMaxLength', () => {
  it.each([
    [200, 200],
    ['200', 200],
    [' 50 ', 50],
    [0, null],
    ['0', null],
    ['', null],
    ['abc', null],
    ['12px', null],
    [-5, null],
    [2.5, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (raw, max) => {
    expect(parseMaxLength(raw)).toBe(max);
  });
});

describe('characterCounter', () => {
  it.each([
    ['', 10, { text: '0 / 10', over: false }],
    ['hello', '10', { text: '5 / 10', over: false }],
    ['0123456789', 10, { text: '10 / 10', over: false }],
    ['0123456789!', 10, { text: '11 / 10', over: true }],
    ['anything', 0, null],
    ['anything', 'many', null],
  ])('%j with max %j', (value, max, counter) => {
    expect(characterCounter(value, max)).toEqual(counter);
  });
});

describe('longTextError', () => {
  it.each([
    ['abc', 3, null],
    ['abcd', 3, 'You have exceeded the character limit.'],
    ['abcd', 0, null],
    ['abcd', undefined, null],
    ['', 3, null],
  ])('%j with max %j -> %j', (value, max, error) => {
    expect(longTextError(value, max)).toBe(error);
  });
});
