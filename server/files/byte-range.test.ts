import { describe, expect, it } from 'vitest';
import { byteRange, contentRange } from './byte-range';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'part', start: 100, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'part', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'part', start: 999, end: 999 }],
    [' bytes=0-0 ', { kind: 'part', start: 0, end: 0 }],
  ])('reads %j of a 1,000-byte file', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });

  it.each([
    ['bytes=1000-', 'a start at the end'],
    ['bytes=2000-3000', 'a start past the end'],
    ['bytes=-0', 'an empty suffix'],
  ])('refuses %j (%s)', (header) => {
    expect(byteRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    [undefined],
    ['bytes=0-9,20-29'],
    ['items=0-9'],
    ['bytes=9-0'],
    ['bytes=-'],
    ['bytes=abc-'],
    ['bytes=99999999999999999999-'],
  ])('answers %j with the whole file', (header) => {
    expect(byteRange(header, 1000)).toEqual({ kind: 'whole' });
  });

  it('has nothing to give of an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentRange', () => {
  it('names the part and the size, or only the size of a refusal', () => {
    expect(contentRange({ kind: 'part', start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, 1000)).toBe('bytes */1000');
    expect(contentRange({ kind: 'whole' }, 1000)).toBeUndefined();
  });
});
