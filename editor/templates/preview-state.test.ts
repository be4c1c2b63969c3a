import { describe, expect, it } from 'vitest';
import { errorLabel, NO_PREVIEW, nextPreview, offsetOf } from './preview-state';

const sparkle = { message: 'Unknown formatter "sparkle"', line: 2, column: 3 };

describe('nextPreview', () => {
  it('shows a rendering without errors, and keeps it (stale) while the template has errors', () => {
    const good = nextPreview(NO_PREVIEW, { output: '<p>1</p>', errors: [] });
    expect(good).toEqual({ shown: '<p>1</p>', errors: [], stale: false });
    const broken = nextPreview(good, { output: '<p>{x|sparkle}</p>', errors: [sparkle] });
    expect(broken).toEqual({ shown: '<p>1</p>', errors: [sparkle], stale: true });
    const fixed = nextPreview(broken, { output: '<p>2</p>', errors: [] });
    expect(fixed).toEqual({ shown: '<p>2</p>', errors: [], stale: false });
  });

  it('has nothing to keep when the first rendering has errors', () => {
    expect(nextPreview(NO_PREVIEW, { output: 'x', errors: [sparkle] })).toEqual({
      shown: null,
      errors: [sparkle],
      stale: false,
    });
  });
});

describe('errorLabel', () => {
  it('names the line and column, and the partial when the error is in one', () => {
    expect(errorLabel(sparkle)).toBe('2:3 Unknown formatter "sparkle"');
    expect(errorLabel({ ...sparkle, partial: 'card' })).toBe(
      'partial "card" 2:3 Unknown formatter "sparkle"',
    );
  });
});

describe('offsetOf', () => {
  const source = 'ab\ncdef\n\ng';
  it.each([
    [1, 1, 0],
    [1, 3, 2],
    [2, 1, 3],
    [2, 4, 6],
    [2, 99, 7],
    [3, 1, 8],
    [4, 1, 9],
    [9, 1, source.length],
  ])('line %i column %i is offset %i', (line, column, offset) => {
    expect(offsetOf(source, line, column)).toBe(offset);
  });
});
