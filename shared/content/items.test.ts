import { describe, expect, it } from 'vitest';
import { followUserName, isPassthrough } from './items';

describe('isPassthrough', () => {
  it.each([
    [{ passthrough: true, sourceUrl: 'https://example.com/a' }, true],
    [{ passthrough: true, sourceUrl: '' }, false],
    [{ passthrough: true }, false],
    [{ passthrough: false, sourceUrl: 'https://example.com/a' }, false],
    [{ sourceUrl: 'https://example.com/a' }, false],
  ])('%j: %s', (item, expected) => {
    expect(isPassthrough(item)).toBe(expected);
  });
});

describe('followUserName', () => {
  it.each([
    [{ userName: 'jack', profileUrl: 'https://twitter.com/other' }, 'jack'],
    [{ userName: '', profileUrl: 'https://twitter.com/jack' }, 'jack'],
    [{ profileUrl: 'https://twitter.com/jack' }, 'jack'],
    [{ profileUrl: 'https://twitter.com/jack/' }, 'jack'],
    [{ profileUrl: 'https://example.com/users/jack?ref=x#top' }, 'jack'],
    [{ profileUrl: 'https://twitter.com/' }, ''],
    [{ profileUrl: 'https://twitter.com' }, ''],
    [{ profileUrl: '/u/jack' }, 'jack'],
    [{ profileUrl: 'jack' }, 'jack'],
    [{}, ''],
  ])('%j: %j', (account, expected) => {
    expect(followUserName(account)).toBe(expected);
  });
});
