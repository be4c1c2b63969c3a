import { describe, expect, it } from 'vitest';
import { hasControlCharacter, headerValue } from './header';

describe('headerValue', () => {
  it.each([
    ['plain text stays', 'Back in stock: Oak bowl', 'Back in stock: Oak bowl'],
    ['CR LF cannot start a header', 'Bowl\r\nBcc: all@evil.test', 'Bowl Bcc: all@evil.test'],
    ['a lone LF', 'a\nb', 'a b'],
    ['a lone CR', 'a\rb', 'a b'],
    ['NUL and DEL', 'a\u0000b\u007fc', 'a b c'],
    ['a C1 next line', 'a\u0085b', 'a b'],
    ['Unicode line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['tabs and runs of spaces collapse', 'a\t \t b', 'a b'],
    ['ends are trimmed', '\r\n a \r\n', 'a'],
  ])('%s', (_name, text, expected) => {
    expect(headerValue(text)).toBe(expected);
    expect(hasControlCharacter(headerValue(text))).toBe(false);
  });

  it('tells text with a control character from text without', () => {
    expect(hasControlCharacter('a\r\nb')).toBe(true);
    expect(hasControlCharacter('a b')).toBe(false);
  });
});
