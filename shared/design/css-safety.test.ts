import { describe, expect, it } from 'vitest';
import { cssValueProblem, isSafeCssValue, squeezeCss } from './css-safety';

describe('cssValueProblem', () => {
  it.each([
    ['a hex colour', '#1a56db'],
    ['a colour function', 'hsl(221 79% 48% / 0.5)'],
    ['a custom property reference', 'var(--sb-palette-2)'],
    ['spacing', 'margin: 0 0 1em; color: #336'],
    ['a word that contains "url" but no call', 'curly'],
    ['an empty value', ''],
    ['an unclosed comment (CSS reads the rest as comment)', 'red /* url('],
  ])('allows %s', (_name, value) => {
    expect(cssValueProblem(value)).toBeNull();
    expect(isSafeCssValue(value)).toBe(true);
  });

  it.each([
    ['url()', 'url(https://evil.test/t.png)', 'url('],
    ['URL() in capitals', 'URL(x)', 'url('],
    ['url with a space before the parenthesis', 'url (x)', 'url('],
    ['url split by a comment', 'u/**/rl(x)', 'url('],
    ['url with a tab inside', 'u\trl(x)', 'url('],
    ['url with a zero-width space inside', 'u\u200brl(x)', 'url('],
    ['@import', '@import "https://evil.test/s.css"', '@'],
    ['@ split by a comment', '@/**/import x', '@'],
    ['expression()', 'expression(alert(1))', 'expression('],
    ['javascript: with a newline inside', 'java\nscript:alert(1)', 'javascript:'],
    ['vbscript:', 'VBScript:x', 'vbscript:'],
    ['behavior', 'behavior: url(x.htc)', 'url('],
    ['behavior alone', 'behavior:x.htc', 'behavior'],
    ['-moz-binding', '-moz-binding: x', '-moz-binding'],
    ['image-set()', 'image-set("x.png" 1x)', 'image-set('],
    ['-webkit-image-set()', '-webkit-image-set("x.png" 1x)', 'image-set('],
    ['cross-fade()', 'cross-fade(a, b)', 'cross-fade('],
    ['element()', 'element(#id)', 'element('],
    ['src()', 'src("x")', 'src('],
  ])('refuses %s', (_name, value, token) => {
    expect(cssValueProblem(value)).toBe(
      `cannot hold "${token}" (styles may not load files or run script)`,
    );
    expect(isSafeCssValue(value)).toBe(false);
  });

  it.each([
    ['a hex escape', 'u\\72l(x)'],
    ['an escaped letter', '\\75rl(x)'],
    ['an escaped parenthesis', 'url\\28 x)'],
  ])('refuses CSS escapes: %s', (_name, value) => {
    expect(cssValueProblem(value)).toBe('cannot hold CSS escapes (\\)');
  });
});

describe('squeezeCss', () => {
  it('drops comments, spaces and control characters and lower-cases', () => {
    expect(squeezeCss(' U/* x */R\u0000L ( ')).toBe('url(');
  });
});
