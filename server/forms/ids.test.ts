import { describe, expect, it } from 'vitest';
import { FORM_ID_PATTERN } from '../../shared/api/forms';
import { secretToken, shortId, timeOrderedId } from './ids';

describe('timeOrderedId', () => {
  it('sorts in the order the ids were made, even within a millisecond or if the clock steps back', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const ids = [
      timeOrderedId(at),
      timeOrderedId(at),
      timeOrderedId(new Date(at.getTime() - 5000)),
      timeOrderedId(new Date(at.getTime() + 1)),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('other ids', () => {
  it('makes valid form ids and long tokens', () => {
    expect(shortId('form')).toMatch(FORM_ID_PATTERN);
    expect(secretToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
