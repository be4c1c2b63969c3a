import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it.each([
    ['the home page', '/'],
    ['a page', '/about'],
    ['a page with a query and an anchor', '/shop?tag=oak#top'],
    ['a file of the site', '/files/abc/photo.jpg'],
    ['a path with a space (sent as %20)', '/my page'],
    ['an encoded slash further in', '/search?q=a%2Fb'],
    ['a colon in the path', '/a:b'],
  ])('%s is a site path', (_name, value) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each([
    ['a scheme-relative address', '//evil.test/x'],
    ['a slash and a backslash', '/\\evil.test'],
    ['two backslashes', '\\\\evil.test'],
    ['a backslash later on', '/a\\b'],
    ['an encoded backslash', '/%5Cevil.test'],
    ['an encoded backslash in lower case, later', '/a/%5cb'],
    ['an encoded slash at the start', '/%2F/evil.test'],
    ['a tab between the slashes', '/\t/evil.test'],
    ['a line break between the slashes', '/\n/evil.test'],
    ['a carriage return', '/\r/evil.test'],
    ['a NUL', '/a\u0000b'],
    ['a DEL', '/a\u007fb'],
    ['a leading space', ' /about'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a tab', 'java\tscript:alert(1)'],
    ['an http address', 'https://evil.test/'],
    ['a relative name', 'about'],
    ['an anchor', '#top'],
    ['a query', '?q=1'],
    ['empty', ''],
    ['not text', 42],
    ['null', null],
  ])('%s is not', (_name, value) => {
    expect(isSitePath(value)).toBe(false);
  });
});
