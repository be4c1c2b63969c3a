import { describe, expect, it } from 'vitest';
import { featureLines, popularIndex } from './plans';

describe('pricing plan rules', () => {
  it.each([
    ['One\nTwo\nThree', ['One', 'Two', 'Three']],
    ['  One \r\n\r\n  Two  \n', ['One', 'Two']],
    ['', []],
    ['\n \n', []],
  ])('features %j read as %j', (text, lines) => {
    expect(featureLines(text)).toEqual(lines);
  });

  it.each([
    [[false, true, false], 1],
    [[true, true], 0],
    [[false, false, true], 2],
    [[false, false], -1],
  ])('highlights %j -> badge on card %i', (flags, expected) => {
    expect(popularIndex(flags.map((highlighted) => ({ highlighted })))).toBe(expected);
  });
});
