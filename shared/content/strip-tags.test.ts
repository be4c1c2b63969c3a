import { describe, expect, it } from 'vitest';
import { hasExcerpt, stripTags } from './strip-tags';

describe('stripTags', () => {
  it.each([
    ['', ''],
    ['plain', 'plain'],
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['<img src="a.png" alt="x">after', 'after'],
    ['a < b', 'a '],
    ['a > b', 'a  b'],
    ['<br/>\n<br/>', '\n'],
    ['<p>😀</p>', '😀'],
  ])('%j -> %j', (html, text) => {
    expect(stripTags(html)).toBe(text);
  });
});

describe('hasExcerpt', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['<p></p>', false],
    ['<p> \n\t</p>', false],
    ['<p>\u00a0&#8203;</p>', true],
    ['<p>\u00a0\u200b</p>', false],
    ['<p><img src="x.png"></p>', false],
    ['<p>Read this</p>', true],
    ['x', true],
  ])('%j: %s', (html, expected) => {
    expect(hasExcerpt(html)).toBe(expected);
  });
});
