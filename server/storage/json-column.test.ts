import { describe, expect, it } from 'vitest';
import { jsonbText } from './json-column';

const stored = (value: unknown) => JSON.parse(jsonbText(JSON.stringify(value)));

describe('jsonbText', () => {
  it('turns U+0000 and lone surrogates into U+FFFD, in values and keys', () => {
    expect(stored({ 'a\u0000': ['x\u0000y', '\ud800', 'z\udfff'] })).toEqual({
      'a\uFFFD': ['x\uFFFDy', '\uFFFD', 'z\uFFFD'],
    });
  });

  it('keeps everything else as JSON.stringify wrote it', () => {
    const value = {
      text: String.raw`\u0000 typed, not a NUL`,
      slashes: '\\\u0000',
      emoji: '😀',
      control: '\u0001\n',
      number: 0.1,
    };
    expect(stored(value)).toEqual({ ...value, slashes: '\\\uFFFD' });
    const plain = JSON.stringify({ a: [1, 'b'] });
    expect(jsonbText(plain)).toBe(plain);
  });
});
